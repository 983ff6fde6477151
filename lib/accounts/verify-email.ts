import { and, desc, eq, gt, isNull, lt, sql } from "drizzle-orm";
import { emailConfirmations, users, type EmailConfirmationRow } from "@/models";
import type { Actor } from "@/lib/auth/actor";
import { writeAudit } from "@/lib/audit/write-audit";
import { verifyAgainstDummy, verifyPassword } from "@/lib/auth/password";
import { sha256Hex } from "@/lib/auth/tokens";
import { getDb } from "@/lib/db/client";
import { isUniqueViolation } from "@/lib/db/errors";
import { AppError } from "@/lib/contract/errors";
import { attachPending } from "@/lib/invitations/attach-pending";
import { consumeLimit } from "@/lib/limits/limiter";
import { toUserDto } from "./dto";
import { MAX_CONFIRMATION_CODE_ATTEMPTS } from "./email-confirmations";
import type { UserDto } from "./schemas";

export type VerifyEmailOptions = { actor: Actor | null; code?: string; token?: string; now?: Date };
export type VerifiedEmail = { user: UserDto; shares: number; connections: number };

export const INVALID_CONFIRMATION = "Invalid or expired code.";
const INVALID_LINK = "This confirmation link is not valid or has expired. Sign in and ask for a new one.";

/**
 * Proves an address (POST /api/auth/verify-email): the 6-digit code from the confirmation mail
 * (signed in: the code is short, so it is tried only against the caller's own confirmation, at
 * most 5 times per code and 10 per 15 minutes per account), or the token from its link (no
 * sign-in needed: 32 random bytes prove the mail was read). The address becomes the account's
 * (an email change applies now), and every share and network invitation waiting on it attaches.
 */
export async function verifyEmail({
  actor,
  code,
  token,
  now = new Date(),
}: VerifyEmailOptions): Promise<VerifiedEmail> {
  const db = await getDb();
  let confirmation: EmailConfirmationRow;
  if (code !== undefined) {
    if (!actor) throw new AppError("unauthorized", "Sign in to confirm your email address with a code.");
    await consumeLimit("emailConfirmationCode", `account:${actor.userId}`);
    const refuse = () =>
      new AppError("invalid_code", INVALID_CONFIRMATION, { issues: [{ path: "code", message: INVALID_CONFIRMATION }] });
    const [latest] = await db
      .select()
      .from(emailConfirmations)
      .where(
        and(
          eq(emailConfirmations.userId, actor.userId),
          eq(emailConfirmations.purpose, "confirm"),
          isNull(emailConfirmations.consumedAt),
          gt(emailConfirmations.codeExpiresAt, now),
        ),
      )
      .orderBy(desc(emailConfirmations.createdAt))
      .limit(1);
    // The try is counted before the check, atomically, so parallel guesses cannot exceed the limit.
    const [counted] = latest
      ? await db
          .update(emailConfirmations)
          .set({ attempts: sql`${emailConfirmations.attempts} + 1` })
          .where(
            and(eq(emailConfirmations.id, latest.id), lt(emailConfirmations.attempts, MAX_CONFIRMATION_CODE_ATTEMPTS)),
          )
          .returning({ id: emailConfirmations.id })
      : [];
    if (!latest?.codeHash || !counted) {
      await verifyAgainstDummy(code);
      throw refuse();
    }
    if (!(await verifyPassword(latest.codeHash, code))) throw refuse();
    confirmation = latest;
  } else if (token !== undefined) {
    const [row] = await db
      .select()
      .from(emailConfirmations)
      .where(
        and(
          eq(emailConfirmations.tokenHash, sha256Hex(token)),
          eq(emailConfirmations.purpose, "confirm"),
          isNull(emailConfirmations.consumedAt),
          gt(emailConfirmations.expiresAt, now),
        ),
      );
    if (!row) throw new AppError("not_found", INVALID_LINK);
    confirmation = row;
  } else {
    throw new AppError("validation_failed", "Send either code or token.");
  }

  try {
    return await db.transaction(async (tx) => {
      const [consumed] = await tx
        .update(emailConfirmations)
        .set({ consumedAt: now })
        .where(and(eq(emailConfirmations.id, confirmation.id), isNull(emailConfirmations.consumedAt)))
        .returning({ id: emailConfirmations.id });
      if (!consumed) throw new AppError("not_found", INVALID_LINK);
      const [before] = await tx.select().from(users).where(eq(users.id, confirmation.userId)).for("update");
      if (!before) throw new AppError("not_found", INVALID_LINK);
      const changed = before.email !== confirmation.email;
      const [user] = await tx
        .update(users)
        .set({ email: confirmation.email, emailVerifiedAt: now, updatedAt: now })
        .where(eq(users.id, before.id))
        .returning();
      const attached = await attachPending(tx, before.id, confirmation.email, now);
      await writeAudit(tx, {
        actorId: actor?.userId ?? before.id,
        action: changed ? "user.email_changed" : "user.email_verified",
        entityType: "user",
        entityId: before.id,
        data: {
          ...(changed ? { from: before.email, to: confirmation.email } : { email: confirmation.email }),
          shares: attached.shares,
          connections: attached.connections,
        },
      });
      return { user: toUserDto(user!), shares: attached.shares.length, connections: attached.connections.length };
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError("email_taken", "Another account took this address meanwhile. Choose another one.");
    throw error;
  }
}
