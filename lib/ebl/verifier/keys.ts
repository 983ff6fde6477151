import { calculateJwkThumbprint } from "jose";
import type { PublicJwk } from "../chain/format";
import { decodeBase64url } from "./base64url";

/**
 * The public keys a bundle carries, checked strictly: every member of a JWK is accounted for, so
 * no byte of the key set can change without the verifier noticing. A key's `kid` must be its
 * RFC 7638 thumbprint, which binds the id to the key material.
 */
export type VerifierKey = { kid: string; alg: "EdDSA" | "PS256"; cryptoKey: CryptoKey };

const MEMBERS: Record<string, { required: string[]; alg: VerifierKey["alg"] }> = {
  OKP: { required: ["kty", "crv", "x", "kid", "alg"], alg: "EdDSA" },
  RSA: { required: ["kty", "n", "e", "kid", "alg"], alg: "PS256" },
};
const PRIVATE_MEMBERS = ["d", "p", "q", "dp", "dq", "qi", "oth", "k"];
/** RFC 7518 §6.3: the modulus of an RSA signing key has at least 2048 bits. */
const MIN_RSA_MODULUS_BYTES = 256;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Why `jwk` is not an acceptable public signing key, or null when it is. */
export async function keyProblem(jwk: unknown): Promise<string | null> {
  if (!isRecord(jwk)) return "is not a JSON object";
  const kid = typeof jwk.kid === "string" ? jwk.kid : "(no kid)";
  const members = typeof jwk.kty === "string" ? MEMBERS[jwk.kty] : undefined;
  if (!members) return `${kid}: kty must be OKP (Ed25519) or RSA (PS256)`;
  const privateMember = PRIVATE_MEMBERS.find((member) => member in jwk);
  if (privateMember) return `${kid}: carries the private member "${privateMember}"`;
  for (const member of members.required)
    if (typeof jwk[member] !== "string") return `${kid}: ${member} is missing or not a string`;
  const allowed = new Set([...members.required, "use"]);
  const extra = Object.keys(jwk).find((member) => !allowed.has(member));
  if (extra) return `${kid}: unexpected member "${extra}"`;
  if ("use" in jwk && jwk.use !== "sig") return `${kid}: use must be "sig"`;
  if (jwk.alg !== members.alg) return `${kid}: alg must be ${members.alg} for a ${jwk.kty} key`;
  if (jwk.kty === "OKP") {
    if (jwk.crv !== "Ed25519") return `${kid}: crv must be Ed25519`;
    if (decodeBase64url(jwk.x as string)?.length !== 32) return `${kid}: x is not a 32-byte base64url value`;
  } else {
    const modulus = decodeBase64url(jwk.n as string);
    const exponent = decodeBase64url(jwk.e as string);
    if (!modulus || modulus[0] === 0 || modulus.length < MIN_RSA_MODULUS_BYTES)
      return `${kid}: n is not a canonical modulus of at least 2048 bits`;
    if (!exponent || exponent.length === 0 || exponent[0] === 0) return `${kid}: e is not a canonical exponent`;
  }
  const thumbprint = await calculateJwkThumbprint(jwk as PublicJwk);
  if (thumbprint !== jwk.kid) return `${kid}: kid is not the key's RFC 7638 thumbprint (${thumbprint})`;
  return null;
}

/** Imports a checked key once, for verification only (WebCrypto: Node, browsers, the CLI). */
export async function importVerifierKey(jwk: PublicJwk): Promise<VerifierKey> {
  const alg = jwk.alg as VerifierKey["alg"];
  const cryptoKey =
    alg === "EdDSA"
      ? await globalThis.crypto.subtle.importKey(
          "jwk",
          { kty: "OKP", crv: "Ed25519", x: jwk.x },
          { name: "Ed25519" },
          false,
          ["verify"],
        )
      : await globalThis.crypto.subtle.importKey(
          "jwk",
          { kty: "RSA", n: jwk.n, e: jwk.e },
          { name: "RSA-PSS", hash: "SHA-256" },
          false,
          ["verify"],
        );
  return { kid: jwk.kid, alg, cryptoKey };
}

/** The RFC 7638 thumbprints of a key set given as trusted; keys that are not valid public keys are ignored. */
export async function trustedThumbprints(keys: unknown): Promise<Set<string>> {
  const list = isRecord(keys) && Array.isArray(keys.keys) ? keys.keys : [];
  const thumbprints = await Promise.all(
    list.map(async (jwk) => ((await keyProblem(jwk)) === null ? (jwk as PublicJwk).kid : null)),
  );
  return new Set(thumbprints.filter((kid): kid is string => kid !== null));
}
