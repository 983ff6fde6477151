/**
 * The support domain's fixed vocabularies, shared by the schema (its enums), the server and the
 * browser. This module imports nothing, so the client bundle stays small.
 */
export const SUPPORT_CATEGORIES = [
  "account",
  "verification",
  "documents",
  "sharing",
  "ebl",
  "tracking",
  "payments",
  "other",
] as const;
export type SupportCategory = (typeof SUPPORT_CATEGORIES)[number];

export const SUPPORT_PRIORITIES = ["low", "normal", "high", "urgent"] as const;
export type SupportPriority = (typeof SUPPORT_PRIORITIES)[number];

/** open → waiting_on_customer → resolved → closed; a customer reply reopens (docs/support.md). */
export const SUPPORT_STATUSES = ["open", "waiting_on_customer", "resolved", "closed"] as const;
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];

/** Where a message came from: the web or API, or a reply by mail (the inbound listener). */
export const SUPPORT_MESSAGE_SOURCES = ["web", "email"] as const;
export type SupportMessageSource = (typeof SUPPORT_MESSAGE_SOURCES)[number];

/**
 * `files.document_type` of a ticket attachment (a file of no shipment): it keeps attachments
 * out of the user's business documents (lib/verification/queries.ts).
 */
export const SUPPORT_ATTACHMENT_TYPE = "support_attachment";
