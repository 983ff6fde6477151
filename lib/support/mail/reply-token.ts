import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import { getDb, type Db, type DbOrTx } from "@/lib/db/client";
import { supportMailKeys } from "@/models";

/**
 * Reply addresses of support mail (docs/support.md, "Email both ways"):
 * `support+<token>@<SUPPORT_INBOUND_DOMAIN>`, where the token is the ticket id and an HMAC-SHA256
 * over (ticket id, the user the mail was sent to), cut to 80 bits. The listener accepts a
 * recipient only when the MAC recomputed with the ticket's own user matches, so a token cannot be
 * invented, moved to another ticket, or used for another user's ticket.
 *
 * Lower-case base32 (RFC 4648 alphabet), because mail systems may change the case of a local
 * part: the token survives that, and decodes case-insensitively. 26 characters of ticket id and
 * 16 of MAC: `support+` and the token make 50 characters, within the 64 a local part may have
 * (RFC 5321 §4.5.3.1.1). 80 bits is far beyond what guessing over SMTP can reach.
 */
export const REPLY_LOCAL_PART = "support";
const ID_CHARS = 26;
const MAC_BYTES = 10;
const MAC_CHARS = 16;
export const TOKEN_CHARS = ID_CHARS + MAC_CHARS;

const ALPHABET = "abcdefghijklmnopqrstuvwxyz234567";

// Node has no base32 codec and no installed package offers one; the codec is 20 lines.
function base32Encode(bytes: Buffer): string {
  let out = "";
  let bits = 0;
  let value = 0;
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

function base32Decode(text: string): Buffer | null {
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of text.toLowerCase()) {
    const index = ALPHABET.indexOf(char);
    if (index < 0) return null;
    value = ((value << 5) | index) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

const uuidBytes = (uuid: string) => Buffer.from(uuid.replaceAll("-", ""), "hex");
const bytesUuid = (bytes: Buffer) => {
  const hex = bytes.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

function mac(secret: Buffer, ticketId: string, userId: string): Buffer {
  return createHmac("sha256", secret)
    .update(`exportly-support-reply\0${ticketId.toLowerCase()}\0${userId.toLowerCase()}`)
    .digest()
    .subarray(0, MAC_BYTES);
}

/** The token for one ticket and the user its mail goes to, signed with `secret`. */
export function signReplyToken(secret: Buffer, ticketId: string, userId: string): string {
  return base32Encode(uuidBytes(ticketId)) + base32Encode(mac(secret, ticketId, userId));
}

/** The ticket id a token names and its MAC, or null when the token is not even well formed. */
export function readReplyToken(token: string): { ticketId: string; mac: Buffer } | null {
  if (token.length !== TOKEN_CHARS) return null;
  const id = base32Decode(token.slice(0, ID_CHARS));
  const tag = base32Decode(token.slice(ID_CHARS));
  if (!id || id.length !== 16 || !tag || tag.length !== MAC_BYTES) return null;
  // The last character carries 2 bits of padding: a token that differs there is not ours.
  if (base32Encode(id) !== token.slice(0, ID_CHARS).toLowerCase()) return null;
  if (base32Encode(tag) !== token.slice(ID_CHARS).toLowerCase()) return null;
  return { ticketId: bytesUuid(id), mac: tag };
}

/** Whether `tag` is the MAC of (ticket, user) under any of the secrets, compared in constant time. */
export function replyMacMatches(secrets: Buffer[], ticketId: string, userId: string, tag: Buffer): boolean {
  let ok = false;
  for (const secret of secrets) {
    const expected = mac(secret, ticketId, userId);
    if (expected.length === tag.length && timingSafeEqual(expected, tag)) ok = true;
  }
  return ok;
}

export const replyAddress = (token: string, domain: string) => `${REPLY_LOCAL_PART}+${token}@${domain.toLowerCase()}`;

/**
 * The token of a reply address on `domain` (`support+<token>@domain`, letter case ignored), or
 * null for any other address.
 */
export function tokenOfAddress(address: string, domain: string): string | null {
  const at = address.lastIndexOf("@");
  if (at < 0) return null;
  const local = address.slice(0, at).toLowerCase();
  if (address.slice(at + 1).toLowerCase() !== domain.toLowerCase()) return null;
  const prefix = `${REPLY_LOCAL_PART}+`;
  if (!local.startsWith(prefix)) return null;
  const token = local.slice(prefix.length);
  return token.length === TOKEN_CHARS ? token : null;
}

/** The inbound domain when set (SUPPORT_INBOUND_DOMAIN), lower-cased; without it mail carries no reply address. */
export function inboundDomain(): string | null {
  const domain = process.env.SUPPORT_INBOUND_DOMAIN?.trim().toLowerCase();
  return domain ? domain : null;
}

const MIN_SECRET_CHARS = 32;

/**
 * The secrets reply tokens are checked with; the first signs. `SUPPORT_REPLY_SECRET` (comma
 * separated, each at least 32 characters: put a new one first to rotate, keep the old one while
 * its mail may still be answered) or else a random key kept in `support_mail_keys`, made once.
 * `db` may be the caller's transaction (on PGlite a read beside it would wait for it to end).
 */
export async function replySecrets(db: DbOrTx): Promise<Buffer[]> {
  const fromEnv = process.env.SUPPORT_REPLY_SECRET?.trim();
  if (fromEnv) {
    const secrets = fromEnv.split(",").map((s) => s.trim());
    if (secrets.some((s) => s.length < MIN_SECRET_CHARS))
      throw new Error(`SUPPORT_REPLY_SECRET: each secret must be at least ${MIN_SECRET_CHARS} characters`);
    return secrets.map((s) => Buffer.from(s, "utf8"));
  }
  const handle = await getDb();
  const cached = storedSecrets.get(handle);
  if (cached) return [cached];
  // Two processes may get here first at once: the row whose insert wins is the key of both.
  const created = await db
    .insert(supportMailKeys)
    .values({ id: 1, secret: randomBytes(32).toString("base64url") })
    .onConflictDoNothing()
    .returning();
  const [row] = created.length ? created : await db.select().from(supportMailKeys).where(eq(supportMailKeys.id, 1));
  const secret = Buffer.from(row!.secret, "utf8");
  // A key made in this transaction is remembered only once committed (read again next time):
  // a rollback would otherwise leave this process signing with a key no one else has.
  if (!created.length) storedSecrets.set(handle, secret);
  return [secret];
}

// One lookup per database handle: the key never changes once made.
const storedSecrets = new WeakMap<Db, Buffer>();
