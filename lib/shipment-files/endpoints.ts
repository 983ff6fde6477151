import { ZIdParams } from "@/lib/contract/schemas";
import { defineEndpoint } from "@/lib/contract/endpoint";
import { ZDownloadQuery, ZShipmentFileListResponse, ZShipmentFileResponse, ZUploadFields } from "./schemas";

const tag = "Shipment files";

export const uploadShipmentFileEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/document",
  tag,
  summary: "Upload a file to a shipment",
  description:
    "multipart/form-data with `shipment_id`, the file in `file` and optionally `documentType` (a template key or a short label). " +
    "At most 10 MB (413, refused while streaming); PDF, PNG, JPEG or WebP decided from the bytes, whatever the name says (others 415). " +
    "The SHA-256 is recorded. Another user's shipment answers 404. At most 30 uploads a minute per account (429 with Retry-After).",
  access: "user",
  upload: ZUploadFields,
  response: ZShipmentFileResponse,
  status: 201,
  errors: ["not_found", "conflict", "unprocessable", "rate_limited"],
});

export const listShipmentFilesEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/document/shipment/{id}",
  tag,
  summary: "A shipment's uploaded files",
  description: "Newest first (a shipment holds at most 200 files). Another user's shipment answers 404.",
  access: "user",
  params: ZIdParams,
  response: ZShipmentFileListResponse,
  errors: ["not_found"],
});

export const downloadShipmentFileEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/document/{id}",
  tag,
  summary: "Download an uploaded file",
  description:
    "The bytes as uploaded, with their Content-Type, a Content-Disposition carrying the original name (attachment; `inline=1` for a preview), `Cache-Control: private, no-store` and `X-Content-Type-Options: nosniff`. Another user's file answers 404.",
  access: "user",
  params: ZIdParams,
  query: ZDownloadQuery,
  errors: ["not_found", "validation_failed"],
});

export const deleteShipmentFileEndpoint = defineEndpoint({
  method: "DELETE",
  path: "/api/document/{id}",
  tag,
  summary: "Delete an uploaded file",
  description:
    "Removes the file from the shipment (audited); its bytes go too unless another file has the same content. Another user's file answers 404.",
  access: "user",
  params: ZIdParams,
  status: 204,
  errors: ["not_found"],
});

export const shipmentFileEndpoints = [
  uploadShipmentFileEndpoint,
  listShipmentFilesEndpoint,
  downloadShipmentFileEndpoint,
  deleteShipmentFileEndpoint,
];
