import { route } from "@/lib/http/route";
import { toConnectionDto } from "@/lib/network/dto";
import { inviteEndpoint, listConnectionsEndpoint, respondEndpoint } from "@/lib/network/endpoints";
import { inviteParty } from "@/lib/network/invite-party";
import { listConnections } from "@/lib/network/list-connections";
import { respondToInvitation } from "@/lib/network/respond-to-invitation";

export const GET = route(listConnectionsEndpoint, async ({ actor, query }) => {
  const { items, nextCursor } = await listConnections({
    actor,
    limit: query.limit,
    cursor: query.cursor,
    role: query.role === "all" ? undefined : query.role,
    status: query.connStatus,
    direction: query.direction,
  });
  return { connections: items.map(({ row, other }) => toConnectionDto(row, actor.userId, other)), nextCursor };
});

export const POST = route(inviteEndpoint, async ({ actor, body }) => {
  const { row, other } = await inviteParty({ actor, email: body.email });
  return { connection: toConnectionDto(row, actor.userId, other) };
});

export const PATCH = route(respondEndpoint, async ({ actor, body }) => {
  const { row, other } = await respondToInvitation({ actor, inviterEmail: body.email, status: body.status });
  return { connection: toConnectionDto(row, actor.userId, other) };
});
