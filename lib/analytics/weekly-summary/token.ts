import { createHmac, timingSafeEqual } from "node:crypto";
import type { DbOrTx } from "@/lib/db/client";
import { replySecrets } from "@/lib/support/mail/reply-token";

/**
 * The token of the weekly summary's one-click unsubscribe link (RFC 8058): the user id and an
 * HMAC-SHA256 of it, cut to 128 bits, both base64url. Signed with the app's mail secret (the one
 * support's reply addresses use: `SUPPORT_REPLY_SECRET`, else the key made once in the database),
 * under its own label so a token of one kind is never valid as the other. It does not expire: an
 * old mail's link must keep working, and all it can do is change that one user's subscription.
 */
const LABEL = "exportly-weekly-summary-unsubscribe";
const MAC_BYTES = 16;
const ID_CHARS = 22; // 16 bytes in base64url
const MAC_CHARS = 22;

function mac(secret: Buffer, userId: string): Buffer {
  return createHmac("sha256", secret).update(`${LABEL}\0${userId.toLowerCase()}`).digest().subarray(0, MAC_BYTES);
}

const uuidOf = (bytes: Buffer) => {
  const hex = bytes.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

/** The token for `userId`, signed with the first (current) secret. */
export async function signUnsubscribeToken(db: DbOrTx, userId: string): Promise<string> {
  const [secret] = await replySecrets(db);
  const id = Buffer.from(userId.replaceAll("-", ""), "hex").toString("base64url");
  return id + mac(secret!, userId).toString("base64url");
}

/** The user id a token was signed for, or null when it is malformed or its MAC matches none of the secrets. */
export async function verifyUnsubscribeToken(db: DbOrTx, token: string): Promise<string | null> {
  if (token.length !== ID_CHARS + MAC_CHARS || !/^[A-Za-z0-9_-]+$/.test(token)) return null;
  const idBytes = Buffer.from(token.slice(0, ID_CHARS), "base64url");
  const tag = Buffer.from(token.slice(ID_CHARS), "base64url");
  if (idBytes.length !== 16 || tag.length !== MAC_BYTES) return null;
  // base64url of 16 bytes leaves 4 spare bits in its last character: only the canonical spelling is ours.
  if (idBytes.toString("base64url") !== token.slice(0, ID_CHARS)) return null;
  if (tag.toString("base64url") !== token.slice(ID_CHARS)) return null;
  const userId = uuidOf(idBytes);
  let ok = false;
  for (const secret of await replySecrets(db)) {
    if (timingSafeEqual(mac(secret, userId), tag)) ok = true;
  }
  return ok ? userId : null;
}
