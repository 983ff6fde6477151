import { NextRequest } from "next/server";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { DELETE as deleteFile, GET as downloadFile } from "@/app/api/document/[id]/route";
import { POST as uploadShipmentFile } from "@/app/api/document/route";
import { GET as downloadBusinessDocument } from "@/app/api/pdfdocs/[id]/route";
import { POST as uploadBusinessDocument } from "@/app/api/pdfdocs/route";
import { POST as createShipment } from "@/app/api/shipments/route";
import { PUT as share } from "@/app/api/shipments/share-users/route";
import { sweepOrphanBlobs } from "@/lib/jobs/sweep-orphan-blobs";
import { getDb } from "@/lib/db/client";
import { clearLimit } from "@/lib/limits/limiter";
import { files } from "@/models";
import { registerTestUser, type TestUser } from "@/test/accounts";
import { withBlobStore } from "@/test/blob-stores";
import { call } from "@/test/http";
import { multipart, SAMPLE_PDF } from "@/test/multipart";

const onPostgres = !!process.env.TEST_DATABASE_URL;
const ROUNDS = 200;

/**
 * Refused uploads racing accepted uploads of the same bytes must never take those bytes away.
 * PostgreSQL only: PGlite is one connection in one process, so its transactions run one after
 * another and the interleavings this test is about cannot happen there.
 */
describe.skipIf(!onPostgres)(`refused and accepted uploads of the same bytes, ${ROUNDS} rounds (PostgreSQL)`, () => {
  withBlobStore("local", "blob-race");
  let owner: TestUser;
  let stranger: TestUser;
  let editSharee: TestUser;
  let shipmentId: string;

  beforeAll(async () => {
    [owner, stranger, editSharee] = await Promise.all([registerTestUser(), registerTestUser(), registerTestUser()]);
    const created = await call(createShipment, {
      method: "POST",
      token: owner.token,
      json: { reference: "RACE-1", templates: ["commercial_invoice"] },
    });
    expect(created.status).toBe(201);
    shipmentId = created.body.shipment.id;
    const shared = await call(share, {
      method: "PUT",
      token: owner.token,
      json: { shipmentId, email: editSharee.email, forms: [{ name: "commercial_invoice", access: "edit" }] },
    });
    expect(shared.status).toBe(200);
  });

  const sendShipmentFile = async (user: TestUser, bytes: Buffer, name: string) =>
    call(uploadShipmentFile, {
      method: "POST",
      token: user.token,
      ...(await multipart({ shipment_id: shipmentId, documentType: "commercial_invoice" }, { bytes, name })),
    });
  const sendBusinessDocument = async (user: TestUser, uid: string, documentType: string, bytes: Buffer) =>
    call(uploadBusinessDocument, {
      method: "POST",
      token: user.token,
      ...(await multipart({ uid, documentType }, { bytes, name: "doc.pdf" })),
    });

  async function downloaded(handler: typeof downloadFile, path: string, id: string, user: TestUser) {
    const response = await handler(
      new NextRequest(`http://localhost${path}/${id}`, { headers: { authorization: `Bearer ${user.token}` } }),
      { params: Promise.resolve({ id }) },
    );
    return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) };
  }

  it("loses no accepted file's bytes", { timeout: 600_000 }, async () => {
    const accepted: { id: string; bytes: Buffer; kind: "shipment" | "business"; user: TestUser }[] = [];
    let sweeps = 0;
    for (let round = 0; round < ROUNDS; round++) {
      // The uploads-a-minute limit is not what this test is about.
      await Promise.all([owner, stranger, editSharee].map((user) => clearLimit("upload", user.id)));
      const bytes = Buffer.concat([SAMPLE_PDF, Buffer.from(`% round ${round} ${Math.random()}\n`)]);
      const racers = [
        // Accepted: the owner's shipment file, and the stranger's own business document.
        sendShipmentFile(owner, bytes, `round-${round}.pdf`),
        sendBusinessDocument(stranger, stranger.id, "address_proof", bytes),
        // Refused: a stranger (404), an edit sharee (403, uploads are the owner's), a uid that is
        // not the caller's (404), and a PDF as a company logo (415).
        sendShipmentFile(stranger, bytes, "stranger.pdf"),
        sendShipmentFile(editSharee, bytes, "sharee.pdf"),
        sendBusinessDocument(stranger, owner.id, "address_proof", bytes),
        sendBusinessDocument(owner, owner.id, "company_logo", bytes),
      ] as const;
      // Every tenth round the orphan sweep runs alongside, told that every blob is old.
      const sweep = round % 10 === 5 ? sweepOrphanBlobs(new Date(Date.now() + 2 * 60 * 60 * 1000)) : null;
      const [ownerFile, ownDocument, strangerFile, shareeFile, foreignUid, pdfAsLogo] = await Promise.all(racers);
      if (sweep) {
        await sweep;
        sweeps++;
      }
      expect(
        [ownerFile, ownDocument, strangerFile, shareeFile, foreignUid, pdfAsLogo].map((r) => r.status),
        `round ${round}`,
      ).toEqual([201, 201, 404, 403, 404, 415]);
      accepted.push({ id: ownerFile.body.document.id, bytes, kind: "shipment", user: owner });
      accepted.push({ id: ownDocument.body.document.id, bytes, kind: "business", user: stranger });
    }
    expect(sweeps).toBe(ROUNDS / 10);

    const lost: string[] = [];
    for (const file of accepted) {
      const { status, bytes } =
        file.kind === "shipment"
          ? await downloaded(downloadFile, "/api/document", file.id, file.user)
          : await downloaded(downloadBusinessDocument, "/api/pdfdocs", file.id, file.user);
      if (status !== 200 || !bytes.equals(file.bytes)) lost.push(`${file.kind} ${file.id}: ${status}`);
    }
    expect(lost).toEqual([]);
    expect(accepted).toHaveLength(2 * ROUNDS);
  });

  it("locks a file's row only after the access check: a stranger's delete is not held up by the owner's lock", async () => {
    const bytes = Buffer.concat([SAMPLE_PDF, Buffer.from("% locked by its owner\n")]);
    await clearLimit("upload", owner.id);
    // A shipment of its own: the race above filled the first one to its 200 files.
    const other = await call(createShipment, { method: "POST", token: owner.token, json: { reference: "LOCK-1" } });
    const uploaded = await call(uploadShipmentFile, {
      method: "POST",
      token: owner.token,
      ...(await multipart({ shipment_id: other.body.shipment.id }, { bytes, name: "locked.pdf" })),
    });
    expect(uploaded.status).toBe(201);
    const fileId: string = uploaded.body.document.id;
    const db = await getDb();
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    // The owner's transaction holds the row (as a delete in progress does) until released.
    const holder = db.transaction(async (tx) => {
      await tx.select().from(files).where(eq(files.id, fileId)).for("update");
      locked();
      await released;
    });
    await isLocked;
    try {
      // Before, the stranger's delete waited for the owner's lock (and then held one itself).
      const answer = await Promise.race([
        call(deleteFile, { method: "DELETE", token: stranger.token, params: { id: fileId } }),
        new Promise<"blocked">((resolve) => setTimeout(() => resolve("blocked"), 3000)),
      ]);
      expect(answer === "blocked" ? answer : answer.status).toBe(404);
    } finally {
      release();
      await holder;
    }
    expect((await downloaded(downloadFile, "/api/document", fileId, owner)).status).toBe(200);
  });
});
