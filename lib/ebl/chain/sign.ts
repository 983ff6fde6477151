import { CompactSign } from "jose";
import type { SigningKey } from "../keys";
import { canonicalJson } from "./checksum";

/**
 * A compact JWS over the RFC 8785 form of `payload`, with the key's id in the header. The
 * algorithm is the key's (EdDSA or PS256): callers never name one.
 */
export function signJson(payload: unknown, key: SigningKey): Promise<string> {
  return new CompactSign(new TextEncoder().encode(canonicalJson(payload)))
    .setProtectedHeader({ alg: key.alg, kid: key.kid })
    .sign(key.privateKey);
}
