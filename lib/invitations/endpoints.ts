import { defineEndpoint } from "@/lib/contract/endpoint";
import { ZAcceptInvitationBody, ZAcceptInvitationResponse } from "./schemas";

export const acceptInvitationEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/invitations/accept",
  tag: "Sharing",
  summary: "Accept an emailed invitation",
  description:
    "The token from an invitation link (`/invitations/{token}`), sent when a shipment was shared with, or a network invitation sent to, an address with no account. Signed in with that address, it attaches every share and network invitation pending for it (403 when signed in with another address; 404 when the link is unknown or older than 30 days).",
  access: "user",
  body: ZAcceptInvitationBody,
  response: ZAcceptInvitationResponse,
  errors: ["validation_failed", "forbidden", "not_found"],
});

export const invitationEndpoints = [acceptInvitationEndpoint];
