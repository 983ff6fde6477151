import { clearLimit, consumeLimit, refundLimit } from "@/lib/limits/limiter";

/** The limits that count password and code checks, per account and per client address (docs/architecture.md §4). */
export type AttemptLimit = "signIn" | "resetCode" | "resetRequest";

const attemptKeys = (email: string, ip: string) => ({
  account: `account:${email.trim().toLowerCase()}`,
  address: `ip:${ip}`,
});

/**
 * Counts an attempt before it is checked (docs/limits.md): the 429 comes from the counter itself,
 * atomically, so a parallel burst gets exactly the limit's number of checks. The attempt stays
 * counted when it fails; `forgiveAttempt` takes it back when it succeeds.
 */
export async function countAttempt(limit: AttemptLimit, email: string, ip: string): Promise<void> {
  const keys = attemptKeys(email, ip);
  await consumeLimit(limit, [keys.address, keys.account]);
}

/**
 * A successful check: the account starts afresh, and the address gets its point back, so people
 * signing in from one office address do not use up each other's attempts.
 */
export async function forgiveAttempt(limit: AttemptLimit, email: string, ip: string): Promise<void> {
  const keys = attemptKeys(email, ip);
  await Promise.all([clearLimit(limit, keys.account), refundLimit(limit, keys.address)]);
}

/** Forgets an account's count (after a password reset, its failed sign-ins no longer matter). */
export async function clearAccountAttempts(limit: AttemptLimit, email: string): Promise<void> {
  await clearLimit(limit, attemptKeys(email, "").account);
}
