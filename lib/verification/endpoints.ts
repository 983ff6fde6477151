import { ZIdParams, zText, zUuid } from "@/lib/contract/schemas";
import { defineEndpoint } from "@/lib/contract/endpoint";
import { ZBusinessDocumentType, ZPdfDocList, ZPdfDocResponse } from "./schemas";
import {
  ZReasonBody,
  ZReviewItem,
  ZReviewQueue,
  ZReviewQueueQuery,
  ZUserIdParams,
  ZVerificationResponse,
  ZVerifyBody,
} from "./schemas";
import { z } from "zod";

const tag = "Business verification";

export const getMyVerificationEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/users/verify",
  tag,
  summary: "My business verification",
  description:
    "The state (unverified, pending, verified, rejected, suspended), the last submitted details and the reviewer's reason.",
  access: "user",
  response: ZVerificationResponse,
});

export const submitVerificationEndpoint = defineEndpoint({
  method: "PUT",
  path: "/api/users/verify",
  tag,
  summary: "Submit business details for verification",
  description:
    "Moves an unverified or rejected business to `pending`; a review takes 24 hours or more. For a business in India (country IN) GSTIN and PAN are required, and the IEC for an exporter or importer (a bank, carrier, forwarder, customs house agent or surveyor has none: an IEC it sends is not kept), all checked offline: GSTIN format and mod-36 check character, PAN pattern, IEC equal to the PAN and to the PAN inside the GSTIN, GSTIN state code equal to the address's state, 6-digit PIN code; each failure is a 400 naming the field. Elsewhere the registration number is required. The required documents, by country and role (no IEC certificate but for an exporter or importer in India), must be uploaded first through POST /api/pdfdocs (422 lists the missing ones). Emails the user.",
  access: "user",
  body: ZVerifyBody,
  response: ZVerificationResponse,
  errors: ["validation_failed", "conflict", "unprocessable"],
});

export const listReviewQueueEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/admin/verifications",
  tag,
  summary: "Verification queue (admin)",
  description:
    "Businesses in a verification state (default `pending`), oldest submission first, each with its details, newest document of each type, missing documents and identifier checks. Keyset-paginated with `cursor`.",
  access: "admin",
  query: ZReviewQueueQuery,
  response: ZReviewQueue,
  errors: ["validation_failed"],
});

export const getReviewItemEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/admin/verifications/{userId}",
  tag,
  summary: "One business's verification (admin)",
  access: "admin",
  params: ZUserIdParams,
  response: z.object({ item: ZReviewItem }),
  errors: ["not_found"],
});

export const approveVerificationEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/admin/verifications/{userId}/approve",
  tag,
  summary: "Approve a pending verification (admin)",
  description:
    "pending → verified. Emails the user; audited with the admin's id. 409 when the business is no longer pending.",
  access: "admin",
  params: ZUserIdParams,
  response: ZVerificationResponse,
  errors: ["not_found", "conflict"],
});

export const rejectVerificationEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/admin/verifications/{userId}/reject",
  tag,
  summary: "Reject a pending verification with a reason (admin)",
  description:
    "pending → rejected. The user reads the reason, fixes the submission and resubmits. Emails the user; audited.",
  access: "admin",
  params: ZUserIdParams,
  body: ZReasonBody,
  response: ZVerificationResponse,
  errors: ["validation_failed", "not_found", "conflict"],
});

export const suspendBusinessEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/admin/users/{id}/suspend",
  tag,
  summary: "Suspend a verified business (admin)",
  description:
    "verified → suspended: every session and personal API token of the user is revoked at once. The business may sign in again to read why and reach support and verification; any other write answers 403 `account_suspended`, and API tokens no longer authenticate. Emails the user with the reason; audited.",
  access: "admin",
  params: ZIdParams,
  body: ZReasonBody,
  response: ZVerificationResponse,
  errors: ["validation_failed", "not_found", "conflict", "unprocessable"],
});

export const reinstateBusinessEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/admin/users/{id}/reinstate",
  tag,
  summary: "Reinstate a suspended business (admin)",
  description: "suspended → verified. Emails the user; audited.",
  access: "admin",
  params: ZIdParams,
  response: ZVerificationResponse,
  errors: ["not_found", "conflict"],
});

export const verificationEndpoints = [
  getMyVerificationEndpoint,
  submitVerificationEndpoint,
  listReviewQueueEndpoint,
  getReviewItemEndpoint,
  approveVerificationEndpoint,
  rejectVerificationEndpoint,
  suspendBusinessEndpoint,
  reinstateBusinessEndpoint,
];

const documentsTag = "Business documents";

export const uploadBusinessDocumentEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/pdfdocs",
  tag: documentsTag,
  summary: "Upload one of my business documents (KYC)",
  description:
    "multipart/form-data `{uid, documentType, file}`. `uid` must be the caller's own id (another id answers 404). The file is PDF, PNG, JPEG or WebP by its content (415 otherwise) and at most 10 MB (413). Stored without a shipment; only the owner and admins can read it. The newest upload of a type replaces the earlier one for review. `company_logo` (PNG or JPEG only, 415 otherwise) is printed on the letterhead of the user's document PDFs. At most 30 uploads a minute per account (429 with Retry-After).",
  access: "user",
  upload: z.object({ uid: zUuid({ error: "uid must be your user id." }), documentType: ZBusinessDocumentType }),
  response: ZPdfDocResponse,
  status: 201,
  errors: ["not_found", "rate_limited"],
});

export const listBusinessDocumentsEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/pdfdocs",
  tag: documentsTag,
  summary: "List my business documents",
  description: "Every upload, newest first.",
  access: "user",
  response: ZPdfDocList,
});

export const getBusinessDocumentEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/pdfdocs/{id}",
  tag: documentsTag,
  summary: "Download a business document",
  description:
    "The file's bytes, inline, for its owner and for admins (KYC review); anyone else gets 404. Served `Cache-Control: private, no-store` with `nosniff`. Shipment documents are never served here.",
  access: "user",
  params: ZIdParams,
  response: zText().meta({ description: "The file (application/pdf, image/png, image/jpeg or image/webp)." }),
  errors: ["not_found"],
});

export const businessDocumentEndpoints = [
  uploadBusinessDocumentEndpoint,
  listBusinessDocumentsEndpoint,
  getBusinessDocumentEndpoint,
];
