import { eq } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import { writeAudit } from "@/lib/audit/write-audit";
import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/contract/errors";
import { networkConnections } from "@/models";
import { findAccountByEmail, findPairConnection, isInvitee, isInviter, lockPair } from "./access";
import { REINVITE_AFTER_DAYS } from "./labels";
import { formatInstant, reinvitableFrom } from "./reinvite-rule";

export type RemoveConnectionOptions = { actor: Actor; email: string; now?: Date };

/**
 * Removes the actor's connection with a party (DELETE /api/network/{email}): either side of a
 * connection may end it, and the inviter may cancel a pending invitation. Two cases are refused
 * with 422 because deleting the row would break a rule:
 * - an invitation the actor received and has not answered: they approve or reject it instead
 *   (deleting it would let the inviter invite again at once, as if it had never been sent);
 * - a rejection less than 30 days old, asked by the inviter: the row is what makes a new
 *   invitation wait. The party who rejected may remove it at any time, which lets the inviter
 *   invite again at once (their choice to make).
 * An invitation sent to the actor's address but not yet attached to their account is not theirs
 * to remove until they follow its link: 404, like a party they have nothing with.
 */
export async function removeConnection({ actor, email, now = new Date() }: RemoveConnectionOptions): Promise<void> {
  const address = email.toLowerCase();
  const db = await getDb();
  await db.transaction(async (tx) => {
    await lockPair(tx, actor.email, address);
    const account = await findAccountByEmail(tx, address);
    const row = await findPairConnection(tx, actor, address, account, { forUpdate: true });
    if (!row || !(isInviter(row, actor) || isInvitee(row, actor))) {
      throw new AppError("not_found", `You have no connection or invitation with ${address}.`);
    }
    const sent = isInviter(row, actor);
    if (row.status === "PENDING" && !sent) {
      throw new AppError(
        "unprocessable",
        `${address} invited you and is waiting for your answer: approve or reject the invitation instead.`,
      );
    }
    const allowedFrom = reinvitableFrom(row);
    if (row.status === "REJECTED" && sent && now < allowedFrom) {
      throw new AppError(
        "unprocessable",
        `${address} rejected your invitation on ${formatInstant(row.respondedAt ?? row.updatedAt)}. The rejection stays on record until a new invitation may be sent, ${REINVITE_AFTER_DAYS} days later: you can invite them again, or remove it, from ${formatInstant(allowedFrom)}.`,
        { details: { invitableFrom: allowedFrom.toISOString() } },
      );
    }
    await tx.delete(networkConnections).where(eq(networkConnections.id, row.id));
    await writeAudit(tx, {
      actorId: actor.userId,
      action: "connection.removed",
      entityType: "network_connection",
      entityId: row.id,
      data: {
        email: address,
        status: row.status,
        direction: sent ? "sent" : "received",
        inviterId: row.inviterId,
        inviteeId: row.inviteeId,
      },
    });
  });
}
