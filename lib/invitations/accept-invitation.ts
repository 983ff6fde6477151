import { and, eq, gt, isNull, ne, sql } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import { sha256Hex } from "@/lib/auth/tokens";
import { writeAudit } from "@/lib/audit/write-audit";
import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/contract/errors";
import { invitations, networkConnections, shipments, shipmentShares } from "@/models";

export type AcceptInvitationOptions = { actor: Actor; token: string; now?: Date };
export type AcceptedInvitation = { email: string; shares: number; connections: number };

/**
 * Following an emailed invitation while signed in with the address it was sent to proves the
 * address, so every share and network invitation still pending for it is attached to this
 * account, and the address's other invitation links are spent. Registering does not attach
 * anything by itself: accounts are not email-verified, and a stranger who registered someone
 * else's address first must not receive what was meant for them.
 */
export async function acceptInvitation({
  actor,
  token,
  now = new Date(),
}: AcceptInvitationOptions): Promise<AcceptedInvitation> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [invitation] = await tx
      .select()
      .from(invitations)
      .where(and(eq(invitations.tokenHash, sha256Hex(token)), gt(invitations.expiresAt, now)))
      .for("update");
    if (!invitation)
      throw new AppError(
        "not_found",
        "This invitation link is not valid or has expired. Ask the person who invited you to send it again.",
      );
    if (invitation.email !== actor.email.toLowerCase()) {
      throw new AppError(
        "forbidden",
        `This invitation was sent to ${invitation.email}. Sign in with that address to accept it.`,
      );
    }
    const email = invitation.email;
    const shares = await tx
      .update(shipmentShares)
      .set({ userId: actor.userId, updatedAt: now })
      .where(
        and(
          eq(shipmentShares.email, email),
          isNull(shipmentShares.userId),
          // Never a share of one's own shipment (an owner who later took this address).
          sql`${shipmentShares.shipmentId} not in (select ${shipments.id} from ${shipments} where ${shipments.ownerId} = ${actor.userId})`,
        ),
      )
      .returning({ id: shipmentShares.id, shipmentId: shipmentShares.shipmentId });
    const connections = await tx
      .update(networkConnections)
      .set({ inviteeId: actor.userId, updatedAt: now })
      .where(
        and(
          eq(networkConnections.inviteeEmail, email),
          isNull(networkConnections.inviteeId),
          ne(networkConnections.inviterId, actor.userId),
        ),
      )
      .returning({ id: networkConnections.id });
    await tx.delete(invitations).where(eq(invitations.email, email));
    await writeAudit(tx, {
      actorId: actor.userId,
      action: "invitation.accepted",
      entityType: "user",
      entityId: actor.userId,
      data: { email, shares: shares.map((s) => s.id), connections: connections.map((c) => c.id) },
    });
    return { email, shares: shares.length, connections: connections.length };
  });
}
