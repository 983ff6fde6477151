import { and, desc, eq, gt, isNull, lt, sql } from "drizzle-orm";
import { passwordResetCodes, users } from "@/models";
import { writeAudit } from "@/lib/audit/write-audit";
import { hashPassword, verifyAgainstDummy, verifyPassword } from "@/lib/auth/password";
import { revokeUserCredentials } from "@/lib/auth/session";
import { clearSignInFailures, countResetCodeAttempt, forgiveResetCodeAttempt } from "@/lib/auth/throttle";
import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/contract/errors";
import { composeMail } from "@/lib/mail/layout";
import { sendMail } from "@/lib/mail/send-mail";
import { findUserByEmail } from "./queries";

export const MAX_CODE_ATTEMPTS = 5;
export const INVALID_CODE = "Invalid or expired code.";

export type ResetPasswordOptions = { email: string; otp: string; password: string; ip: string };

/** Checks the emailed code, sets the new password and ends every session and API token of the account. */
export async function resetPassword({ email, otp, password, ip }: ResetPasswordOptions): Promise<{ message: string }> {
  const db = await getDb();
  // Counted before the check, per account and per address; a success takes the attempt back.
  await countResetCodeAttempt(email, ip);
  const refuse = () => new AppError("invalid_code", INVALID_CODE, { issues: [{ path: "otp", message: INVALID_CODE }] });

  const user = await findUserByEmail(db, email);
  if (!user) {
    await verifyAgainstDummy(otp);
    throw refuse();
  }
  const [code] = await db
    .select()
    .from(passwordResetCodes)
    .where(
      and(
        eq(passwordResetCodes.userId, user.id),
        isNull(passwordResetCodes.consumedAt),
        gt(passwordResetCodes.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(passwordResetCodes.createdAt))
    .limit(1);
  // Count the attempt before checking it, atomically, so concurrent guesses cannot exceed the limit.
  const [counted] = code
    ? await db
        .update(passwordResetCodes)
        .set({ attempts: sql`${passwordResetCodes.attempts} + 1` })
        .where(and(eq(passwordResetCodes.id, code.id), lt(passwordResetCodes.attempts, MAX_CODE_ATTEMPTS)))
        .returning({ id: passwordResetCodes.id })
    : [];
  if (!code || !counted) {
    await verifyAgainstDummy(otp);
    throw refuse();
  }
  if (!(await verifyPassword(code.codeHash, otp))) throw refuse();

  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const [consumed] = await tx
      .update(passwordResetCodes)
      .set({ consumedAt: new Date() })
      .where(and(eq(passwordResetCodes.id, code.id), isNull(passwordResetCodes.consumedAt)))
      .returning({ id: passwordResetCodes.id });
    if (!consumed) throw new AppError("invalid_code", INVALID_CODE);
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
    await revokeUserCredentials(tx, user.id);
    await writeAudit(tx, { actorId: user.id, action: "user.password_reset", entityType: "user", entityId: user.id });
  });
  await forgiveResetCodeAttempt(email, ip);
  // The new password ends the sign-in failures that may have led here.
  await clearSignInFailures(user.email);
  void sendMail({
    to: user.email,
    subject: "Your Exportly password was changed",
    ...composeMail([
      `Hello ${user.firstName},`,
      "The password of your Exportly account was just changed: every session was signed out and every personal API token revoked.",
      "If this was not you, request a new code from the sign-in page and contact support.",
    ]),
  });
  return { message: "Your password has been changed. Sign in with your new password." };
}
