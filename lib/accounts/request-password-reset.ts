import { randomInt } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { passwordResetCodes } from "@/models";
import { hashPassword } from "@/lib/auth/password";
import { countResetRequest } from "@/lib/auth/throttle";
import { getDb } from "@/lib/db/client";
import { composeMail } from "@/lib/mail/layout";
import { sendMail } from "@/lib/mail/send-mail";
import { findUserByEmail } from "./queries";

export const RESET_CODE_TTL_MS = 10 * 60 * 1000;
export const RESET_REQUESTED_MESSAGE =
  "If an account exists for this email, we have sent it a 6-digit code. The code expires in 10 minutes.";

export type RequestPasswordResetOptions = { email: string; ip: string };

/**
 * Emails a 6-digit code. The answer is the same whether or not the account exists; the mail
 * is sent after the answer is decided, so its latency does not tell either.
 */
export async function requestPasswordReset({ email, ip }: RequestPasswordResetOptions): Promise<{ message: string }> {
  // Every request counts (each one may send a mail), per account and per address, on limits of
  // their own: asking for codes never blocks the account's sign-in.
  await countResetRequest(email, ip);
  const db = await getDb();

  const code = randomInt(0, 1_000_000).toString().padStart(6, "0");
  const codeHash = await hashPassword(code);
  const user = await findUserByEmail(db, email);
  if (!user) return { message: RESET_REQUESTED_MESSAGE };

  await db.transaction(async (tx) => {
    // A new code replaces any earlier one.
    await tx
      .update(passwordResetCodes)
      .set({ consumedAt: new Date() })
      .where(and(eq(passwordResetCodes.userId, user.id), isNull(passwordResetCodes.consumedAt)));
    await tx
      .insert(passwordResetCodes)
      .values({ userId: user.id, codeHash, expiresAt: new Date(Date.now() + RESET_CODE_TTL_MS) });
  });

  void sendMail({
    to: user.email,
    // The code stays out of the subject, which the outbox and the logs keep.
    subject: "Your Exportly password reset code",
    sensitive: true,
    ...composeMail(
      [
        `Hello ${user.firstName},`,
        "Use this code to choose a new password for your Exportly account:",
        code,
        "It expires in 10 minutes. If you did not ask for it, you can ignore this email; your password stays as it is.",
      ],
      code,
    ),
  });
  return { message: RESET_REQUESTED_MESSAGE };
}
