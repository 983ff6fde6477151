import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { getBlobStore, LocalBlobStore, setBlobStore, type BlobStore } from "@/lib/storage/blob-store";
import { files, invitations, passwordResetCodes, sessions } from "@/models";
import { registerTestUser } from "@/test/accounts";
import { purgeExpired } from "./purge-expired";
import { sweepOrphanBlobs } from "./sweep-orphan-blobs";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

describe("blobs.sweep", () => {
  let root: string;
  let previous: BlobStore;
  beforeAll(() => {
    previous = getBlobStore();
    root = fs.mkdtempSync(path.join(os.tmpdir(), "exportly-sweep-"));
    setBlobStore(new LocalBlobStore(root));
  });
  afterAll(() => {
    setBlobStore(previous);
    fs.rmSync(root, { recursive: true, force: true });
  });

  const put = async (text: string, ageMs: number) => {
    const blob = await getBlobStore().put(Readable.from([Buffer.from(text)]));
    const when = new Date(Date.now() - ageMs);
    fs.utimesSync(path.join(root, blob.sha256.slice(0, 2), blob.sha256), when, when);
    return blob.sha256;
  };
  const stored = (sha256: string) => fs.existsSync(path.join(root, sha256.slice(0, 2), sha256));

  it("removes bytes older than an hour that no row names, and keeps named or recent ones", async () => {
    const user = await registerTestUser();
    const orphan = await put("nobody names these bytes", 2 * HOUR);
    const named = await put("a file row names these bytes", 2 * HOUR);
    const recent = await put("an upload whose row is not committed yet", 5 * 60 * 1000);
    const db = await getDb();
    await db.insert(files).values({
      ownerId: user.id,
      filename: "invoice.pdf",
      contentType: "application/pdf",
      size: 28,
      sha256: named,
    });
    expect(await sweepOrphanBlobs()).toEqual({ checked: 2, removed: 1, stagedRemoved: 0 });
    expect(stored(orphan)).toBe(false);
    expect(stored(named)).toBe(true);
    expect(stored(recent)).toBe(true);
  });

  it("removes staged uploads a crash left behind, and keeps ones still streaming", async () => {
    // What a process killed mid-upload leaves: a staged file that never became a blob.
    const crashed = await getBlobStore().stage(Readable.from([Buffer.from("cut off by a crash")]));
    const live = await getBlobStore().stage(Readable.from([Buffer.from("still being received")]));
    const tmpDir = path.join(root, ".tmp");
    const [crashedName] = fs.readdirSync(tmpDir).filter((name) => {
      const text = fs.readFileSync(path.join(tmpDir, name), "utf8");
      return text === "cut off by a crash";
    });
    const when = new Date(Date.now() - 2 * HOUR);
    fs.utimesSync(path.join(tmpDir, crashedName!), when, when);
    const result = await sweepOrphanBlobs();
    expect(result.stagedRemoved).toBe(1);
    expect(fs.readdirSync(tmpDir).map((name) => fs.readFileSync(path.join(tmpDir, name), "utf8"))).toEqual([
      "still being received",
    ]);
    expect(stored(crashed.sha256)).toBe(false);
    await live.discard();
    expect(fs.readdirSync(tmpDir)).toEqual([]);
  });
});

describe("auth.purge-expired", () => {
  it("deletes ended sessions, old reset codes and long-expired invitations, and keeps live ones", async () => {
    const user = await registerTestUser();
    const db = await getDb();
    const now = Date.now();
    await db.insert(sessions).values([
      { id: "purge-expired", userId: user.id, expiresAt: new Date(now - HOUR) },
      { id: "purge-idle", userId: user.id, expiresAt: new Date(now + DAY), lastUsedAt: new Date(now - 8 * DAY) },
      { id: "purge-live", userId: user.id, expiresAt: new Date(now + DAY) },
    ]);
    const codes = await db
      .insert(passwordResetCodes)
      .values([
        { userId: user.id, codeHash: "old", expiresAt: new Date(now - 2 * DAY) },
        { userId: user.id, codeHash: "used", expiresAt: new Date(now), consumedAt: new Date(now - 2 * DAY) },
        { userId: user.id, codeHash: "fresh", expiresAt: new Date(now + 10 * 60 * 1000) },
      ])
      .returning({ id: passwordResetCodes.id, codeHash: passwordResetCodes.codeHash });
    await db.insert(invitations).values([
      { email: "old@example.com", tokenHash: "purge-old", invitedBy: user.id, expiresAt: new Date(now - 31 * DAY) },
      { email: "new@example.com", tokenHash: "purge-new", invitedBy: user.id, expiresAt: new Date(now - DAY) },
    ]);

    const purged = await purgeExpired();
    expect(purged).toMatchObject({ passwordResetCodes: 2, invitations: 1 });
    expect(purged.sessions).toBeGreaterThanOrEqual(2);

    const leftSessions = await db
      .select({ id: sessions.id })
      .from(sessions)
      .where(inArray(sessions.id, ["purge-expired", "purge-idle", "purge-live"]));
    expect(leftSessions).toEqual([{ id: "purge-live" }]);
    const leftCodes = await db
      .select({ codeHash: passwordResetCodes.codeHash })
      .from(passwordResetCodes)
      .where(
        inArray(
          passwordResetCodes.id,
          codes.map((c) => c.id),
        ),
      );
    expect(leftCodes).toEqual([{ codeHash: "fresh" }]);
    const leftInvitations = await db
      .select({ tokenHash: invitations.tokenHash })
      .from(invitations)
      .where(eq(invitations.invitedBy, user.id));
    expect(leftInvitations).toEqual([{ tokenHash: "purge-new" }]);
    // The user's own session from registration is live and stays.
    expect((await db.select().from(sessions).where(eq(sessions.userId, user.id))).length).toBe(2);
  });
});
