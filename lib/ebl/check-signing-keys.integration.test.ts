import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { envelopeEntries, envelopes } from "@/models";
import { registerTestUser } from "@/test/accounts";
import { signJson } from "./chain/sign";
import { assertSigningKeysCoverChain } from "./check-signing-keys";
import { getKeyRing, MissingSigningKeyError, resetKeyRing } from "./keys";

const keysDir = fs.mkdtempSync(path.join(os.tmpdir(), "exportly-ebl-keys-"));
const emptyDir = fs.mkdtempSync(path.join(os.tmpdir(), "exportly-ebl-nokeys-"));
let previousKeysDir: string | undefined;

beforeAll(() => {
  previousKeysDir = process.env.EBL_KEYS_DIR;
  process.env.EBL_KEYS_DIR = keysDir;
  resetKeyRing();
});

afterAll(() => {
  if (previousKeysDir === undefined) delete process.env.EBL_KEYS_DIR;
  else process.env.EBL_KEYS_DIR = previousKeysDir;
  resetKeyRing();
  fs.rmSync(keysDir, { recursive: true, force: true });
  fs.rmSync(emptyDir, { recursive: true, force: true });
});

/** One chain entry signed with the platform's key, stored as an issue would store it. */
async function storeSignedEntry(): Promise<string> {
  const user = await registerTestUser({ role: "shipping_line" });
  const ring = await getKeyRing();
  const db = await getDb();
  const [envelope] = await db
    .insert(envelopes)
    .values({ transportDocument: {}, createdBy: user.id, issuerId: user.id, shipperId: user.id })
    .returning();
  const signedContent = await signJson({ actionCode: "ISSUE" }, ring.signer);
  await db.insert(envelopeEntries).values({
    envelopeId: envelope!.id,
    sequence: 1,
    checksum: `test-${envelope!.id}`,
    signedContent,
    actionCode: "ISSUE",
    actorId: user.id,
  });
  return ring.signer.kid;
}

describe("start-up check of the eBL signing keys", () => {
  it("passes on an empty chain, and when every key that signed an entry is configured", async () => {
    await expect(assertSigningKeysCoverChain(await getDb())).resolves.toBeUndefined();
    await storeSignedEntry();
    await expect(assertSigningKeysCoverChain(await getDb())).resolves.toBeUndefined();
  });

  it("refuses with a clear message, and creates no key, when the key that signed the chain is gone", async () => {
    const kid = await storeSignedEntry();
    process.env.EBL_KEYS_DIR = emptyDir;
    resetKeyRing();
    try {
      const error = await assertSigningKeysCoverChain(await getDb()).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(MissingSigningKeyError);
      expect((error as MissingSigningKeyError).missingKids).toEqual([kid]);
      expect((error as Error).message).toContain(kid);
      expect((error as Error).message).toMatch(/Refusing to start/);
      expect((error as Error).message).toContain(emptyDir);
      expect(fs.readdirSync(emptyDir)).toEqual([]);
      // The same with keys from the environment that do not include it.
      process.env.EBL_SIGNING_KEYS = JSON.stringify([]);
      await expect(assertSigningKeysCoverChain(await getDb())).rejects.toBeInstanceOf(MissingSigningKeyError);
    } finally {
      delete process.env.EBL_SIGNING_KEYS;
      process.env.EBL_KEYS_DIR = keysDir;
      resetKeyRing();
    }
  });
});
