import { z } from "zod";

const QUEUE_NAME = /^[\w.-]{1,100}$/;

export const ZJobParams = z.object({
  queue: z.string().regex(QUEUE_NAME, "queue is not a queue name."),
  id: z.uuid(),
});

export const ZJobsQuery = z.object({
  queue: z.preprocess(
    (s) => (typeof s === "string" && s.trim() === "" ? undefined : s),
    z.string().regex(QUEUE_NAME, "queue is not a queue name.").optional(),
  ),
  limit: z.coerce
    .number({ error: "limit must be a number." })
    .int("limit must be a whole number.")
    .min(1, "limit must be at least 1.")
    .max(100, "limit must be at most 100.")
    .default(25),
  cursor: z.string().max(200, "cursor is not valid.").optional(),
});

export const ZJobDto = z.object({
  id: z.uuid(),
  queue: z.string(),
  state: z.string(),
  retryCount: z.number().int(),
  retryLimit: z.number().int(),
  data: z.unknown(),
  error: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});

export const ZJobsOverview = z.object({
  queues: z.array(z.object({ name: z.string(), state: z.string(), count: z.number().int() })),
  oldestWaitingSeconds: z.number().nullable(),
  failed: z.array(ZJobDto).meta({ description: "Failed jobs, most recently failed first." }),
  nextCursor: z.string().nullable(),
});

export const ZJobResponse = z.object({ job: ZJobDto });
