import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * The DCSA Track & Trace 2.2 notification signature: `Notification-Signature: sha256=<hex>` where
 * the hex is HMAC-SHA256 over the raw request body, keyed with the subscription's secret. The
 * secret travels as base64 (`format: byte` in the spec) and the key is its decoded bytes, as in
 * DCSA's reference implementation (DCSA-Event-Core).
 */
export const SIGNATURE_HEADER = "Notification-Signature";
export const MIN_SECRET_BYTES = 32;
export const MAX_SECRET_BYTES = 64;

/** A fresh secret: 32 random bytes, base64 (what we hand out and what we send to carriers). */
export const generateWebhookSecret = () => randomBytes(MIN_SECRET_BYTES).toString("base64");

/** The decoded key bytes of a base64 secret, or null when it is not base64 of 32–64 bytes. */
export function secretKeyBytes(secret: string): Buffer | null {
  const trimmed = secret.trim();
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(trimmed) || trimmed.length % 4 !== 0) return null;
  const bytes = Buffer.from(trimmed, "base64");
  return bytes.length >= MIN_SECRET_BYTES && bytes.length <= MAX_SECRET_BYTES ? bytes : null;
}

export function signBody(secret: string, body: Buffer | string): string {
  const key = secretKeyBytes(secret);
  if (!key) throw new Error("signBody: the secret is not base64 of 32–64 bytes");
  return `sha256=${createHmac("sha256", key).update(body).digest("hex")}`;
}

/**
 * Whether `header` is a valid signature of `body`. The comparison is constant-time over the
 * digest bytes (crypto.timingSafeEqual); a malformed header is compared against a dummy digest
 * so every refusal costs the same.
 */
export function verifySignature(secret: string, body: Buffer, header: string | null): boolean {
  const key = secretKeyBytes(secret);
  const expected = createHmac("sha256", key ?? Buffer.alloc(MIN_SECRET_BYTES))
    .update(body)
    .digest();
  const match = /^\s*sha256=([0-9a-fA-F]{64})\s*$/.exec(header ?? "");
  const given = match ? Buffer.from(match[1]!, "hex") : Buffer.alloc(expected.length);
  return timingSafeEqual(expected, given) && match !== null && key !== null;
}
