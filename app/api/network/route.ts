import { route } from "@/lib/http/route";
import { inviteEndpoint, listConnectionsEndpoint, respondEndpoint } from "@/lib/network/endpoints";
import { inviteParty } from "@/lib/network/invite-party";
import { listConnections } from "@/lib/network/list-connections";
import { respondToInvitation } from "@/lib/network/respond-to-invitation";

export const GET = route(listConnectionsEndpoint, async ({ actor, query }) =>
  listConnections({
    actor,
    limit: query.limit,
    cursor: query.cursor,
    role: query.role === "all" ? undefined : query.role,
    status: query.connStatus,
    direction: query.direction,
  }),
);

export const POST = route(inviteEndpoint, async ({ actor, body }) => ({
  connection: await inviteParty({ actor, email: body.email }),
}));

export const PATCH = route(respondEndpoint, async ({ actor, body }) => ({
  connection: await respondToInvitation({ actor, inviterEmail: body.email, status: body.status }),
}));
