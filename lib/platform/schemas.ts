import { z } from "zod";

export const ZHealth = z.object({
  status: z.enum(["ok", "degraded"]),
  uptimeSeconds: z.number(),
  database: z.object({
    status: z.enum(["ok", "down"]),
    driver: z.string().nullable(),
    latencyMs: z.number().nullable(),
  }),
});

export const ZLive = z.object({ status: z.literal("ok") });

export const ZOpenApiDocument = z.record(z.string(), z.unknown());

export const ZCatchAllParams = z.object({ path: z.array(z.string()).optional() });
