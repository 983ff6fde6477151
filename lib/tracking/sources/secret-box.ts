import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";

/**
 * Seals the secrets a carrier connection or an outbound subscription must keep in a usable form
 * (an HMAC key has to be read back to verify or sign; a carrier's API key has to be sent). Unlike
 * passwords and our own tokens they cannot be stored as hashes.
 *
 * With `TRACKING_SECRET_KEY` (base64 of 32 bytes) they are sealed with AES-256-GCM: a database
 * reader (a backup, a replica, a support query) learns nothing usable. Without it (the embedded
 * default, tests) they are stored marked `plain:`, and the docs say production sets the key.
 * Node's crypto is used directly: AES-GCM with a random 12-byte nonce is the textbook
 * construction and needs no library.
 */
const SEALED = "v1:";
const PLAIN = "plain:";

function key(): Buffer | null {
  const configured = process.env.TRACKING_SECRET_KEY?.trim();
  if (!configured) return null;
  const bytes = Buffer.from(configured, "base64");
  // A wrong-length key is still usable as key material: hash it to 32 bytes rather than refuse to run.
  return bytes.length === 32 ? bytes : createHash("sha256").update(configured).digest();
}

export function sealSecret(plain: string): string {
  const k = key();
  if (!k) return PLAIN + plain;
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", k, iv);
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return SEALED + Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64");
}

/** The plain secret; throws when a sealed value cannot be opened (the key changed). */
export function openSecret(stored: string): string {
  if (stored.startsWith(PLAIN)) return stored.slice(PLAIN.length);
  if (!stored.startsWith(SEALED)) throw new Error("openSecret: unknown secret format");
  const k = key();
  if (!k) throw new Error("openSecret: TRACKING_SECRET_KEY is not set but the secret is sealed");
  const raw = Buffer.from(stored.slice(SEALED.length), "base64");
  const decipher = createDecipheriv("aes-256-gcm", k, raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8");
}
