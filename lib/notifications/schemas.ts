import { z } from "zod";
import { ZLimit, zText, zUuid } from "@/lib/contract/schemas";
import { ZCursor } from "@/lib/db/keyset-cursor";

export const ZNotificationListQuery = z.object({
  limit: ZLimit({ max: 100, fallback: 20 }),
  cursor: ZCursor.optional(),
  unread: z
    .enum(["true", "false"], { error: 'unread must be "true" or "false".' })
    .optional()
    .transform((v) => v === "true")
    .describe('"true" lists only notices not yet read.'),
});

export const ZNotificationDto = z.object({
  id: zUuid(),
  kind: zText().describe("What happened, e.g. tracking.departed, tracking.eta_changed, support.reply."),
  title: zText(),
  body: zText().nullable(),
  link: zText().nullable().describe("A path inside the app the notice is about, e.g. /trackShipment/…"),
  createdAt: zText(),
  readAt: zText().nullable(),
});
export type NotificationDto = z.infer<typeof ZNotificationDto>;

export const ZNotificationListResponse = z.object({
  notifications: z.array(ZNotificationDto),
  unreadCount: z.number().int(),
  nextCursor: zText().nullable(),
});

export const ZMarkReadBody = z
  .strictObject({
    ids: z.array(zUuid(), { error: "ids must be a list of notification ids." }).min(1).max(200).optional(),
    all: z.literal(true, { error: "all must be true when given." }).optional(),
  })
  .refine((b) => (b.ids ? 1 : 0) + (b.all ? 1 : 0) === 1, {
    message: "Give either ids (the notices to mark read) or all: true.",
    path: ["ids"],
  });

export const ZMarkReadResponse = z.object({ unreadCount: z.number().int() });
