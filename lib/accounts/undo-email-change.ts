import { and, eq, gt, isNull } from "drizzle-orm";
import { emailConfirmations, users } from "@/models";
import { writeAudit } from "@/lib/audit/write-audit";
import { revokeUserCredentials } from "@/lib/auth/session";
import { sha256Hex } from "@/lib/auth/tokens";
import { getDb } from "@/lib/db/client";
import { isUniqueViolation } from "@/lib/db/errors";
import { AppError } from "@/lib/contract/errors";

export type UndoEmailChangeOptions = { token: string; now?: Date };

const INVALID_UNDO = "This link is not valid or has expired. Contact support if your account was taken over.";

/**
 * The link mailed to the old address of an email change (POST /api/auth/undo-email-change, no
 * sign-in: the old address may be all the owner still has). Before the new address is confirmed it
 * cancels the change; after, it puts the old address back (proven: it just received this link). Either
 * way every session and API token of the account ends, since the change may have come from someone else who signed in.
 */
export async function undoEmailChange({
  token,
  now = new Date(),
}: UndoEmailChangeOptions): Promise<{ message: string }> {
  const db = await getDb();
  try {
    return await db.transaction(async (tx) => {
      const [undo] = await tx
        .update(emailConfirmations)
        .set({ consumedAt: now })
        .where(
          and(
            eq(emailConfirmations.tokenHash, sha256Hex(token)),
            eq(emailConfirmations.purpose, "undo_change"),
            isNull(emailConfirmations.consumedAt),
            gt(emailConfirmations.expiresAt, now),
          ),
        )
        .returning();
      if (!undo) throw new AppError("not_found", INVALID_UNDO);
      // The change's confirmation stops working, whether or not it was used.
      await tx
        .update(emailConfirmations)
        .set({ consumedAt: now })
        .where(
          and(
            eq(emailConfirmations.userId, undo.userId),
            eq(emailConfirmations.purpose, "confirm"),
            isNull(emailConfirmations.consumedAt),
          ),
        );
      const [user] = await tx.select().from(users).where(eq(users.id, undo.userId)).for("update");
      if (!user) throw new AppError("not_found", INVALID_UNDO);
      const applied = user.email === undo.changedTo;
      if (applied) {
        await tx
          .update(users)
          .set({ email: undo.email, emailVerifiedAt: now, updatedAt: now })
          .where(eq(users.id, user.id));
      }
      await revokeUserCredentials(tx, user.id);
      await writeAudit(tx, {
        actorId: null,
        action: "user.email_change_undone",
        entityType: "user",
        entityId: user.id,
        data: { restored: undo.email, undone: undo.changedTo, wasApplied: applied },
      });
      return {
        message: applied
          ? `Your account's email address is ${undo.email} again, and every session and API token was signed out. Reset your password now.`
          : `The change to ${undo.changedTo} was cancelled, and every session and API token was signed out. Reset your password now.`,
      };
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError("email_taken", "Another account uses the old address now. Contact support.");
    throw error;
  }
}
