import { createHash, randomBytes } from "node:crypto";

/** Personal API tokens carry this prefix so a credential names the table it lives in. */
export const API_TOKEN_PREFIX = "exp_";

/** 32 random bytes, base64url (docs/architecture.md §4). */
export function generateToken(prefix = ""): string {
  return prefix + randomBytes(32).toString("base64url");
}

/**
 * Tokens are looked up by their SHA-256, never compared as plain text: the database holds no
 * usable credential, and the lookup is an index probe on the hash, so its timing says nothing
 * about how much of a guessed token was right.
 */
export function sha256Hex(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}
