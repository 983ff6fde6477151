import type { ApiOutput, EndpointAt } from "@/lib/client/api-client";

/** GET/PUT /api/shipments/{id}/{x} → {document}: the contract's type. */
export type DocumentDto = ApiOutput<EndpointAt<"GET", "/api/shipments/{id}/{x}">>["document"];
/** One entry of GET /api/shipments/{id}/{x}/versions. */
export type DocumentVersion = ApiOutput<EndpointAt<"GET", "/api/shipments/{id}/{x}/versions">>["versions"][number];
/** A template key, as the document calls take it in `{x}`. */
export type TemplateKey = DocumentDto["name"];

export const SAVE_FAILED_MESSAGE =
  "An error occurred while updating the document. Please check your connection and try again.";
