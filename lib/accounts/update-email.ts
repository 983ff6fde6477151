import { eq } from "drizzle-orm";
import { users, type UserRow } from "@/models";
import type { Actor } from "@/lib/auth/actor";
import { writeAudit } from "@/lib/audit/write-audit";
import { verifyPassword } from "@/lib/auth/password";
import { countReauthentication, forgiveReauthentication } from "@/lib/auth/throttle";
import { getDb } from "@/lib/db/client";
import { isUniqueViolation } from "@/lib/db/errors";
import { AppError } from "@/lib/contract/errors";
import { composeMail } from "@/lib/mail/layout";
import { sendMail } from "@/lib/mail/send-mail";
import { toUserDto } from "./dto";
import { getUserById } from "./queries";
import type { UserDto } from "./schemas";

export type UpdateEmailOptions = { actor: Actor; email: string; password: string; ip: string };

/** Changes the signed-in user's email; the current password is required (counted per account, not as a sign-in). */
export async function updateEmail({ actor, email, password }: UpdateEmailOptions): Promise<UserDto> {
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
  if (next === current.email) return toUserDto(current);
  let updated: UserRow;
  try {
    updated = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(users)
        .set({ email: next, updatedAt: new Date() })
        .where(eq(users.id, current.id))
        .returning();
      await writeAudit(tx, {
        actorId: actor.userId,
        action: "user.email_changed",
        entityType: "user",
        entityId: current.id,
        data: { from: current.email, to: next },
      });
      return row!;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("email_taken", "Another account already uses this email.");
    throw error;
  }
  await sendMail({
    to: current.email,
    subject: "Your Exportly email address was changed",
    ...composeMail([
      `Hello ${current.firstName},`,
      `The email address of your Exportly account was changed to ${next}.`,
      "If you did not make this change, reset your password and contact support at once.",
    ]),
  });
  return toUserDto(updated);
}
