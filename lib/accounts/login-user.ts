import { verifyAgainstDummy, verifyPassword } from "@/lib/auth/password";
import { createSession, deleteExpiredSessions, type NewSession } from "@/lib/auth/session";
import { countSignInAttempt, recordSignInFailure, recordSignInSuccess } from "@/lib/auth/throttle";
import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/contract/errors";
import { toUserDto } from "./dto";
import { findUserByEmail } from "./queries";
import type { UserDto } from "./schemas";

export type LoginUserOptions = { email: string; password: string; ip: string; userAgent: string | null };

export const INVALID_LOGIN = "Invalid email or password.";

/**
 * Unknown email and wrong password take the same path and time (a dummy argon2 verification)
 * and answer the same message, and count alike. Every attempt is counted first, per account-and-address
 * pair and per address (docs/limits.md): the eleventh in 15 minutes from one pair answers 429, even
 * with the right password; an account failing from many addresses slows down for new addresses.
 */
export async function loginUser(options: LoginUserOptions): Promise<{ user: UserDto; session: NewSession }> {
  const db = await getDb();
  await countSignInAttempt(options.email, options.ip);
  const user = await findUserByEmail(db, options.email);
  const valid = user
    ? await verifyPassword(user.passwordHash, options.password)
    : await verifyAgainstDummy(options.password);
  if (!user || !valid) {
    await recordSignInFailure(options.email);
    throw new AppError("invalid_credentials", INVALID_LOGIN);
  }
  await recordSignInSuccess(options.email, options.ip);
  const session = await db.transaction(async (tx) => {
    await deleteExpiredSessions(tx, user.id);
    return createSession(tx, user.id, options.userAgent);
  });
  return { user: toUserDto(user), session };
}
