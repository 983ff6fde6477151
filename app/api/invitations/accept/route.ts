import { route } from "@/lib/http/route";
import { acceptInvitation } from "@/lib/invitations/accept-invitation";
import { acceptInvitationEndpoint } from "@/lib/invitations/endpoints";

export const POST = route(acceptInvitationEndpoint, async ({ actor, body }) =>
  acceptInvitation({ actor, token: body.token }),
);
