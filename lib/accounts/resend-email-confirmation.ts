import type { Actor } from "@/lib/auth/actor";
import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/contract/errors";
import { consumeLimit } from "@/lib/limits/limiter";
import { createConfirmation, mailConfirmation } from "./email-confirmations";
import { findPendingEmail } from "./pending-email";
import { getUserById } from "./queries";

export type ResendEmailConfirmationOptions = { actor: Actor; now?: Date };

/**
 * Mails a new confirmation (POST /api/auth/verify-email/resend): to the new address of a pending
 * email change, else to the account's address while it is unproven. The earlier code and link stop
 * working. At most 5 an hour per account (docs/limits.md): each one sends a mail.
 */
export async function resendEmailConfirmation({
  actor,
  now = new Date(),
}: ResendEmailConfirmationOptions): Promise<{ message: string }> {
  const db = await getDb();
  const user = await getUserById(db, actor.userId);
  const to = (await findPendingEmail(db, user, now)) ?? (user.emailVerifiedAt ? null : user.email);
  if (!to) throw new AppError("conflict", "Your email address is already confirmed.");
  await consumeLimit("emailConfirmationMail", `account:${user.id}`);
  const confirmation = await db.transaction((tx) => createConfirmation(tx, { userId: user.id, email: to, now }));
  await mailConfirmation(user, to, confirmation, to !== user.email);
  return { message: `We sent a new confirmation link and code to ${to}.` };
}
