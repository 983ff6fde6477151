import { linkSync, mkdirSync, readFileSync, renameSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, type JWK } from "jose";
import type { Jwks, PublicJwk } from "./chain/format";

/**
 * The platform's eBL signing keys. Production gives them by environment (`EBL_SIGNING_KEYS`: a
 * JSON array of private JWKs, the first one signs); the embedded default generates one on first
 * use and keeps it in `EBL_KEYS_DIR` (default ./data/keys). Rotation (`npm run ebl:rotate-key`)
 * puts a new key first and keeps the old ones, so entries they signed still verify: every key
 * stays in the JWKS. EdDSA (Ed25519) by default; PS256 (`EBL_SIGNING_ALG=PS256`) for PINT peers
 * whose conformance tooling signs with RSA.
 */
export const SIGNING_ALGS = ["EdDSA", "PS256"] as const;
export type SigningAlg = (typeof SIGNING_ALGS)[number];

type StoredKey = JWK & { kid: string; alg: SigningAlg; createdAt: string };
export type SigningKey = { kid: string; alg: SigningAlg; privateKey: CryptoKey };
export type KeyRing = { signer: SigningKey; jwks: Jwks };

const keysFile = () =>
  path.resolve(
    /* turbopackIgnore: true */ process.env.EBL_KEYS_DIR ?? path.join("data", "keys"),
    "ebl-signing-keys.json",
  );

export function signingAlgFromEnv(): SigningAlg {
  const alg = process.env.EBL_SIGNING_ALG ?? "EdDSA";
  if (!(SIGNING_ALGS as readonly string[]).includes(alg))
    throw new Error(`EBL_SIGNING_ALG must be one of ${SIGNING_ALGS.join(", ")}`);
  return alg as SigningAlg;
}

export async function generateStoredKey(alg: SigningAlg): Promise<StoredKey> {
  const { privateKey } = await generateKeyPair(alg, {
    extractable: true,
    ...(alg === "EdDSA" ? { crv: "Ed25519" } : {}),
  });
  const jwk = await exportJWK(privateKey);
  const kid = await calculateJwkThumbprint(jwk);
  return { ...jwk, kid, alg, createdAt: new Date().toISOString() };
}

function readStoredKeys(): StoredKey[] | null {
  try {
    return (JSON.parse(readFileSync(keysFile(), "utf8")) as { keys: StoredKey[] }).keys;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

/**
 * Writes atomically, readable by the owner only (these are private keys). `onlyIfAbsent` links
 * the finished file into place, which fails if another process created it first.
 */
export function writeStoredKeys(keys: StoredKey[], { onlyIfAbsent = false } = {}): void {
  const file = keysFile();
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify({ keys }, null, 2), { mode: 0o600 });
  if (!onlyIfAbsent) return renameSync(temporary, file);
  try {
    linkSync(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  } finally {
    unlinkSync(temporary);
  }
}

/** The ids of the keys configured now (environment or key file), without creating one. */
export function configuredKeyIds(): string[] {
  return configuredKeys().map((key) => key.kid);
}

function configuredKeys(): StoredKey[] {
  const fromEnv = process.env.EBL_SIGNING_KEYS;
  if (fromEnv) return JSON.parse(fromEnv) as StoredKey[];
  return readStoredKeys() ?? [];
}

async function loadStoredKeys(): Promise<StoredKey[]> {
  const configured = configuredKeys();
  if (process.env.EBL_SIGNING_KEYS || configured.length) return configured;
  const created = [await generateStoredKey(signingAlgFromEnv())];
  writeStoredKeys(created, { onlyIfAbsent: true });
  // Another process may have created the file first: what is on disk wins, so both sign alike.
  return readStoredKeys() ?? created;
}

/** Puts a new key first (it signs from now on) and keeps the others for verification. */
export async function rotateSigningKey(alg = signingAlgFromEnv()): Promise<string> {
  if (process.env.EBL_SIGNING_KEYS) throw new Error("Keys come from EBL_SIGNING_KEYS: rotate them there.");
  const key = await generateStoredKey(alg);
  writeStoredKeys([key, ...(readStoredKeys() ?? [])]);
  keyRing = undefined;
  return key.kid;
}

function publicPart(key: StoredKey): PublicJwk {
  const { kty, kid, alg, crv, x, n, e } = key;
  return Object.fromEntries(
    Object.entries({ kty, kid, alg, use: "sig", crv, x, n, e }).filter(([, v]) => v !== undefined),
  ) as PublicJwk;
}

async function buildKeyRing(): Promise<KeyRing> {
  const keys = await loadStoredKeys();
  const active = keys[0];
  if (!active) throw new Error("No eBL signing key");
  const privateKey = (await importJWK(active, active.alg)) as CryptoKey;
  return { signer: { kid: active.kid, alg: active.alg, privateKey }, jwks: { keys: keys.map(publicPart) } };
}

let keyRing: Promise<KeyRing> | undefined;

/** The process-wide key ring, loaded (or created) once. */
export function getKeyRing(): Promise<KeyRing> {
  keyRing ??= buildKeyRing().catch((error: unknown) => {
    keyRing = undefined;
    throw error;
  });
  return keyRing;
}

export class MissingSigningKeyError extends Error {
  constructor(readonly missingKids: string[]) {
    super(
      `eBL chain entries in the database were signed by ${missingKids.length === 1 ? "a key" : "keys"} this server does not have ` +
        `(kid ${missingKids.join(", ")}). Refusing to start: a new key would leave those eBLs unverifiable through ` +
        `/.well-known/jwks.json. Restore the key file (${keysFile()}) or EBL_SIGNING_KEYS from your backup, ` +
        "or point EBL_KEYS_DIR at the directory that holds it.",
    );
    this.name = "MissingSigningKeyError";
  }
}

/** Tests that point EBL_KEYS_DIR elsewhere call this to load again. */
export function resetKeyRing(): void {
  keyRing = undefined;
}
