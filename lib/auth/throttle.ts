import {
  blockKey,
  clearLimit,
  consumeLimit,
  countHit,
  isMarked,
  markKey,
  refundLimit,
  refusal,
} from "@/lib/limits/limiter";
import { SIGN_IN_ACCOUNT_FREE_FAILURES, SIGN_IN_ACCOUNT_MAX_DELAY_SECONDS } from "@/lib/limits/limits";

/**
 * The throttles on password and code checks (docs/limits.md), after Auth0's brute-force and
 * suspicious-address protection:
 * - sign-in failures count per account-and-address pair (a typo costs its typist only, not the
 *   colleagues behind the same office address) and per address across accounts;
 * - failures on one account from any address slow that account down for addresses it has never
 *   signed in from, with a wait that doubles per failure up to 15 minutes: a flood from many
 *   addresses cannot guess on, yet never locks the owner out of their usual address.
 */
const account = (email: string) => `account:${email.trim().toLowerCase()}`;
const address = (ip: string) => `ip:${ip}`;
const pair = (email: string, ip: string) => `pair:${email.trim().toLowerCase()}|${ip}`;

/**
 * Counts a sign-in attempt before the password is checked, so a parallel burst gets exactly the
 * limit's number of checks: 429 when the pair or the address is over its limit, or when the
 * account is slowed down and this address never signed in to it. The same steps run whether the
 * account exists or not, so the answer and its timing say nothing about that.
 */
export async function countSignInAttempt(email: string, ip: string): Promise<void> {
  if (!(await isMarked("signInKnownAddress", pair(email, ip)))) {
    const wait = await refusal("signInAccountDelay", account(email));
    if (wait) throw wait;
  }
  await consumeLimit("signIn", pair(email, ip));
  await consumeLimit("signInAddress", address(ip)).catch(async (error: unknown) => {
    await refundLimit("signIn", pair(email, ip));
    throw error;
  });
}

/** The wait after the nth failure on an account: doubling from one second, capped, never a lock. */
export function accountDelaySeconds(failures: number): number {
  const over = failures - SIGN_IN_ACCOUNT_FREE_FAILURES;
  if (over <= 0) return 0;
  return Math.min(SIGN_IN_ACCOUNT_MAX_DELAY_SECONDS, 2 ** Math.min(over - 1, 20));
}

/**
 * A wrong password (or an unknown account): the pair and address keep their points, and the
 * account's count across addresses grows; above the free failures, addresses it never signed in
 * from must wait. (Check-then-set: a burst landing inside one wait may get a few extra checks,
 * each still counted against its pair and address.)
 */
export async function recordSignInFailure(email: string): Promise<void> {
  const failures = await countHit("signInAccount", account(email));
  const delay = accountDelaySeconds(failures);
  if (delay > 0) await blockKey("signInAccountDelay", account(email), delay);
}

/**
 * A successful sign-in: its pair starts afresh, the address gets its point back, and the address
 * is remembered as one this account uses. The account's failure count stays: the owner signing
 * in must not reset the slow-down an attacker elsewhere has earned.
 */
export async function recordSignInSuccess(email: string, ip: string): Promise<void> {
  await Promise.all([
    clearLimit("signIn", pair(email, ip)),
    refundLimit("signInAddress", address(ip)),
    markKey("signInKnownAddress", pair(email, ip)),
  ]);
}

/** After a password reset the account's failures no longer matter: they may be what led to it. */
export async function clearSignInFailures(email: string): Promise<void> {
  await Promise.all([clearLimit("signInAccount", account(email)), clearLimit("signInAccountDelay", account(email))]);
}

/**
 * A signed-in person re-typing their password (an email change): counted per account only, on a
 * limit of its own, so wrong passwords there never count toward the sign-in throttle of the
 * address they sit behind. A success clears the count.
 */
export async function countReauthentication(userId: string): Promise<void> {
  await consumeLimit("reauthenticate", `user:${userId}`);
}

export async function forgiveReauthentication(userId: string): Promise<void> {
  await clearLimit("reauthenticate", `user:${userId}`);
}

/** New accounts per client address (each registration answers whether an address is taken). */
export async function countRegistration(ip: string): Promise<void> {
  await consumeLimit("registration", address(ip));
}

/** Reset mails asked for, per account and per address; never touches the sign-in counters. */
export async function countResetRequest(email: string, ip: string): Promise<void> {
  await consumeLimit("resetRequest", account(email));
  await consumeLimit("resetRequestAddress", address(ip)).catch(async (error: unknown) => {
    await refundLimit("resetRequest", account(email));
    throw error;
  });
}

/**
 * Reset codes typed, per account and per address: counted before the check; a success takes the
 * attempt back (the account starts afresh, the address gets its point back).
 */
export async function countResetCodeAttempt(email: string, ip: string): Promise<void> {
  await consumeLimit("resetCode", [address(ip), account(email)]);
}

export async function forgiveResetCodeAttempt(email: string, ip: string): Promise<void> {
  await Promise.all([clearLimit("resetCode", account(email)), refundLimit("resetCode", address(ip))]);
}
