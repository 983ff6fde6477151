import { defineEndpoint } from "@/lib/contract/endpoint";
import { ZIdParams, zText } from "@/lib/contract/schemas";
import { MAX_MESSAGE_BODY_BYTES } from "./read-message-request";
import {
  MAX_ATTACHMENTS_PER_MESSAGE,
  ZAdminMessageResponse,
  ZAdminReplyBody,
  ZCreateTicketBody,
  ZReplyBody,
  ZAdminTicketDetailResponse,
  ZAdminTicketListQuery,
  ZAdminTicketListResponse,
  ZAdminTicketResponse,
  ZAdminUpdateTicketBody,
  ZAttachmentParams,
  ZMessageResponse,
  ZTicketDetailResponse,
  ZTicketListQuery,
  ZTicketListResponse,
  ZTicketResponse,
  ZUpdateTicketBody,
} from "./schemas";

const tag = "Support";
const MINE = "Only the ticket's user sees it: anyone else gets 404.";
const FILES = `JSON, or multipart/form-data when files come with it: the same fields as form fields, and up to ${MAX_ATTACHMENTS_PER_MESSAGE} files in the field \`files\` (PDF, PNG, JPEG or WebP by content, 10 MB each; 413 beyond, 415 for other types).`;
const SUSPENDED = "Open to suspended businesses (they contact support to be reinstated).";

export const createTicketEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/support/tickets",
  tag,
  summary: "Open a support ticket",
  description: `\`subject\` (one line, ≤ 200 characters), \`category\` (account, verification, documents, sharing, ebl, tracking, payments, other), \`priority\` (low, normal, high, urgent; default normal), \`message\` (≤ 10,000 characters), and optionally \`shipmentId\` or \`envelopeId\`: a shipment you own or that is shared with you, an eBL you are party to (400 otherwise). ${FILES} Answers the ticket (its \`number\` counts your own tickets) and its first message. ${SUSPENDED}`,
  access: "user",
  maxBodyBytes: MAX_MESSAGE_BODY_BYTES,
  jsonOrFiles: ZCreateTicketBody,
  response: ZMessageResponse,
  status: 201,
  errors: [
    "validation_failed",
    "payload_too_large",
    "unsupported_media_type",
    "storage_quota_exceeded",
    "rate_limited",
  ],
});

export const listTicketsEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/support/tickets",
  tag,
  summary: "My support tickets",
  description:
    "Newest first, 20 per page by default (`limit` 1–100; pass `nextCursor` back as `cursor`). Each with its status and when the conversation last moved (`lastMessageAt`).",
  access: "user",
  query: ZTicketListQuery,
  response: ZTicketListResponse,
  errors: ["validation_failed"],
});

export const getTicketEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/support/tickets/{id}",
  tag,
  summary: "A support ticket and its conversation",
  description: `The ticket and its messages, oldest first, with their attachments. Support's internal notes are never included. ${MINE}`,
  access: "user",
  params: ZIdParams,
  response: ZTicketDetailResponse,
  errors: ["not_found"],
});

export const replyToTicketEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/support/tickets/{id}/messages",
  tag,
  summary: "Reply to a support ticket",
  description: `\`body\` (≤ 10,000 characters). ${FILES} A reply to a ticket waiting on you, resolved or closed reopens it. ${MINE} ${SUSPENDED}`,
  access: "user",
  params: ZIdParams,
  maxBodyBytes: MAX_MESSAGE_BODY_BYTES,
  jsonOrFiles: ZReplyBody,
  response: ZMessageResponse,
  status: 201,
  errors: [
    "validation_failed",
    "not_found",
    "payload_too_large",
    "unsupported_media_type",
    "storage_quota_exceeded",
    "rate_limited",
  ],
});

export const updateTicketEndpoint = defineEndpoint({
  method: "PATCH",
  path: "/api/support/tickets/{id}",
  tag,
  summary: "Close, reopen or rate a ticket",
  description: `\`status\`: "closed" closes it, "open" reopens it (a closed or resolved one). \`rating\` (1–5) and \`ratingComment\` (≤ 2,000 characters) only once it is resolved or closed (422 before), and only once (409 when already rated). ${MINE} ${SUSPENDED}`,
  access: "user",
  params: ZIdParams,
  body: ZUpdateTicketBody,
  response: ZTicketResponse,
  errors: ["validation_failed", "not_found", "unprocessable", "conflict"],
});

export const getTicketAttachmentEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/support/tickets/{id}/attachments/{attachmentId}",
  tag,
  summary: "Download a ticket attachment",
  description: `The file, as a download (\`Cache-Control: private, no-store\`, \`nosniff\`). Attachments of internal notes are staff-only. ${MINE}`,
  access: "user",
  params: ZAttachmentParams,
  response: zText().meta({ description: "The file (application/pdf, image/png, image/jpeg or image/webp)." }),
  errors: ["not_found"],
});

const ADMIN = "Admins only (404 for anyone else).";

export const adminListTicketsEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/admin/support/tickets",
  tag,
  summary: "The support queue",
  description: `Every ticket, newest first, 25 per page by default (\`limit\` 1–100, \`cursor\`). Filters: \`status\`, \`category\`, \`priority\`, \`assigneeId\` (an admin's id, or "unassigned"), \`breached\` ("true": a target missed or overdue; "false": none). Each with its requester, assignee, first-response and resolution targets (counted in business hours) and the time left or overdue. ${ADMIN}`,
  access: "admin",
  query: ZAdminTicketListQuery,
  response: ZAdminTicketListResponse,
  errors: ["validation_failed"],
});

export const adminGetTicketEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/admin/support/tickets/{id}",
  tag,
  summary: "A ticket, for support",
  description: `The ticket with its targets and rating, the whole conversation including internal notes, and the linked shipment's reference, status and document list (titles, keys and states; never the documents' contents). ${ADMIN}`,
  access: "admin",
  params: ZIdParams,
  response: ZAdminTicketDetailResponse,
  errors: ["not_found"],
});

export const adminReplyEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/admin/support/tickets/{id}/messages",
  tag,
  summary: "Reply, or add an internal note",
  description: `\`body\` (≤ 10,000 characters) and \`internal\` (default false). A public reply is shown to the customer, counts as the first response, and moves an open ticket to waiting_on_customer; an internal note is never shown to the customer and changes nothing else. ${FILES} ${ADMIN}`,
  access: "admin",
  params: ZIdParams,
  maxBodyBytes: MAX_MESSAGE_BODY_BYTES,
  jsonOrFiles: ZAdminReplyBody,
  response: ZAdminMessageResponse,
  status: 201,
  errors: [
    "validation_failed",
    "not_found",
    "payload_too_large",
    "unsupported_media_type",
    "storage_quota_exceeded",
    "rate_limited",
  ],
});

export const adminUpdateTicketEndpoint = defineEndpoint({
  method: "PATCH",
  path: "/api/admin/support/tickets/{id}",
  tag,
  summary: "Change a ticket's status, assignee or priority",
  description: `\`status\` (open, waiting_on_customer, resolved, closed), \`assigneeId\` (an admin's id, or null to unassign; 400 for anyone else), \`priority\` (the targets are recomputed from the ticket's creation). ${ADMIN}`,
  access: "admin",
  params: ZIdParams,
  body: ZAdminUpdateTicketBody,
  response: ZAdminTicketResponse,
  errors: ["validation_failed", "not_found"],
});

export const adminGetTicketAttachmentEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/admin/support/tickets/{id}/attachments/{attachmentId}",
  tag,
  summary: "Download a ticket attachment (support)",
  description: `The file, as a download. ${ADMIN}`,
  access: "admin",
  params: ZAttachmentParams,
  response: zText().meta({ description: "The file (application/pdf, image/png, image/jpeg or image/webp)." }),
  errors: ["not_found"],
});

/** The support calls (spec §2, /contact-support and the admin queue). */
export const supportEndpoints = [
  createTicketEndpoint,
  listTicketsEndpoint,
  getTicketEndpoint,
  replyToTicketEndpoint,
  updateTicketEndpoint,
  getTicketAttachmentEndpoint,
  adminListTicketsEndpoint,
  adminGetTicketEndpoint,
  adminReplyEndpoint,
  adminUpdateTicketEndpoint,
  adminGetTicketAttachmentEndpoint,
];
