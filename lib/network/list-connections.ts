import { and, eq, sql, type SQL } from "drizzle-orm";
import { requireUserId, type Actor } from "@/lib/auth/actor";
import { getDb } from "@/lib/db/client";
import { afterCursor, encodeCursor, microsOf, type KeysetPosition } from "@/lib/db/keyset-cursor";
import type { RegistrableRole } from "@/models/roles";
import { networkConnections, users, type NetworkConnectionRow } from "@/models";
import { partyColumns, type Party } from "./access";
import { toConnectionDto } from "./dto";
import { relatedAccounts } from "./relationship";
import type { NetworkDirection, NetworkStatus } from "./labels";
import type { ConnectionDto } from "./schemas";

export type ListConnectionsOptions = {
  actor: Actor;
  limit: number;
  cursor?: KeysetPosition;
  /** The other party's role; undefined for every role. */
  role?: RegistrableRole;
  status?: NetworkStatus;
  direction?: NetworkDirection;
};

type Fetched = { row: NetworkConnectionRow; other: Party | null; micros: string };

/**
 * The actor's connections, most recently changed first, one page at a time. The actor is the
 * inviter of some rows and the invitee of others, and an OR across the two columns could not
 * read either index in order; so each side is one keyset query on its own index
 * (network_connections_inviter_updated_idx, network_connections_invitee_updated_idx; both
 * (…, updated_at DESC NULLS LAST, id DESC NULLS LAST)), each limited to the page size plus one,
 * and the two are merged. The role filter is on the other party's account, joined by primary
 * key; the status filter on the row.
 */
export async function listConnections({
  actor,
  limit,
  cursor,
  role,
  status,
  direction,
}: ListConnectionsOptions): Promise<{ connections: ConnectionDto[]; nextCursor: string | null }> {
  requireUserId(actor, "listConnections");
  const db = await getDb();
  const common = (side: typeof networkConnections.inviterId | typeof networkConnections.inviteeId): SQL[] => {
    const filters: SQL[] = [eq(side, actor.userId)];
    if (cursor) filters.push(afterCursor(networkConnections.updatedAt, networkConnections.id, cursor));
    if (status) filters.push(eq(networkConnections.status, status));
    if (role) filters.push(eq(users.role, role));
    return filters;
  };
  // NULLS LAST like the indexes: plain DESC (nulls first) would make PostgreSQL sort instead of reading them.
  const order = [sql`${networkConnections.updatedAt} desc nulls last`, sql`${networkConnections.id} desc nulls last`];
  const columns = { row: networkConnections, micros: microsOf(networkConnections.updatedAt), other: partyColumns };

  const sent = async (): Promise<Fetched[]> => {
    // Invitations to an address with no account attached have no role: a role filter leaves them out (the inner join).
    const base = db.select(columns).from(networkConnections);
    const joined = role
      ? base.innerJoin(users, eq(users.id, networkConnections.inviteeId))
      : base.leftJoin(users, eq(users.id, networkConnections.inviteeId));
    const rows = await joined
      .where(and(...common(networkConnections.inviterId)))
      .orderBy(...order)
      .limit(limit + 1);
    return rows.map((r) => ({ row: r.row, micros: r.micros, other: r.other?.id ? (r.other as Party) : null }));
  };
  const received = async (): Promise<Fetched[]> => {
    const rows = await db
      .select(columns)
      .from(networkConnections)
      .innerJoin(users, eq(users.id, networkConnections.inviterId))
      .where(and(...common(networkConnections.inviteeId)))
      .orderBy(...order)
      .limit(limit + 1);
    return rows.map((r) => ({ row: r.row, micros: r.micros, other: r.other as Party }));
  };

  const [a, b] = await Promise.all([direction === "received" ? [] : sent(), direction === "sent" ? [] : received()]);
  const merged = [...a, ...b].sort(newestFirst).slice(0, limit + 1);
  const page = merged.slice(0, limit);
  const last = page.at(-1);
  const revealed = await relatedAccounts(
    db,
    actor.userId,
    page.map(({ other }) => other?.id),
  );
  return {
    connections: page.map(({ row, other }) =>
      toConnectionDto(row, actor.userId, other, !!other && revealed.has(other.id)),
    ),
    nextCursor: merged.length > limit && last ? encodeCursor({ micros: last.micros, id: last.row.id }) : null,
  };
}

/** (updated_at DESC, id DESC) on the exact microseconds, the order of the indexes and the cursor. */
function newestFirst(x: Fetched, y: Fetched): number {
  const dx = BigInt(x.micros);
  const dy = BigInt(y.micros);
  if (dx !== dy) return dx > dy ? -1 : 1;
  return x.row.id < y.row.id ? 1 : x.row.id > y.row.id ? -1 : 0;
}
