import type { Actor } from "@/lib/auth/actor";
import { writeAudit } from "@/lib/audit/write-audit";
import { verifyPassword } from "@/lib/auth/password";
import { countReauthentication, forgiveReauthentication } from "@/lib/auth/throttle";
import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/contract/errors";
import { consumeLimit } from "@/lib/limits/limiter";
import { toUserDto } from "./dto";
import { createConfirmation, createUndoChange, mailConfirmation, mailUndoChange } from "./email-confirmations";
import { findPendingEmail } from "./pending-email";
import { findUserByEmail, getUserById } from "./queries";
import type { UserDto } from "./schemas";

export type UpdateEmailOptions = { actor: Actor; email: string; password: string; now?: Date };

/**
 * Asks to change the signed-in user's email (PUT /api/users/updateEmail); the current password is
 * required and counts as a sign-in attempt. The change applies only once the NEW address is
 * proven (its confirmation code or link, verify-email.ts), so nobody can move an account onto an
 * address they do not read; the OLD address is told at once, with a link that undoes the change
 * for 7 days (undo-email-change.ts). At most 5 confirmation mails an hour per account.
 */
export async function updateEmail({
  actor,
  email,
  password,
  now = new Date(),
}: UpdateEmailOptions): Promise<{ user: UserDto; pendingEmail: string | null }> {
  const db = await getDb();
  await countReauthentication(actor.userId);
  const current = await getUserById(db, actor.userId);
  if (!(await verifyPassword(current.passwordHash, password))) {
    throw new AppError("validation_failed", "Your current password is not correct.", {
      issues: [{ path: "password", message: "Your current password is not correct." }],
    });
  }
  await forgiveReauthentication(actor.userId);
  const next = email.toLowerCase();
  if (next === current.email)
    return { user: toUserDto(current), pendingEmail: await findPendingEmail(db, current, now) };
  if (await findUserByEmail(db, next)) throw new AppError("email_taken", "Another account already uses this email.");
  await consumeLimit("emailConfirmationMail", `account:${current.id}`);
  const { confirmation, undoToken } = await db.transaction(async (tx) => {
    const confirmation = await createConfirmation(tx, { userId: current.id, email: next, now });
    const undoToken = await createUndoChange(tx, {
      userId: current.id,
      oldEmail: current.email,
      changedTo: next,
      now,
    });
    await writeAudit(tx, {
      actorId: actor.userId,
      action: "user.email_change_requested",
      entityType: "user",
      entityId: current.id,
      data: { from: current.email, to: next },
    });
    return { confirmation, undoToken };
  });
  await mailConfirmation(current, next, confirmation, true);
  await mailUndoChange(current, current.email, next, undoToken);
  return { user: toUserDto(current), pendingEmail: next };
}
