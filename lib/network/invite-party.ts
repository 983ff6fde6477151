import { eq } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import { writeAudit } from "@/lib/audit/write-audit";
import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/contract/errors";
import { createInvitation } from "@/lib/invitations/create-invitation";
import { consumeLimit, refundLimit } from "@/lib/limits/limiter";
import { networkConnections, type NetworkConnectionRow } from "@/models";
import { findAccountByEmail, findPairConnection, lockPair } from "./access";
import { toConnectionDto } from "./dto";
import { notifyInvitation } from "./notify";
import { hasRelationship } from "./relationship";
import { formatInstant, reinvitableFrom } from "./reinvite-rule";
import type { ConnectionDto } from "./schemas";

export type InvitePartyOptions = { actor: Actor; email: string; now?: Date };

/**
 * Invites a party by email to the actor's network (POST /api/network). An address with an
 * account gets a pending connection and a notice; any other address also gets an invitation
 * link, and the connection attaches to the account that follows it (lib/invitations).
 *
 * One row per pair, whichever side invited: under the pair's advisory lock, an existing row
 * decides. Connected, or pending either way: 409 saying which. Rejected either way: the pair may
 * be invited again 30 days after the rejection (409 before, naming the date), and the same row
 * becomes the new invitation from the actor.
 *
 * At most 100 invitations per inviter and 24 hours (docs/limits.md): counted before the
 * transaction, and given back when the invitation is refused, so only sent invitations count.
 */
export async function inviteParty({ actor, email, now = new Date() }: InvitePartyOptions): Promise<ConnectionDto> {
  const address = email.toLowerCase();
  if (address === actor.email.toLowerCase()) {
    const message = "You cannot invite yourself. Enter the email of a business you trade with.";
    throw new AppError("validation_failed", message, { issues: [{ path: "email", message }] });
  }
  await consumeLimit("invitation", actor.userId);
  const db = await getDb();
  // An address no proven account holds gets an invitation link from someone it never heard of:
  // such mail is capped per sender (docs/limits.md) and counted before anything is saved.
  const toStranger = !(await findAccountByEmail(db, address))?.emailVerifiedAt;
  if (toStranger) {
    await consumeLimit("noticeToStranger", `account:${actor.userId}`).catch(async (error: unknown) => {
      await refundLimit("invitation", actor.userId);
      throw error;
    });
  }
  const result = await db
    .transaction(async (tx) => {
      await lockPair(tx, actor.email, address);
      const holder = await findAccountByEmail(tx, address);
      // Only an account that proved the address is invited as itself now; otherwise the invitation
      // waits on the address for the proof (a confirmation, or the emailed link: lib/invitations).
      const account = holder?.emailVerifiedAt ? holder : null;
      const existing = await findPairConnection(tx, actor, address, holder, { forUpdate: true });
      if (existing) refuseUnlessReinvitable(existing, actor, address, now);

      const values = {
        inviterId: actor.userId,
        inviteeEmail: address,
        inviteeId: account?.id ?? null,
        status: "PENDING" as const,
        createdAt: now,
        updatedAt: now,
        respondedAt: null,
      };
      const [row] = existing
        ? await tx.update(networkConnections).set(values).where(eq(networkConnections.id, existing.id)).returning()
        : await tx.insert(networkConnections).values(values).returning();
      const invitation = account ? null : await createInvitation(tx, { email: address, invitedBy: actor.userId, now });
      await writeAudit(tx, {
        actorId: actor.userId,
        action: "connection.invited",
        entityType: "network_connection",
        entityId: row!.id,
        data: {
          email: address,
          inviteeId: account?.id ?? null,
          reinvitation: !!existing,
          invitationLink: !!invitation,
        },
      });
      // The answer names the account only when the actor already has a relationship with it.
      const revealed = !!account && (await hasRelationship(tx, actor.userId, account.id));
      return { row: row!, other: account, revealed, invitationUrl: invitation?.url ?? null };
    })
    .catch(async (error: unknown) => {
      // Refused (already connected, pending, …) or failed: nothing was sent, so it does not count.
      await refundLimit("invitation", actor.userId);
      if (toStranger) await refundLimit("noticeToStranger", `account:${actor.userId}`);
      throw error;
    });
  await notifyInvitation(actor.user, { email: address, account: result.other, invitationUrl: result.invitationUrl });
  return toConnectionDto(result.row, actor.userId, result.other, result.revealed);
}

/** Throws the conflict an existing row of the pair makes, unless it is a rejection at least 30 days old. */
function refuseUnlessReinvitable(row: NetworkConnectionRow, actor: Actor, address: string, now: Date): void {
  const mine = row.inviterId === actor.userId;
  if (row.status === "CONNECTED") throw new AppError("conflict", `You are already connected with ${address}.`);
  if (row.status === "PENDING") {
    if (mine)
      throw new AppError(
        "conflict",
        `Your invitation to ${address} is still pending (sent ${formatInstant(row.createdAt)}). They can approve or reject it; you can cancel it on your Network page.`,
      );
    if (row.inviteeId === actor.userId)
      throw new AppError(
        "conflict",
        `${address} has already invited you. Approve their invitation on your Network page instead.`,
      );
    throw new AppError(
      "conflict",
      `${address} has already invited you, at ${actor.email}. Open the link in the invitation email they sent you to see and approve it.`,
    );
  }
  // REJECTED, by either side: the pair waits 30 days from the answer.
  const respondedAt = row.respondedAt ?? row.updatedAt;
  const allowedFrom = reinvitableFrom(row);
  if (now < allowedFrom) {
    const who = mine ? `${address} rejected your invitation` : `You rejected the invitation from ${address}`;
    throw new AppError(
      "conflict",
      `${who} on ${formatInstant(respondedAt)}. A new invitation can be sent from ${formatInstant(allowedFrom)}.`,
      {
        details: { invitableFrom: allowedFrom.toISOString() },
      },
    );
  }
}
