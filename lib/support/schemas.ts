import { z } from "zod";
import { ZLimit, zText, zUuid } from "@/lib/contract/schemas";
import { ZCursor } from "@/lib/db/keyset-cursor";
import { SUPPORT_CATEGORIES, SUPPORT_PRIORITIES, SUPPORT_STATUSES } from "@/models/support-constants";

export const MAX_SUBJECT = 200;
export const MAX_MESSAGE = 10_000;
export const MAX_RATING_COMMENT = 2_000;
/** Files one message may carry (each 10 MB at most, PDF, PNG, JPEG or WebP). */
export const MAX_ATTACHMENTS_PER_MESSAGE = 5;

/** Control characters break mail and terminals; line breaks and tabs are fine in a message. */
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;

const text = (field: string, max: number, missing: string) =>
  zText({ error: (issue) => (issue.input === undefined || issue.input === null ? missing : `${field} must be text.`) })
    .transform((s) => s.replace(/\r\n?/g, "\n").trim())
    .refine((s) => s.length > 0, missing)
    .refine((s) => [...s].length <= max, `${field} must be at most ${max.toLocaleString("en")} characters.`)
    .refine((s) => !CONTROL.test(s), `${field} contains control characters that cannot be shown.`);

export const ZSubject = text("subject", MAX_SUBJECT, "Enter a subject.").refine(
  (s) => !s.includes("\n"),
  "subject must be one line.",
);
export const ZMessageBody = text("message", MAX_MESSAGE, "Write a message.");

export const ZCategory = z.enum(SUPPORT_CATEGORIES, {
  error: `category must be one of: ${SUPPORT_CATEGORIES.join(", ")}.`,
});
export const ZPriority = z.enum(SUPPORT_PRIORITIES, {
  error: `priority must be one of: ${SUPPORT_PRIORITIES.join(", ")}.`,
});
export const ZStatus = z.enum(SUPPORT_STATUSES, { error: `status must be one of: ${SUPPORT_STATUSES.join(", ")}.` });

const optionalId = (field: string) =>
  z
    .union([zUuid({ error: `${field} must be an id (UUID).` }), z.literal(""), z.null()])
    .optional()
    .transform((v) => v || null);

const strict = (fields: string) => (issue: { code: string; keys?: string[] }) =>
  issue.code === "unrecognized_keys"
    ? `Unknown field: ${issue.keys?.join(", ")}. Send ${fields}.`
    : "Send the request as a JSON object.";

export const ZCreateTicketBody = z.strictObject(
  {
    subject: ZSubject,
    category: ZCategory,
    priority: ZPriority.optional().default("normal"),
    message: ZMessageBody,
    shipmentId: optionalId("shipmentId"),
    envelopeId: optionalId("envelopeId"),
  },
  { error: strict("subject, category, priority, message and optionally shipmentId or envelopeId") },
);
export type CreateTicketInput = z.output<typeof ZCreateTicketBody>;

export const ZReplyBody = z.strictObject(
  { body: text("body", MAX_MESSAGE, "Write a message.") },
  { error: strict("body") },
);
export type ReplyInput = z.output<typeof ZReplyBody>;

/** Multipart and JSON send "true"/"false" or a boolean. */
const ZBooleanish = z
  .union([z.boolean(), z.enum(["true", "false"])], { error: "internal must be true or false." })
  .transform((v) => v === true || v === "true");

export const ZAdminReplyBody = z.strictObject(
  { body: text("body", MAX_MESSAGE, "Write a message."), internal: ZBooleanish.optional().default(false) },
  { error: strict("body and internal") },
);
export type AdminReplyInput = z.output<typeof ZAdminReplyBody>;

export const ZUpdateTicketBody = z
  .strictObject(
    {
      status: z.enum(["open", "closed"], { error: 'status must be "open" (reopen) or "closed".' }).optional(),
      rating: z
        .number({ error: "rating must be a whole number from 1 to 5." })
        .int("rating must be a whole number from 1 to 5.")
        .min(1, "rating must be a whole number from 1 to 5.")
        .max(5, "rating must be a whole number from 1 to 5.")
        .optional(),
      ratingComment: zText({ error: "ratingComment must be text." })
        .transform((s) => s.replace(/\r\n?/g, "\n").trim())
        .refine(
          (s) => [...s].length <= MAX_RATING_COMMENT,
          `ratingComment must be at most ${MAX_RATING_COMMENT.toLocaleString("en")} characters.`,
        )
        .refine((s) => !CONTROL.test(s), "ratingComment contains control characters that cannot be shown.")
        .nullish()
        // Absent stays absent (nothing to change); "" or null is no comment.
        .transform((s) => (s === undefined ? undefined : s || null)),
    },
    { error: strict("status, rating or ratingComment") },
  )
  .refine(
    (b) => b.status !== undefined || b.rating !== undefined || b.ratingComment !== undefined,
    "Send at least one of status, rating or ratingComment.",
  );
export type UpdateTicketInput = z.output<typeof ZUpdateTicketBody>;

export const ZAdminUpdateTicketBody = z
  .strictObject(
    {
      status: ZStatus.optional(),
      assigneeId: z.union([zUuid({ error: "assigneeId must be an admin's id (UUID) or null." }), z.null()]).optional(),
      priority: ZPriority.optional(),
    },
    { error: strict("status, assigneeId or priority") },
  )
  .refine(
    (b) => b.status !== undefined || b.assigneeId !== undefined || b.priority !== undefined,
    "Send at least one of status, assigneeId or priority.",
  );
export type AdminUpdateTicketInput = z.output<typeof ZAdminUpdateTicketBody>;

export const ZTicketListQuery = z.object({ limit: ZLimit({ max: 100, fallback: 20 }), cursor: ZCursor.optional() });

export const ZAdminTicketListQuery = z.object({
  limit: ZLimit({ max: 100, fallback: 25 }),
  cursor: ZCursor.optional(),
  status: ZStatus.optional(),
  category: ZCategory.optional(),
  priority: ZPriority.optional(),
  assigneeId: z
    .union([z.literal("unassigned"), zUuid({ error: 'assigneeId must be an admin\'s id or "unassigned".' })])
    .optional(),
  breached: z.enum(["true", "false"], { error: "breached must be true or false." }).optional(),
});
export type AdminTicketListQuery = z.output<typeof ZAdminTicketListQuery>;

export const ZAttachmentParams = z.object({ id: zUuid(), attachmentId: zUuid() });

const ZLink = z.object({ id: zUuid(), reference: zText() }).nullable();

export const ZTicketDto = z.object({
  id: zUuid(),
  number: z.number().int().describe("The user's own ticket count: 1 for their first ticket."),
  subject: zText(),
  category: ZCategory,
  priority: ZPriority,
  status: ZStatus,
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  lastMessageAt: z.iso.datetime(),
  shipment: ZLink.describe("The linked shipment: its id and reference, or null."),
  envelope: ZLink.describe(
    "The linked eBL: its id and transport document reference (or its id while a draft has none), or null.",
  ),
  rating: z.number().int().nullable(),
  ratingComment: zText().nullable(),
});
export type TicketDto = z.infer<typeof ZTicketDto>;

export const ZAttachmentDto = z.object({
  id: zUuid(),
  filename: zText(),
  contentType: zText(),
  size: z.number().int(),
  url: zText().describe("Download address (the ticket's user and admins only)."),
});
export type AttachmentDto = z.infer<typeof ZAttachmentDto>;

export const ZMessageDto = z.object({
  id: zUuid(),
  author: z.object({ id: zUuid().nullable(), name: zText(), isStaff: z.boolean() }),
  body: zText(),
  attachments: z.array(ZAttachmentDto),
  createdAt: z.iso.datetime(),
});
export type MessageDto = z.infer<typeof ZMessageDto>;

export const ZAdminMessageDto = ZMessageDto.extend({
  internal: z.boolean().describe("An internal note: never shown to the customer."),
  source: z.enum(["web", "email"]),
});
export type AdminMessageDto = z.infer<typeof ZAdminMessageDto>;

export const ZTicketResponse = z.object({ ticket: ZTicketDto });
export const ZTicketListResponse = z.object({ tickets: z.array(ZTicketDto), nextCursor: zText().nullable() });
export const ZTicketDetailResponse = z.object({ ticket: ZTicketDto, messages: z.array(ZMessageDto) });
export const ZMessageResponse = z.object({ ticket: ZTicketDto, message: ZMessageDto });

const ZTarget = z.object({
  dueAt: z.iso.datetime(),
  metAt: z.iso.datetime().nullable().describe("When it was met (the first public reply; the resolution)."),
  breached: z.boolean(),
  businessMinutesLeft: z
    .number()
    .int()
    .describe("Business minutes until the target (negative: overdue); measured to `metAt` once met."),
});

const ZPerson = z.object({ id: zUuid(), name: zText(), email: zText() });

export const ZAdminTicketDto = ZTicketDto.extend({
  requester: ZPerson.extend({ company: zText().nullable(), verificationState: zText() }),
  assignee: ZPerson.nullable(),
  firstResponse: ZTarget,
  resolution: ZTarget,
  breached: z.boolean(),
  ratedAt: z.iso.datetime().nullable(),
});
export type AdminTicketDto = z.infer<typeof ZAdminTicketDto>;

export const ZLinkedShipment = z
  .object({
    id: zUuid(),
    reference: zText(),
    status: zText(),
    documents: z.array(z.object({ key: zText(), title: zText(), state: zText() })),
    files: z.array(z.object({ filename: zText(), documentType: zText().nullable() })),
  })
  .nullable()
  .describe("Reference, status and the list of documents (titles, keys and states): never their contents.");

export const ZAdminTicketListResponse = z.object({ tickets: z.array(ZAdminTicketDto), nextCursor: zText().nullable() });
export const ZAdminTicketDetailResponse = z.object({
  ticket: ZAdminTicketDto,
  messages: z.array(ZAdminMessageDto),
  shipment: ZLinkedShipment,
  timeZone: zText().describe("The support team's time zone the business hours are counted in."),
});
export const ZAdminMessageResponse = z.object({ ticket: ZAdminTicketDto, message: ZAdminMessageDto });
export const ZAdminTicketResponse = z.object({ ticket: ZAdminTicketDto });
