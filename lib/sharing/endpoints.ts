import { ZIdParams } from "@/lib/contract/schemas";
import { defineEndpoint } from "@/lib/contract/endpoint";
import { ZDocumentParams } from "@/lib/shipments/schemas";
import {
  ZPermissionResponse,
  ZRevokeParams,
  ZShareBody,
  ZSharedByMeQuery,
  ZSharedByMeResponse,
  ZShareesResponse,
  ZShareResponse,
  ZSharedWithMeQuery,
  ZSharedWithMeResponse,
} from "./schemas";

const tag = "Sharing";

export const shareShipmentEndpoint = defineEndpoint({
  method: "PUT",
  path: "/api/shipments/share-users",
  tag,
  summary: "Share documents of a shipment with a person",
  description: [
    "Creates or replaces that person's share: exactly the documents in `forms`, each `read` or `edit` (the client sends its `write` permission as `edit`, anything else as `read`). The owner only (a sharee gets 403).",
    "An address with no account receives an invitation link; the share attaches to the account that follows it signed in with that address (POST /api/invitations/accept). An existing account is told by email.",
    "Sharing with yourself, a document the shipment does not have, or an empty `forms` is a 400; `edit` access to a finalised document is a 422 (it is sealed: share it `read`). A sharee sees the shared documents and the files attached to them (uploads whose documentType is the template key) and nothing else of the shipment; their edits of shared fields stay on the document they edit.",
  ].join("\n\n"),
  access: "user",
  body: ZShareBody,
  response: ZShareResponse,
  errors: ["validation_failed", "forbidden", "not_found", "unprocessable"],
});

export const listShareesEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/shipments/{id}/sharedwithusers",
  tag,
  summary: "Who holds which documents of a shipment",
  description:
    "The owner only: every share with its documents and access; pending invitations have `userId: null`. Oldest share first.",
  access: "user",
  params: ZIdParams,
  response: ZShareesResponse,
  errors: ["not_found"],
});

export const sharedWithMeEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/shipments/sharedwithme",
  tag,
  summary: "Shipments shared with me",
  description:
    "With the documents and access I hold and who shared them; most recently shared or changed first. Pass `nextCursor` back as `cursor` for the next page.",
  access: "user",
  query: ZSharedWithMeQuery,
  response: ZSharedWithMeResponse,
  errors: ["validation_failed"],
});

export const revokeShareEndpoint = defineEndpoint({
  method: "DELETE",
  path: "/api/shipments/revoke-access/{id}/{userId}",
  tag,
  summary: "Revoke a person's access to a shipment",
  description:
    "The owner only. `userId` is the sharee's id, or the email of a pending invitation. Takes effect at once: the sharee's next request is refused.",
  access: "user",
  params: ZRevokeParams,
  status: 204,
  errors: ["forbidden", "not_found"],
});

export const documentPermissionEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/document/{id}/{x}/permission",
  tag,
  summary: "May I edit this document?",
  description:
    "For shipment `id` and document `x` (a template key): `hasEditAccess` is true for the owner and an `edit` sharee, false for a `read` sharee; 404 without access to it. `sharedBy` names the owner who shared it (null for the owner), so the editor can say whose document it is.",
  access: "user",
  params: ZDocumentParams,
  response: ZPermissionResponse,
  errors: ["not_found"],
});

export const sharedByMeEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/shipments/sharedbyme",
  tag,
  summary: "My shipments that I shared, and with whom",
  description:
    "The caller's own shipments that have at least one share, newest shipment first, each as `{shipment: {id, reference, status}, users}` where `users` lists who holds which documents exactly as GET /api/shipments/{id}/sharedwithusers does (pending invitations have `userId: null`). Shipments shared with the caller are not listed (see sharedwithme). Pass `nextCursor` back as `cursor` for the next page.",
  access: "user",
  query: ZSharedByMeQuery,
  response: ZSharedByMeResponse,
  errors: ["validation_failed"],
});

export const sharingEndpoints = [
  shareShipmentEndpoint,
  listShareesEndpoint,
  sharedWithMeEndpoint,
  revokeShareEndpoint,
  documentPermissionEndpoint,
  sharedByMeEndpoint,
];
