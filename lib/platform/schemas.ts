import { z } from "zod";
import { zText } from "@/lib/contract/schemas";

const ZPartStatus = z.enum(["ok", "down"]);
const ZLatency = z.number().nullable().meta({ description: "Round-trip time in milliseconds; null when down." });

export const ZHealth = z.object({
  status: z.enum(["ok", "degraded"]),
  uptimeSeconds: z.number(),
  database: z.object({ status: ZPartStatus, driver: zText().nullable(), latencyMs: ZLatency }),
  storage: z
    .object({ status: ZPartStatus, latencyMs: ZLatency })
    .meta({ description: "A fixed probe blob written to and read back from the blob store." }),
  queue: z
    .object({
      status: ZPartStatus,
      latencyMs: ZLatency,
      queues: z.unknown().optional(),
      oldestWaitingSeconds: z.number().nullable().optional(),
    })
    .optional()
    .meta({ description: "The job queue, where it is configured." }),
});

export const ZLive = z.object({ status: z.literal("ok") });

export const ZOpenApiDocument = z.record(zText(), z.unknown());

export const ZCatchAllParams = z.object({ path: z.array(zText()).optional() });
