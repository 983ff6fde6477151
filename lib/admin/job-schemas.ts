import { z } from "zod";
import { zText, zUuid } from "@/lib/contract/schemas";

const QUEUE_NAME = /^[\w.-]{1,100}$/;

export const ZJobParams = z.object({
  queue: zText().regex(QUEUE_NAME, "queue is not a queue name."),
  id: zUuid(),
});

export const ZJobsQuery = z.object({
  queue: z.preprocess(
    (s) => (typeof s === "string" && s.trim() === "" ? undefined : s),
    zText().regex(QUEUE_NAME, "queue is not a queue name.").optional(),
  ),
  limit: z.coerce
    .number({ error: "limit must be a number." })
    .int("limit must be a whole number.")
    .min(1, "limit must be at least 1.")
    .max(100, "limit must be at most 100.")
    .default(25),
  cursor: zText().max(200, "cursor is not valid.").optional(),
});

export const ZJobDto = z.object({
  id: zUuid(),
  queue: zText(),
  state: zText(),
  retryCount: z.number().int(),
  retryLimit: z.number().int(),
  data: z.unknown(),
  error: zText().nullable(),
  createdAt: zText(),
  completedAt: zText().nullable(),
});

export const ZJobsOverview = z.object({
  queues: z.array(z.object({ name: zText(), state: zText(), count: z.number().int() })),
  oldestWaitingSeconds: z.number().nullable(),
  failed: z.array(ZJobDto).meta({ description: "Failed jobs, most recently failed first." }),
  nextCursor: zText().nullable(),
});

export const ZJobResponse = z.object({ job: ZJobDto });
