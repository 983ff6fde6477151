import { and, eq } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import { writeAudit } from "@/lib/audit/write-audit";
import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/contract/errors";
import { networkConnections } from "@/models";
import { findAccountByEmail, lockPair } from "./access";
import { toConnectionDto } from "./dto";
import { notifyApproved } from "./notify";
import type { ConnectionDto } from "./schemas";

export type RespondOptions = { actor: Actor; inviterEmail: string; status: "CONNECTED" | "REJECTED"; now?: Date };

/**
 * The invitee approves (CONNECTED) or rejects (REJECTED) an invitation (PATCH /api/network).
 * `inviterEmail` names who invited the actor; only the invitee may answer, so the inviter, or
 * anyone else, finds no invitation to answer there: 404, the same as for an address that never
 * invited them (docs/architecture.md §3: what is not yours answers 404). An invitation sent to an address not
 * yet attached to the actor's account is answered after following its link (lib/invitations).
 * Only a pending invitation can be answered (409 otherwise).
 */
export async function respondToInvitation({
  actor,
  inviterEmail,
  status,
  now = new Date(),
}: RespondOptions): Promise<ConnectionDto> {
  const address = inviterEmail.toLowerCase();
  const missing = () => new AppError("not_found", `You have no invitation from ${address} to answer.`);
  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    await lockPair(tx, actor.email, address);
    const inviter = await findAccountByEmail(tx, address);
    if (!inviter || inviter.id === actor.userId) throw missing();
    const [row] = await tx
      .select()
      .from(networkConnections)
      .where(and(eq(networkConnections.inviterId, inviter.id), eq(networkConnections.inviteeId, actor.userId)))
      .for("update");
    if (!row) throw missing();
    if (row.status !== "PENDING") {
      throw new AppError(
        "conflict",
        row.status === "CONNECTED"
          ? `You already approved the invitation from ${address}: you are connected.`
          : `You already rejected the invitation from ${address}.`,
      );
    }
    const [updated] = await tx
      .update(networkConnections)
      .set({ status, respondedAt: now, updatedAt: now })
      .where(eq(networkConnections.id, row.id))
      .returning();
    await writeAudit(tx, {
      actorId: actor.userId,
      action: status === "CONNECTED" ? "connection.approved" : "connection.rejected",
      entityType: "network_connection",
      entityId: row.id,
      data: { inviterId: inviter.id, email: address },
    });
    return { row: updated!, other: inviter };
  });
  if (status === "CONNECTED") await notifyApproved(result.other, actor.user);
  // The inviter reached out to the actor, so the actor may see who it is (lib/network/relationship.ts).
  return toConnectionDto(result.row, actor.userId, result.other, true);
}
