import { ZIdParams } from "@/lib/contract/schemas";
import { defineEndpoint } from "@/lib/contract/endpoint";
import {
  ZActionResponse,
  ZChainResponse,
  ZCreateEnvelopeBody,
  ZEblBundle,
  ZEndorseBody,
  ZEnvelopeListResponse,
  ZEnvelopeResponse,
  ZIssueBody,
  ZListEnvelopesQuery,
  ZRecipientQuery,
  ZRecipientResponse,
  ZRefuseBody,
  ZSurrenderBody,
  ZSurrenderResponseBody,
  ZUpdateEnvelopeBody,
  ZVoidBody,
} from "./schemas";
import { ZVerificationReport } from "./verifier/schemas";

const tag = "Electronic bills of lading";

const ACTION_NOTE =
  "Answers `{envelope, entry}`: the envelope after the action and the signed chain entry it appended. A refusal of the transition table (lib/ebl/rules.ts) is 422 with `rule` (e.g. `not_possessor`, `wrong_state`); an actor whose business is not verified gets 403 `verification_required`; a stale `expectedLastEntryChecksum` (or a lost race) 409 `conflict` with the current `lastEntryChecksum`. Anyone not party to the bill gets 404.";

export const listEnvelopesEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/envelopes",
  tag,
  summary: "The eBLs I am or was party to",
  description:
    "Creator, issuer, shipper, consignee, every possessor and endorsee ever (past possessors keep read-only access). Most recently changed first; pass `nextCursor` back as `cursor`. `role`: `issuer` (bills I issued, drafts left out), `drafts` (drafts I made or may issue), `possessor` (bills I hold now), `awaiting` (I can act now: a control action, or a draft I may edit or issue), `history` or absent (all). `status` filters by the bill's status.",
  access: "user",
  query: ZListEnvelopesQuery,
  response: ZEnvelopeListResponse,
  errors: ["validation_failed"],
});

export const createEnvelopeEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/envelopes",
  tag,
  summary: "Draft an eBL",
  description:
    "A draft holding a (partial) DCSA 3.0.3 TransportDocument. `carrier` must be a shipping line or freight forwarder account (else 422 `carrier_role`); `shipper` defaults to you (required when you are the carrier); `consignee` names the consignee of a straight bill; `transportDocument.isToOrder` makes a to-order bill. Accounts are named by email or user id, and only accounts that already work with you can be named (an approved network connection, a share they opened, an eBL issued between you): any other address, with or without an account, is the same 422 `unknown_party` naming the field, so a draft does not tell who is a member. Each party named counts against the recipient look-up cap (429 beyond). The draft shows in your list and, awaiting issue, in the carrier's, who may issue or decline it; the shipper, consignee and endorsee see the bill once it is issued. With `shipmentId` (a shipment of yours) the document is prefilled from its bill of lading instructions and shared data. The server writes each party's Exportly identifying code (`ZZZ`/`EXPORTLY`, the user id) and name into `documentParties`.",
  access: "user",
  body: ZCreateEnvelopeBody,
  response: ZEnvelopeResponse,
  status: 201,
  errors: ["validation_failed", "unprocessable", "not_found", "rate_limited"],
});

export const getEnvelopeEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/envelopes/{id}",
  tag,
  summary: "One eBL",
  description: "Any party, past possessors included; `availableActions` says what you may do now. 404 for anyone else.",
  access: "user",
  params: ZIdParams,
  response: ZEnvelopeResponse,
  errors: ["not_found"],
});

export const updateEnvelopeEndpoint = defineEndpoint({
  method: "PATCH",
  path: "/api/envelopes/{id}",
  tag,
  summary: "Edit a draft eBL",
  description:
    "Drafts only (422 `not_draft` once issued), by the creator or the named carrier (other parties 403). Fields as for creating; a field left out stays, `transportDocument` replaces the document, `consignee: null` removes the consignee. Send `expectedVersion` (the draft's `draftVersion`): a stale one answers 409 `conflict` with the current draft in `details.envelope`. The carrier cannot change the shipper (403). Parties named count against the recipient look-up cap.",
  access: "user",
  params: ZIdParams,
  body: ZUpdateEnvelopeBody,
  response: ZEnvelopeResponse,
  errors: ["validation_failed", "forbidden", "not_found", "unprocessable", "conflict", "rate_limited"],
});

export const deleteEnvelopeEndpoint = defineEndpoint({
  method: "DELETE",
  path: "/api/envelopes/{id}",
  tag,
  summary: "Delete a draft eBL",
  description:
    "Drafts only (422 `not_draft` once issued: an issued bill is never deleted), by its creator (other parties 403).",
  access: "user",
  params: ZIdParams,
  status: 204,
  errors: ["forbidden", "not_found", "unprocessable"],
});

export const declineDraftEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/envelopes/{id}/decline",
  tag,
  summary: "Decline a draft eBL (the named carrier)",
  description:
    "The carrier named in a draft someone else made declines it: the draft leaves the carrier's list (it is a 404 to the carrier from then on) and stays with its creator, who sees `draftDeclinedAt`. Only naming another carrier offers it again. Drafts only (422 `not_draft`); anyone but that carrier 403 (the creator deletes instead), strangers 404. Audited.",
  access: "user",
  params: ZIdParams,
  status: 204,
  errors: ["forbidden", "not_found", "unprocessable"],
});

export const issueEnvelopeEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/envelopes/{id}/issue",
  tag,
  summary: "Issue the eBL to the shipper",
  description: `The named carrier, verified. The server sets \`transportDocumentStatus: "ISSUED"\` and \`issueDate\` (today, UTC) when absent; the document must then validate completely against DCSA's TransportDocument and our rules (an electronic bill has at most one original; an endorsee only on a to-order bill; exactly one of shippedOnBoardDate and receivedForShipmentDate; every UNLocationCode a real UN/LOCODE; a straight bill's consignee an Exportly account). Otherwise 422 \`invalid_document\` with every problem in \`issues\`. The shipper must be verified (422 \`recipient_not_verified\`). The document is frozen from here on. ${ACTION_NOTE}`,
  access: "user",
  params: ZIdParams,
  body: ZIssueBody,
  response: ZActionResponse,
  errors: ["validation_failed", "verification_required", "not_found", "conflict", "unprocessable"],
});

export const endorseEnvelopeEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/envelopes/{id}/endorse",
  tag,
  summary: "Transfer or endorse the eBL",
  description: `\`TRANSFER\` passes possession; \`ENDORSE\` (no further endorsement), \`ENDORSE_TO_ORDER\` and \`BLANK_ENDORSE\` (recipient optional) pass title of a to-order bill. The recipient must be a verified business with a confirmed address; any other recipient, with or without an account, gets the same 422 \`recipient_not_verified\` naming only what was sent. \`expectedLastEntryChecksum\` is required. ${ACTION_NOTE}`,
  access: "user",
  params: ZIdParams,
  body: ZEndorseBody,
  response: ZActionResponse,
  errors: ["validation_failed", "verification_required", "not_found", "conflict", "unprocessable"],
});

export const surrenderEnvelopeEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/envelopes/{id}/surrender",
  tag,
  summary: "Surrender the eBL to its issuer",
  description: `\`DELIVERY\` (the holder takes delivery of the goods) or \`AMENDMENT\` (with an optional DCSA \`reasonCode\`: SWTP, COD, SWI). The issuer holds the bill until it answers. ${ACTION_NOTE}`,
  access: "user",
  params: ZIdParams,
  body: ZSurrenderBody,
  response: ZActionResponse,
  errors: ["validation_failed", "verification_required", "not_found", "conflict", "unprocessable"],
});

export const respondToSurrenderEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/envelopes/{id}/surrender-response",
  tag,
  summary: "Accept or reject a surrender",
  description: `The issuer: \`accept: true\` records SACC, \`false\` SREJ and gives the bill back to the requester (a \`comment\` saying why is required, else 400). ${ACTION_NOTE}`,
  access: "user",
  params: ZIdParams,
  body: ZSurrenderResponseBody,
  response: ZActionResponse,
  errors: ["validation_failed", "verification_required", "not_found", "conflict", "unprocessable"],
});

export const refuseEnvelopeEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/envelopes/{id}/refuse",
  tag,
  summary: "Refuse the transfer just received",
  description: `The recipient of the last transfer or endorsement sends it back, as the very next action on the bill (else 422 \`not_refusable\`). ${ACTION_NOTE}`,
  access: "user",
  params: ZIdParams,
  body: ZRefuseBody,
  response: ZActionResponse,
  errors: ["validation_failed", "verification_required", "not_found", "conflict", "unprocessable"],
});

export const voidEnvelopeEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/envelopes/{id}/void",
  tag,
  summary: "Void a bill surrendered for amendment",
  description: `The issuer, after accepting a surrender for amendment. \`reason\` is required; \`replacedBy\` names the eBL it issued instead (422 \`invalid_replacement\` otherwise). ${ACTION_NOTE}`,
  access: "user",
  params: ZIdParams,
  body: ZVoidBody,
  response: ZActionResponse,
  errors: ["validation_failed", "verification_required", "not_found", "conflict", "unprocessable"],
});

export const envelopeChainEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/envelopes/{id}/chain",
  tag,
  summary: "The eBL's signed transfer chain",
  description:
    "Every entry, first first: the compact JWS (`signedContent`, a DCSA PINT EnvelopeTransferChainEntry signed with the platform key), its SHA-256 (`checksum`), the previous entry's checksum, and what it says. Parties only.",
  access: "user",
  params: ZIdParams,
  response: ZChainResponse,
  errors: ["not_found"],
});

export const exportEnvelopeEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/envelopes/{id}/export",
  tag,
  summary: "Export the eBL for offline verification",
  description:
    "A DCSA PINT EblEnvelope (transportDocument, envelopeManifestSignedContent, envelopeTransferChain) plus `exportlyKeys`, the public keys (JWKS) that signed it, as an attachment `ebl-<transportDocumentReference>.json`. Anyone can check it offline (POST /api/envelopes/verify, the /verify page or the CLI). Parties only; a draft has nothing signed yet (422 `not_issued`).",
  access: "user",
  params: ZIdParams,
  response: ZEblBundle,
  errors: ["not_found", "unprocessable"],
});

export const recipientLookupEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/envelopes/recipient",
  tag,
  summary: "Who would receive an eBL sent to this email",
  description:
    "The verified legal name (`company`), person and role behind an email address, so a transfer or endorsement can be confirmed against the recipient's verified name (DCSA PINT receiver validation). Verified businesses only: an unknown address and an unverified account both get 404. At most 30 look-ups a minute per account (429).",
  access: "user",
  query: ZRecipientQuery,
  response: ZRecipientResponse,
  errors: ["validation_failed", "not_found", "rate_limited"],
});

export const verifyEnvelopeEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/envelopes/{id}/verify",
  tag,
  summary: "Verify the eBL's stored chain",
  description:
    "The report of the offline verifier on this eBL's export (the same checks as POST /api/envelopes/verify, the /verify page and the CLI), with this platform's keys trusted. Parties only; a draft has nothing signed yet (422 `not_issued`).",
  access: "user",
  params: ZIdParams,
  response: ZVerificationReport,
  errors: ["not_found", "unprocessable"],
});

export const envelopePdfEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/envelopes/{id}/pdf",
  tag,
  summary: "The eBL printed as a bill of lading (PDF)",
  description:
    "The bill laid out like a bill of lading, its current holder and status, every chain entry with its checksum and, once issued, the verification result. A copy for reading and filing: control stays with the electronic record. `?download=1` for an attachment, inline otherwise. Parties only.",
  access: "user",
  params: ZIdParams,
  errors: ["not_found"],
});

/** The envelope API (spec §7). */
export const eblEndpoints = [
  listEnvelopesEndpoint,
  createEnvelopeEndpoint,
  getEnvelopeEndpoint,
  updateEnvelopeEndpoint,
  deleteEnvelopeEndpoint,
  declineDraftEndpoint,
  issueEnvelopeEndpoint,
  endorseEnvelopeEndpoint,
  surrenderEnvelopeEndpoint,
  respondToSurrenderEndpoint,
  refuseEnvelopeEndpoint,
  voidEnvelopeEndpoint,
  envelopeChainEndpoint,
  exportEnvelopeEndpoint,
  verifyEnvelopeEndpoint,
  envelopePdfEndpoint,
  recipientLookupEndpoint,
];
