import { and, eq, isNull, ne, sql } from "drizzle-orm";
import type { Tx } from "@/lib/db/client";
import { networkConnections, shipments, shipmentShares } from "@/models";

export type AttachedPending = { shares: string[]; connections: string[] };

/**
 * Attaches every share and network invitation still waiting on `email` to the account that has
 * just proven it receives mail there (a confirmation code or link, or an invitation link followed
 * while signed in with the address). Only a proven address attaches: whoever merely registered an
 * address first must not receive what was meant for its owner.
 */
export async function attachPending(tx: Tx, userId: string, email: string, now: Date): Promise<AttachedPending> {
  const address = email.toLowerCase();
  const shares = await tx
    .update(shipmentShares)
    .set({ userId, updatedAt: now })
    .where(
      and(
        eq(shipmentShares.email, address),
        isNull(shipmentShares.userId),
        // Never a share of one's own shipment (an owner who later took this address).
        sql`${shipmentShares.shipmentId} not in (select ${shipments.id} from ${shipments} where ${shipments.ownerId} = ${userId})`,
      ),
    )
    .returning({ id: shipmentShares.id });
  const connections = await tx
    .update(networkConnections)
    .set({ inviteeId: userId, updatedAt: now })
    .where(
      and(
        eq(networkConnections.inviteeEmail, address),
        isNull(networkConnections.inviteeId),
        ne(networkConnections.inviterId, userId),
      ),
    )
    .returning({ id: networkConnections.id });
  return { shares: shares.map((s) => s.id), connections: connections.map((c) => c.id) };
}

/** What waits for an address until it is proven: shares and network invitations not yet attached. */
export async function countPending(
  tx: Pick<Tx, "select">,
  userId: string,
  email: string,
): Promise<{ shares: number; connections: number }> {
  const address = email.toLowerCase();
  const [shares] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(shipmentShares)
    .where(
      and(
        eq(shipmentShares.email, address),
        isNull(shipmentShares.userId),
        sql`${shipmentShares.shipmentId} not in (select ${shipments.id} from ${shipments} where ${shipments.ownerId} = ${userId})`,
      ),
    );
  const [connections] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(networkConnections)
    .where(
      and(
        eq(networkConnections.inviteeEmail, address),
        isNull(networkConnections.inviteeId),
        eq(networkConnections.status, "PENDING"),
        ne(networkConnections.inviterId, userId),
      ),
    );
  return { shares: shares?.n ?? 0, connections: connections?.n ?? 0 };
}
