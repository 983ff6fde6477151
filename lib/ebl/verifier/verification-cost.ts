/**
 * What one anonymous POST /api/envelopes/verify may cost. Verifying is CPU work per entry (a
 * signature, a hash, a replayed rule), so the body and the chain are capped, and each request is
 * counted per client address on the shared limiter (LIMITS.verification). Longer chains verify
 * offline with the same code (npx exportly-verify), where the caller pays for the CPU.
 *
 * Real chains are far inside both: a transfer a day for a half-year voyage is under 200 entries.
 * An exported entry is about 1.2 KB, so 2 MB holds about 1,600 of them with their document and
 * keys; the entry cap is what stops a body of many tiny made-up entries, each of which would
 * still cost a parse and a hash.
 */
export const MAX_VERIFY_BODY_BYTES = 2 * 1024 * 1024;
export const MAX_VERIFY_CHAIN_ENTRIES = 2_000;
