import { ZLimit, zText, zUuid, zJsonObject } from "@/lib/contract/schemas";
import { z } from "zod";
import { ZCursor } from "@/lib/db/keyset-cursor";
import { SHARE_ACCESS } from "@/models/collaboration";
import { DOCUMENT_STATES, SHIPMENT_STATUSES } from "@/models/shipments";
import { SHARED_KEYS, TEMPLATE_KEYS } from "@/lib/templates/descriptors";

export const ZTemplateKey = z.enum(TEMPLATE_KEYS, {
  error: `Unknown template. Use one of: ${TEMPLATE_KEYS.join(", ")}.`,
});
export const ZShipmentStatus = z.enum(SHIPMENT_STATUSES, {
  error: `Status must be one of: ${SHIPMENT_STATUSES.join(", ")}.`,
});

export const ZReference = zText({
  error: (issue) => (issue.input === undefined ? "Reference is required." : "Reference must be text."),
})
  .trim()
  .min(1, "Reference is required.")
  .max(64, "Reference must be at most 64 characters.");

const ZTemplateList = z
  .array(ZTemplateKey, { error: "templates must be a list of template keys." })
  .max(TEMPLATE_KEYS.length)
  .refine((list) => new Set(list).size === list.length, "Each template may appear once.");

// ---- params ----
/** A document of a shipment: `x` is the template key; an unknown key names nothing (404). */
export const ZDocumentParams = z.object({ id: zUuid(), x: ZTemplateKey });
export const ZVersionParams = z.object({ id: zUuid(), x: ZTemplateKey, version: z.coerce.number().int().min(1) });
export const ZVerifyParams = z.object({ sha256: zText().regex(/^[0-9a-f]{64}$/) });

// ---- bodies and queries ----
/** The list filter `attention`: what an active shipment needs from its owner (lib/shipments/attention.ts). */
export const SHIPMENT_ATTENTION = ["documents", "compliance"] as const;
export type ShipmentAttention = (typeof SHIPMENT_ATTENTION)[number];

export const SHIPMENT_SORTS = ["newest", "oldest", "updated", "reference"] as const;
export type ShipmentSort = (typeof SHIPMENT_SORTS)[number];

export const ZListShipmentsQuery = z.object({
  limit: ZLimit({ max: 100, fallback: 20, messages: "range" }),
  cursor: zText().max(1000).optional().describe("nextCursor of the previous page (same `sort`)."),
  q: zText()
    .trim()
    .max(64, "Search at most 64 characters.")
    .optional()
    .describe("Search in the reference (case-insensitive, contains)."),
  status: ZShipmentStatus.optional(),
  attention: z
    .enum(SHIPMENT_ATTENTION, { error: `attention must be one of: ${SHIPMENT_ATTENTION.join(", ")}.` })
    .optional()
    .describe(
      "Only active shipments (draft, in progress, ready, shipped) that need me: `documents` (a document not yet final) or `compliance` (the latest compliance check found an error). The dashboard's tiles link here.",
    ),
  sort: z
    .enum(SHIPMENT_SORTS, { error: `sort must be one of: ${SHIPMENT_SORTS.join(", ")}.` })
    .default("newest")
    .describe(
      "Order: newest (created, default), oldest, updated (most recently updated first), reference (A–Z, database text order, not case-folded). Ties break on id. A cursor only continues the order it came from.",
    ),
});

export const ZCreateShipmentBody = z.object({
  reference: ZReference,
  templates: ZTemplateList.default([]),
});
export const ZReferenceBody = z.object({ reference: ZReference });
export const ZStatusBody = z.object({ status: ZShipmentStatus });
export const ZDocumentsBody = z.object({
  documents: ZTemplateList,
  confirm: z.boolean().optional().describe("Required (true) to remove a document that has data."),
});

export const ZSaveDocumentBody = z.object({
  data: zJsonObject({ error: "data must be an object." }),
  version: z
    .number({ error: "version must be a whole number." })
    .int()
    .min(0)
    .optional()
    .describe(
      "The version this edit was based on. A stale version answers 409 with the current document. Only the owner may omit it, to overwrite knowingly (the answer then says `overwritten: true`); a sharee without it gets 428.",
    ),
  overrides: z
    .array(z.enum(SHARED_KEYS, { error: `overrides lists shared field keys: ${SHARED_KEYS.join(", ")}.` }))
    .optional()
    .describe(
      "Shared fields this document keeps for itself (not written to the shipment). Omit to keep the current list.",
    ),
});
export const ZRestoreBody = z.object({
  version: z.number().int().min(0).optional().describe("Current version of the document (stale → 409)."),
});
export const ZFinaliseBody = z.object({
  version: z.number().int().min(0).optional().describe("The version being finalised (stale → 409)."),
  overrideComplianceErrors: z
    .boolean({ error: "overrideComplianceErrors must be true or false." })
    .optional()
    .describe(
      "Finalise although the compliance checks find errors in this document (409 listing them without it); the override is audited.",
    ),
});

// ---- DTOs ----
export const ZDocumentSummary = z.object({
  name: ZTemplateKey,
  title: zText(),
  state: z.enum(DOCUMENT_STATES),
  version: z.number().int(),
  updatedAt: zText(),
  finalizedAt: zText().nullable(),
  /** What the caller may do with this document: the owner edits all; a sharee what their share says. */
  access: z.enum(SHARE_ACCESS),
});

export const ZShipmentDto = z.object({
  id: zUuid(),
  reference: zText(),
  status: ZShipmentStatus,
  templates: z.array(ZTemplateKey),
  documents: z.array(ZDocumentSummary),
  /** The statuses this shipment may move to next (none for a sharee: only the owner changes it). */
  allowedStatuses: z.array(ZShipmentStatus),
  /** The caller's relation to the shipment: its owner, or a sharee who sees only the documents shared with them. */
  viewerRole: z.enum(["owner", "sharee"]),
  createdAt: zText(),
  updatedAt: zText(),
});
export type ShipmentDto = z.infer<typeof ZShipmentDto>;

export const ZShipmentResponse = z.object({ shipment: ZShipmentDto });
export const ZShipmentListResponse = z.object({ shipments: z.array(ZShipmentDto), nextCursor: zText().nullable() });

const ZMoney = zText().nullable();
export const ZTotals = z.object({
  currency: zText().nullable(),
  lineAmounts: z.array(ZMoney),
  subtotal: ZMoney,
  freight: ZMoney,
  insurance: ZMoney,
  otherCharges: ZMoney,
  discount: ZMoney,
  total: ZMoney,
  totalPackages: z.number().int(),
  totalNetWeight: zText(),
  totalGrossWeight: zText(),
  suggestedInsuredValue: ZMoney,
  totalInr: ZMoney,
});

export const ZDocumentDto = z.object({
  name: ZTemplateKey,
  title: zText(),
  shipmentId: zUuid(),
  reference: zText(),
  data: z
    .record(zText(), z.unknown())
    .describe("The merged view: the template's shared fields (this document's override if any) and its own fields."),
  overrides: z.array(z.enum(SHARED_KEYS)).describe("Shared fields this document overrides for itself."),
  totals: ZTotals.describe(
    "Computed on the server from the data; amounts are decimal strings with the currency's minor digits.",
  ),
  version: z.number().int(),
  state: z.enum(DOCUMENT_STATES),
  updatedAt: zText(),
  updatedBy: zUuid().nullable(),
  finalizedAt: zText().nullable(),
  /** SHA-256 of the finalised PDF file (what a downloaded copy hashes to). */
  pdfSha256: zText().nullable(),
  /** SHA-256 of the canonical JSON of the finalised document: printed on the PDF and in its QR code. */
  contentSha256: zText().nullable(),
  verifyUrl: zText().nullable(),
  overwritten: z
    .literal(true)
    .optional()
    .describe("Present on a save without `version` (the owner only): it replaced whatever was there, unchecked."),
});
export type DocumentDto = z.infer<typeof ZDocumentDto>;
export const ZDocumentResponse = z.object({ document: ZDocumentDto });

export const ZVersionDto = z.object({
  version: z.number().int(),
  createdAt: zText(),
  actor: z.object({ id: zUuid(), name: zText() }).nullable(),
  changes: z.array(zText()),
});
export const ZVersionListResponse = z.object({ versions: z.array(ZVersionDto) });
export const ZVersionResponse = z.object({
  version: ZVersionDto.extend({
    data: z.record(zText(), z.unknown()),
    overrides: z.array(zText()),
    totals: ZTotals,
  }),
});

export const ZVerifyResponse = z.object({
  verified: z.boolean(),
  document: z
    .object({ documentType: zText(), title: zText(), finalizedAt: zText(), issuer: zText().nullable() })
    .nullable(),
});

// ---- activity (the shipment's audit trail, for its owner) ----
export const ZActivityQuery = z.object({
  limit: ZLimit({ max: 100, fallback: 50, messages: "range" }),
  cursor: ZCursor.optional(),
});
export const ZActivityEntryDto = z.object({
  id: zUuid(),
  action: zText().describe(
    "e.g. document.saved, share.created, share.changed, share.revoked, shipment.status_changed, shipment_file.uploaded",
  ),
  entityType: zText(),
  entityId: zText(),
  actor: z.object({ id: zUuid(), name: zText(), email: zText(), isOwner: z.boolean() }).nullable(),
  data: z.record(zText(), z.unknown()),
  createdAt: zText(),
});
export type ActivityEntryDto = z.infer<typeof ZActivityEntryDto>;
export const ZActivityResponse = z.object({ entries: z.array(ZActivityEntryDto), nextCursor: zText().nullable() });
