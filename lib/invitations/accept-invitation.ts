import { and, eq, gt, isNull } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import { sha256Hex } from "@/lib/auth/tokens";
import { writeAudit } from "@/lib/audit/write-audit";
import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/contract/errors";
import { invitations, users } from "@/models";
import { attachPending } from "./attach-pending";

export type AcceptInvitationOptions = { actor: Actor; token: string; now?: Date };
export type AcceptedInvitation = { email: string; shares: number; connections: number };

/**
 * Following an emailed invitation while signed in with the address it was sent to proves the
 * address (the account is marked proven), so every share and network invitation still pending
 * for it is attached to this account, and the address's other invitation links are spent.
 * Registering does not attach anything by itself: only a proven address does (attach-pending.ts).
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
    const { shares, connections } = await attachPending(tx, actor.userId, email, now);
    // The link reached this address, so the address is proven.
    await tx
      .update(users)
      .set({ emailVerifiedAt: now })
      .where(and(eq(users.id, actor.userId), eq(users.email, email), isNull(users.emailVerifiedAt)));
    await tx.delete(invitations).where(eq(invitations.email, email));
    await writeAudit(tx, {
      actorId: actor.userId,
      action: "invitation.accepted",
      entityType: "user",
      entityId: actor.userId,
      data: { email, shares, connections },
    });
    return { email, shares: shares.length, connections: connections.length };
  });
}
