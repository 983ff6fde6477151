import { randomInt } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { emailConfirmations, type UserRow } from "@/models";
import { hashPassword } from "@/lib/auth/password";
import { generateToken, sha256Hex } from "@/lib/auth/tokens";
import type { DbOrTx } from "@/lib/db/client";
import { composeMail } from "@/lib/mail/layout";
import { sendMail } from "@/lib/mail/send-mail";
import { siteUrl } from "@/lib/site/metadata";

const HOUR = 3600 * 1000;
/** The link in a confirmation mail works this long; the code in it only CONFIRMATION_CODE_TTL_MS. */
export const CONFIRMATION_LINK_TTL_MS = 24 * HOUR;
/** A 6-digit code is short, so it lives briefly and allows few tries (with the per-account limit). */
export const CONFIRMATION_CODE_TTL_MS = 30 * 60 * 1000;
export const MAX_CONFIRMATION_CODE_ATTEMPTS = 5;
/** The old address of an email change can undo it this long. */
export const UNDO_CHANGE_TTL_MS = 7 * 24 * HOUR;

export type NewConfirmation = { token: string; code: string };

/**
 * Writes a confirmation for `email` (the account's address, or the new one of a change) in the
 * caller's transaction, replacing any earlier one (only the newest code and link work). The mail
 * goes out after the commit: mailConfirmation.
 */
export async function createConfirmation(
  tx: DbOrTx,
  options: { userId: string; email: string; now: Date },
): Promise<NewConfirmation> {
  const token = generateToken();
  const code = randomInt(0, 1_000_000).toString().padStart(6, "0");
  const codeHash = await hashPassword(code);
  await tx
    .update(emailConfirmations)
    .set({ consumedAt: options.now })
    .where(
      and(
        eq(emailConfirmations.userId, options.userId),
        eq(emailConfirmations.purpose, "confirm"),
        isNull(emailConfirmations.consumedAt),
      ),
    );
  await tx.insert(emailConfirmations).values({
    userId: options.userId,
    purpose: "confirm",
    email: options.email.toLowerCase(),
    tokenHash: sha256Hex(token),
    codeHash,
    codeExpiresAt: new Date(options.now.getTime() + CONFIRMATION_CODE_TTL_MS),
    expiresAt: new Date(options.now.getTime() + CONFIRMATION_LINK_TTL_MS),
    createdAt: options.now,
  });
  return { token, code };
}

/**
 * The token rides in the fragment (`#token=`): browsers never send a fragment to the server, so it
 * stays out of access logs, first-party page views and Referer headers; the page reads it in the browser.
 */
export const confirmationUrl = (token: string) =>
  new URL(`/verify-email#token=${encodeURIComponent(token)}`, siteUrl()).toString();
export const undoChangeUrl = (token: string) =>
  new URL(`/undo-email-change#token=${encodeURIComponent(token)}`, siteUrl()).toString();

/** The confirmation mail: a link (opens a page that confirms on a button press) and a code for API clients. */
export async function mailConfirmation(
  user: Pick<UserRow, "firstName">,
  to: string,
  confirmation: NewConfirmation,
  change: boolean,
): Promise<void> {
  await sendMail({
    to,
    // No code in the subject: subjects are kept readable in the outbox and the logs.
    subject: change ? "Confirm your new Exportly email address" : "Confirm your Exportly email address",
    sensitive: true,
    ...composeMail(
      [
        `Hello ${user.firstName},`,
        change
          ? `Confirm that ${to} is your new Exportly email address. The change applies once you confirm.`
          : `Confirm that ${to} is your email address. Documents and invitations sent to this address reach your account once you confirm.`,
        `Open this link and press Confirm (it works for 24 hours): ${confirmationUrl(confirmation.token)}`,
        "Or enter this code (it works for 30 minutes):",
        confirmation.code,
        "If you did not ask for this, ignore this email: nothing changes until someone confirms.",
      ],
      confirmation.code,
    ),
  });
}

/** Writes the undo link for the old address of a change to `changedTo`. */
export async function createUndoChange(
  tx: DbOrTx,
  options: { userId: string; oldEmail: string; changedTo: string; now: Date },
): Promise<string> {
  const token = generateToken();
  await tx.insert(emailConfirmations).values({
    userId: options.userId,
    purpose: "undo_change",
    email: options.oldEmail.toLowerCase(),
    changedTo: options.changedTo.toLowerCase(),
    tokenHash: sha256Hex(token),
    expiresAt: new Date(options.now.getTime() + UNDO_CHANGE_TTL_MS),
    createdAt: options.now,
  });
  return token;
}

/** Tells the old address that a change to `changedTo` was asked for, with the undo link. */
export async function mailUndoChange(
  user: Pick<UserRow, "firstName">,
  oldEmail: string,
  changedTo: string,
  token: string,
): Promise<void> {
  await sendMail({
    to: oldEmail,
    subject: "Your Exportly email address is being changed",
    sensitive: true,
    ...composeMail([
      `Hello ${user.firstName},`,
      `Someone signed in to your Exportly account asked to change its email address to ${changedTo}. The change applies once that address is confirmed.`,
      `If this was not you, open this link within 7 days to keep (or get back) ${oldEmail} and sign out every session: ${undoChangeUrl(token)}`,
      "Then reset your password from the sign-in page and contact support.",
    ]),
  });
}
