import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as jwksRoute } from "@/app/.well-known/jwks.json/route";
import { POST as verifyRoute } from "@/app/api/envelopes/verify/route";
import { getKeyRing, resetKeyRing } from "@/lib/ebl/keys";
import type { VerificationReport } from "@/lib/ebl/contract";
import type { Jwks } from "@/lib/ebl/chain/format";
import { call, uniqueIp } from "@/test/http";
import { buildRandomBundle, type BuiltBundle, type TestKey } from "./build-bundle";
import { VERIFICATIONS_PER_MINUTE } from "@/lib/limits/limits";
import { MAX_VERIFY_BODY_BYTES, MAX_VERIFY_CHAIN_ENTRIES } from "./verification-cost";

const keysDir = fs.mkdtempSync(path.join(os.tmpdir(), "exportly-ebl-keys-"));
let previousKeysDir: string | undefined;
let platformKey: TestKey;
let signedHere: BuiltBundle;

beforeAll(async () => {
  previousKeysDir = process.env.EBL_KEYS_DIR;
  process.env.EBL_KEYS_DIR = keysDir;
  resetKeyRing();
  const ring = await getKeyRing();
  platformKey = { signer: ring.signer, publicJwk: ring.jwks.keys[0]! };
  signedHere = await buildRandomBundle(10, { key: platformKey, seed: 3 });
});

afterAll(() => {
  if (previousKeysDir === undefined) delete process.env.EBL_KEYS_DIR;
  else process.env.EBL_KEYS_DIR = previousKeysDir;
  resetKeyRing();
  fs.rmSync(keysDir, { recursive: true, force: true });
});

type Answer = VerificationReport & { code?: string; message?: string };
const verify = (json: unknown, ip = uniqueIp()) =>
  call<Answer>(verifyRoute, { method: "POST", path: "/api/envelopes/verify", json, ip });

describe("GET /.well-known/jwks.json", () => {
  it("publishes the platform's public signing keys, cacheable for five minutes", async () => {
    const res = await call<Jwks>(jwksRoute, { path: "/.well-known/jwks.json" });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=300");
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    expect(res.body.keys).toEqual([platformKey.publicJwk]);
    expect(res.body.keys[0]).toEqual({
      kty: "OKP",
      crv: "Ed25519",
      x: expect.any(String),
      kid: platformKey.signer.kid,
      alg: "EdDSA",
      use: "sig",
    });
    expect(JSON.stringify(res.body)).not.toMatch(/"d"/);
  });
});

describe("POST /api/envelopes/verify", () => {
  it("verifies a bundle signed here: valid, and its key trusted", async () => {
    const res = await verify(signedHere.bundle);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.body.valid).toBe(true);
    expect(res.body.checks.map((check) => [check.id, check.ok])).toEqual(
      ["bundle", "keys", "signatures", "links", "document", "issuance", "manifest", "rules", "times", "trusted"].map(
        (id) => [id, true],
      ),
    );
    expect(res.body.keys).toEqual([{ kid: platformKey.signer.kid, alg: "EdDSA", trusted: true }]);
    expect(res.body.entries).toHaveLength(10);
  });

  it("answers 200 with the reasons for a bundle that does not verify", async () => {
    const tampered = structuredClone(signedHere.bundle);
    (tampered.transportDocument as { transportDocumentReference: string }).transportDocumentReference = "BALU000000000";
    const res = await verify(tampered);
    expect(res.status).toBe(200);
    expect(res.body.valid).toBe(false);
    expect(res.body.checks.filter((check) => !check.ok).map((check) => check.id)).toEqual([
      "document",
      "issuance",
      "manifest",
    ]);
  });

  it("a genuine bundle signed elsewhere: intact, but its key is not this platform's", async () => {
    const elsewhere = await buildRandomBundle(4, { seed: 8 });
    const res = await verify(elsewhere.bundle);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ valid: false, integrity: true, origin: "untrusted" });
    expect(res.body.checks.filter((check) => !check.ok)).toEqual([
      expect.objectContaining({
        id: "trusted",
        detail: expect.stringContaining("not among this platform's published keys"),
      }),
    ]);
    expect(res.body.keys).toEqual([{ kid: elsewhere.key.signer.kid, alg: "EdDSA", trusted: false }]);
  });

  it("keeps every member it was sent: an added one is reported, not silently dropped", async () => {
    const res = await verify({ ...signedHere.bundle, note: "added" });
    expect(res.status).toBe(200);
    expect(res.body.checks.find((check) => check.id === "bundle")).toMatchObject({
      ok: false,
      detail: expect.stringContaining('"note"'),
    });
  });

  it("400 for a body that is not a bundle at all", async () => {
    for (const body of [
      {},
      [],
      "bundle",
      42,
      { transportDocument: {} },
      { ...signedHere.bundle, envelopeTransferChain: "x" },
      { ...signedHere.bundle, exportlyKeys: [] },
    ]) {
      const res = await verify(body);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(res.body.code).toBe("validation_failed");
      expect(res.body.message).toEqual(expect.any(String));
    }
    const notJson = await call(verifyRoute, {
      method: "POST",
      path: "/api/envelopes/verify",
      body: "{not json",
      headers: { "content-type": "application/json" },
    });
    expect(notJson.status).toBe(400);
    expect(notJson.body.code).toBe("invalid_json");
    const text = await call(verifyRoute, {
      method: "POST",
      path: "/api/envelopes/verify",
      body: signedHere.text,
      headers: { "content-type": "text/plain" },
    });
    expect(text.status).toBe(415);
  });

  it("413 over the 2 MB body limit, declared or streamed, before anything is verified", async () => {
    const padded = JSON.stringify({
      ...signedHere.bundle,
      transportDocument: { ...signedHere.bundle.transportDocument, padding: "x".repeat(MAX_VERIFY_BODY_BYTES) },
    });
    const declared = await call(verifyRoute, {
      method: "POST",
      path: "/api/envelopes/verify",
      body: padded,
      headers: { "content-type": "application/json", "content-length": String(Buffer.byteLength(padded)) },
    });
    expect(declared.status).toBe(413);
    expect(declared.body).toEqual({ code: "payload_too_large", message: "The request is larger than the 2 MB limit." });
    // Without a Content-Length (chunked): the reader stops at 2 MB.
    const bytes = new TextEncoder().encode(padded);
    const streamed = await call(verifyRoute, {
      method: "POST",
      path: "/api/envelopes/verify",
      body: new ReadableStream<Uint8Array>({
        start(controller) {
          for (let at = 0; at < bytes.length; at += 64 * 1024) controller.enqueue(bytes.slice(at, at + 64 * 1024));
          controller.close();
        },
      }),
      headers: { "content-type": "application/json" },
    });
    expect(streamed.status).toBe(413);
    // Just under the limit is verified (and answers that the padded document no longer matches).
    const fits = await verify({
      ...signedHere.bundle,
      transportDocument: {
        ...signedHere.bundle.transportDocument,
        padding: "x".repeat(MAX_VERIFY_BODY_BYTES - 64 * 1024),
      },
    });
    expect(fits.status).toBe(200);
    expect(fits.body.integrity).toBe(false);
  });

  it(`413 for a chain of more than ${MAX_VERIFY_CHAIN_ENTRIES} entries, counted on the address's limit`, async () => {
    const ip = uniqueIp();
    const long = {
      ...signedHere.bundle,
      // Tiny made-up entries: the body stays far under 2 MB, so only the entry cap applies.
      envelopeTransferChain: Array.from({ length: MAX_VERIFY_CHAIN_ENTRIES + 1 }, (_, i) => `e${i}`),
    };
    const res = await verify(long, ip);
    expect(res.status).toBe(413);
    expect(res.body.code).toBe("payload_too_large");
    expect(res.body.message).toBe(
      "The bundle's chain has 2,001 entries; this endpoint verifies at most 2,000. Verify it offline with npx exportly-verify.",
    );
    // Exactly the cap is verified (and its made-up entries are reported as not signatures).
    const atCap = await verify({ ...long, envelopeTransferChain: long.envelopeTransferChain.slice(1) }, ip);
    expect(atCap.status).toBe(200);
    expect(atCap.body.valid).toBe(false);
    // Both requests used a point of the per-address limit: 28 more are answered, then 429.
    const small = (await buildRandomBundle(1, { key: platformKey })).bundle;
    const remaining: number[] = [];
    for (let i = 0; i < VERIFICATIONS_PER_MINUTE; i++) {
      const status = (await verify(small, ip)).status;
      remaining.push(status);
      if (status === 429) break;
    }
    expect(remaining.filter((status) => status === 200)).toHaveLength(VERIFICATIONS_PER_MINUTE - 2);
    expect(remaining.at(-1)).toBe(429);
  });

  it(`throttles one address after ${VERIFICATIONS_PER_MINUTE} a minute, with Retry-After; others are unaffected`, async () => {
    const ip = uniqueIp();
    const small = (await buildRandomBundle(1, { key: platformKey })).bundle;
    for (let i = 0; i < VERIFICATIONS_PER_MINUTE; i++) expect((await verify(small, ip)).status).toBe(200);
    const refused = await verify(small, ip);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(refused.body.code).toBe("rate_limited");
    expect((await verify(small)).status).toBe(200);
  });
});
