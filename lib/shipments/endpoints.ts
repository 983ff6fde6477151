import { ZIdParams } from "@/lib/contract/schemas";
import { defineEndpoint } from "@/lib/contract/endpoint";
import {
  ZCreateShipmentBody,
  ZDocumentParams,
  ZDocumentResponse,
  ZDocumentsBody,
  ZFinaliseBody,
  ZListShipmentsQuery,
  ZReferenceBody,
  ZRestoreBody,
  ZSaveDocumentBody,
  ZShipmentListResponse,
  ZShipmentResponse,
  ZStatusBody,
  ZVerifyParams,
  ZVerifyResponse,
  ZVersionListResponse,
  ZVersionParams,
  ZVersionResponse,
  ZActivityQuery,
  ZActivityResponse,
} from "./schemas";
import { STATUS_MACHINE_DESCRIPTION } from "./status-machine";

const tag = "Shipments";
const docTag = "Documents";

export const listShipmentsEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/shipments",
  tag,
  summary: "The user's shipments",
  description:
    "Newest first (created time, then id) unless `sort` says otherwise (oldest, updated, reference). `q` searches the reference, `status` filters; both combine with every order. Pass `nextCursor` back as `cursor` with the same `sort` for the next page (a cursor of another order is a 400); null on the last page.",
  access: "user",
  query: ZListShipmentsQuery,
  response: ZShipmentListResponse,
  errors: ["validation_failed"],
});

export const createShipmentEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/shipments",
  tag,
  summary: "Create a shipment",
  description:
    "With the document templates it needs (each starts as an empty document). The reference is 1–64 characters and unique among the user's shipments (409).",
  access: "user",
  body: ZCreateShipmentBody,
  response: ZShipmentResponse,
  status: 201,
  errors: ["validation_failed", "conflict"],
});

export const renameShipmentEndpoint = defineEndpoint({
  method: "PUT",
  path: "/api/shipments/reference/{id}",
  tag,
  summary: "Rename a shipment",
  access: "user",
  params: ZIdParams,
  body: ZReferenceBody,
  response: ZShipmentResponse,
  errors: ["validation_failed", "not_found", "conflict"],
});

export const duplicateShipmentEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/shipments/duplicate/{id}",
  tag,
  summary: "Duplicate a shipment",
  description:
    "A new draft shipment with the same templates, shared data and documents' data. Uploads, payments, shares and finalised state are not copied: finalised documents come back as drafts.",
  access: "user",
  params: ZIdParams,
  body: ZReferenceBody,
  response: ZShipmentResponse,
  status: 201,
  errors: ["validation_failed", "not_found", "conflict"],
});

export const shipmentActivityEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/shipments/{id}/activity",
  tag,
  summary: "A shipment's audit trail",
  description:
    "The owner only (a sharee gets 404): every audited change of the shipment, its documents (saves, restores, finalisation — sharees' included, with who made them), its files and its shares, newest first. Pass `nextCursor` back as `cursor` for the next page.",
  access: "user",
  params: ZIdParams,
  query: ZActivityQuery,
  response: ZActivityResponse,
  errors: ["validation_failed", "not_found"],
});

export const getShipmentEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/shipments/{id}",
  tag,
  summary: "One shipment",
  description: "The shipment with its document list (each document's state and version).",
  access: "user",
  params: ZIdParams,
  response: ZShipmentResponse,
  errors: ["not_found"],
});

export const deleteShipmentEndpoint = defineEndpoint({
  method: "DELETE",
  path: "/api/shipments/{id}",
  tag,
  summary: "Delete a shipment",
  description: "The owner only; deletes its documents and versions. The audit log keeps a record.",
  access: "user",
  params: ZIdParams,
  status: 204,
  errors: ["not_found"],
});

export const changeStatusEndpoint = defineEndpoint({
  method: "PUT",
  path: "/api/shipments/status/{id}",
  tag,
  summary: "Change a shipment's status",
  description: STATUS_MACHINE_DESCRIPTION,
  access: "user",
  params: ZIdParams,
  body: ZStatusBody,
  response: ZShipmentResponse,
  errors: ["validation_failed", "not_found", "unprocessable"],
});

export const setDocumentsEndpoint = defineEndpoint({
  method: "PUT",
  path: "/api/shipments/documents/{id}",
  tag,
  summary: "Choose the shipment's documents",
  description:
    "The full list of template keys. Adding one creates an empty document (it shows the shipment's shared data at once). Removing one that has its own data or is finalised needs `confirm: true` (else 422 naming them).",
  access: "user",
  params: ZIdParams,
  body: ZDocumentsBody,
  response: ZShipmentResponse,
  errors: ["validation_failed", "not_found", "unprocessable"],
});

export const getDocumentEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/shipments/{id}/{x}",
  tag: docTag,
  summary: "Read a document",
  description:
    "The merged view of document `x` (a template key): shared fields, this document's overrides and own fields, with server-computed totals.",
  access: "user",
  params: ZDocumentParams,
  response: ZDocumentResponse,
  errors: ["not_found"],
});

export const saveDocumentEndpoint = defineEndpoint({
  method: "PUT",
  path: "/api/shipments/{id}/{x}",
  tag: docTag,
  summary: "Save a document",
  description: [
    "`data` is the merged view as the editor shows it. Shared fields sent are written to the shipment (so every other document shows them) unless listed in `overrides`; shared fields left out are left alone; own fields are replaced as a whole.",
    "`version` is the version the edit was based on: a stale one answers 409 `stale_version` with the current `document` in the body, and nothing is written. Without `version` the owner's save overwrites knowingly and the answer carries `overwritten: true`; a sharee's save without `version` is refused with 428 `precondition_required`.",
    "A change of shared data also moves every other draft document of the shipment to a new version, so their open editors see a 409 too instead of overwriting it.",
    "Finalised documents refuse saves (422). Every save keeps a version (who, when, which paths changed).",
  ].join("\n\n"),
  access: "user",
  params: ZDocumentParams,
  body: ZSaveDocumentBody,
  response: ZDocumentResponse,
  errors: ["validation_failed", "not_found", "stale_version", "precondition_required", "unprocessable"],
});

export const listVersionsEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/shipments/{id}/{x}/versions",
  tag: docTag,
  summary: "A document's version history",
  description: "Newest first: version, when, who and which paths changed (at most 200).",
  access: "user",
  params: ZDocumentParams,
  response: ZVersionListResponse,
  errors: ["not_found"],
});

export const getVersionEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/shipments/{id}/{x}/versions/{version}",
  tag: docTag,
  summary: "One version of a document",
  description: "The document as it was saved in that version (merged view and totals).",
  access: "user",
  params: ZVersionParams,
  response: ZVersionResponse,
  errors: ["not_found"],
});

export const restoreVersionEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/shipments/{id}/{x}/versions/{version}",
  tag: docTag,
  summary: "Restore a version",
  description:
    "Saves the document as it was in that version (a new version; shared fields are written back to the shipment). Same 409/428/422 rules as a save: a sharee must send `version` (428 without).",
  access: "user",
  params: ZVersionParams,
  body: ZRestoreBody,
  response: ZDocumentResponse,
  errors: ["validation_failed", "not_found", "stale_version", "precondition_required", "unprocessable"],
});

export const finaliseDocumentEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/shipments/{id}/{x}/finalise",
  tag: docTag,
  summary: "Finalise a document",
  description:
    "Checks completeness (422 listing what is missing), freezes the document (its shared data is snapshotted; later saves answer 422), renders the PDF once and stores it, and records two hashes: `contentSha256` (SHA-256 of the canonical JSON of the finalised document, printed on the PDF and in its QR code) and `pdfSha256` (SHA-256 of the PDF file itself). When the compliance checks (run at this moment over the whole shipment) find errors in this document, answers 409 listing them in `issues` (path: the field, message: the finding) unless `overrideComplianceErrors: true`, which finalises and audits the override.",
  access: "user",
  params: ZDocumentParams,
  body: ZFinaliseBody,
  response: ZDocumentResponse,
  errors: ["validation_failed", "not_found", "stale_version", "conflict", "unprocessable"],
});

export const documentPdfEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/shipments/{id}/{x}/pdf",
  tag: docTag,
  summary: "The document as PDF",
  description:
    "A draft renders on the fly, marked DRAFT. A finalised document answers the stored PDF, byte for byte the one whose SHA-256 was recorded. `?download=1` for an attachment, inline otherwise.",
  access: "user",
  params: ZDocumentParams,
  errors: ["not_found"],
});

export const verifyDocumentEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/verify/document/{sha256}",
  tag: docTag,
  summary: "Verify a finalised document",
  description:
    "Public. `sha256` is either the content hash printed on the PDF or the SHA-256 of the PDF file. Answers whether a finalised document with it exists, with minimal facts only (type, finalised date, issuing company) and never the shipment's reference or data.",
  access: "public",
  params: ZVerifyParams,
  response: ZVerifyResponse,
  errors: ["not_found"],
});

export const shipmentEndpoints = [
  listShipmentsEndpoint,
  createShipmentEndpoint,
  renameShipmentEndpoint,
  duplicateShipmentEndpoint,
  getShipmentEndpoint,
  deleteShipmentEndpoint,
  changeStatusEndpoint,
  setDocumentsEndpoint,
  getDocumentEndpoint,
  saveDocumentEndpoint,
  listVersionsEndpoint,
  getVersionEndpoint,
  restoreVersionEndpoint,
  finaliseDocumentEndpoint,
  documentPdfEndpoint,
  verifyDocumentEndpoint,
  shipmentActivityEndpoint,
];
