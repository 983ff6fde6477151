import { defineEndpoint } from "@/lib/contract/endpoint";
import {
  ZConnectionListQuery,
  ZConnectionListResponse,
  ZConnectionResponse,
  ZEmailParams,
  ZInviteBody,
  ZRespondBody,
} from "./schemas";

const tag = "Network";

export const listConnectionsEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/network",
  tag,
  summary: "My network connections",
  description: [
    "The connections and invitations I am a party to, whichever side invited, with the other party's email, role, name, company and business verification state (null for an invited address with no account attached). `direction` says who invited: `sent` (me) or `received`.",
    "`role` (the other party's role; absent or `all` for every role), `connStatus` (PENDING, CONNECTED or REJECTED) and `direction` filter. Most recently changed first, 100 per page by default (`limit` 1–200); pass `nextCursor` back as `cursor` for the next page. An approval or rejection moves a connection to the top, so a row can reappear on a later page while someone pages.",
  ].join("\n\n"),
  access: "user",
  query: ZConnectionListQuery,
  response: ZConnectionListResponse,
  errors: ["validation_failed"],
});

export const inviteEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/network",
  tag,
  summary: "Invite a party to my network",
  description: [
    "An address with an account gets a pending connection and an email; any other address gets an invitation email with a link (`/invitations/{token}`, 30 days): registered or signed in with that address, following it attaches the invitation (POST /api/invitations/accept), which then waits on their Network page.",
    "One connection per pair, whichever side invited. 409 when already connected, when my invitation is still pending, when they already invited me (approve theirs instead), or within 30 days of a rejection by either side (the message and `invitableFrom` give the date). Inviting yourself is a 400. At most 100 invitations per 24 hours (429).",
  ].join("\n\n"),
  access: "user",
  body: ZInviteBody,
  response: ZConnectionResponse,
  status: 201,
  errors: ["validation_failed", "conflict", "rate_limited"],
});

export const respondEndpoint = defineEndpoint({
  method: "PATCH",
  path: "/api/network",
  tag,
  summary: "Approve or reject an invitation I received",
  description:
    "`email` is the inviter's email; `status` CONNECTED approves, REJECTED rejects. Only the invitee answers: anyone else, the inviter included, gets 404 (no invitation from that address to answer). 409 when it was already answered. An approval is emailed to the inviter; a rejection is not, and the pair may be invited again 30 days after it.",
  access: "user",
  body: ZRespondBody,
  response: ZConnectionResponse,
  errors: ["validation_failed", "not_found", "conflict"],
});

export const removeConnectionEndpoint = defineEndpoint({
  method: "DELETE",
  path: "/api/network/{email}",
  tag,
  summary: "Remove a connection or cancel my invitation",
  description: [
    "`email` is the other party's email (URL-encoded). Either side may remove a connection; the inviter cancels a pending invitation this way. 404 when I have nothing with that address.",
    "422 for an invitation I received and have not answered (approve or reject it instead), and for my invitation they rejected less than 30 days ago (the rejection stays on record so that a new invitation waits; the party who rejected may remove it at any time).",
  ].join("\n\n"),
  access: "user",
  params: ZEmailParams,
  status: 204,
  errors: ["not_found", "unprocessable"],
});

/** The network calls (spec §7) and the removal this release adds. */
export const networkEndpoints = [listConnectionsEndpoint, inviteEndpoint, respondEndpoint, removeConnectionEndpoint];
