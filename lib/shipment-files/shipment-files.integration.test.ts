import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it } from "vitest";
import { DELETE as deleteFile, GET as downloadFile } from "@/app/api/document/[id]/route";
import { POST as uploadFile } from "@/app/api/document/route";
import { GET as listFiles } from "@/app/api/document/shipment/[id]/route";
import { getDb } from "@/lib/db/client";
import { consumeLimit } from "@/lib/limits/limiter";
import { UPLOADS_PER_MINUTE } from "@/lib/limits/limits";
import { auditLog, files, shipments } from "@/models";
import { call, uniqueIp } from "@/test/http";
import { multipart, SAMPLE_EXE, SAMPLE_PDF, SAMPLE_PNG } from "@/test/multipart";
import { registerTestUser, type TestUser } from "@/test/accounts";
import { BLOB_STORE_DRIVERS, withBlobStore } from "@/test/blob-stores";

/** The whole suite once per blob store driver: the local directory and S3 (a real s3rver). */
describe.each(BLOB_STORE_DRIVERS)("shipment files on the %s blob store", (driver) => {
  const blobs = withBlobStore(driver, "shipment-files");
  let alice: TestUser;
  let bob: TestUser;
  let aliceShipment: string;
  let bobShipment: string;

  const sha = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

  async function newShipment(ownerId: string, reference: string): Promise<string> {
    const db = await getDb();
    const [row] = await db.insert(shipments).values({ ownerId, reference }).returning({ id: shipments.id });
    return row!.id;
  }

  beforeAll(async () => {
    alice = await registerTestUser();
    bob = await registerTestUser();
    aliceShipment = await newShipment(alice.id, "EXP-2026-001");
    bobShipment = await newShipment(bob.id, "BOB-1");
  });

  async function upload(
    user: TestUser | null,
    fields: Record<string, string>,
    file?: { bytes: Buffer; name: string },
    options: { declareLength?: boolean } = {},
  ) {
    const { body, headers } = await multipart(fields, file, options);
    return call(uploadFile, { method: "POST", token: user?.token, body, headers, path: "/api/document" });
  }

  /** Downloads need the raw bytes, not JSON. */
  async function download(user: TestUser, id: string, qs = "") {
    const request = new NextRequest(new URL(`/api/document/${id}${qs}`, "http://localhost:3000"), {
      headers: { authorization: `Bearer ${user.token}`, "x-forwarded-for": uniqueIp() },
    });
    const response = await downloadFile(request, { params: Promise.resolve({ id }) });
    return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
  }

  const list = (user: TestUser, shipmentId: string) =>
    call(listFiles, { token: user.token, params: { id: shipmentId } });
  const remove = (user: TestUser, id: string) =>
    call(deleteFile, { method: "DELETE", token: user.token, params: { id } });

  describe("POST /api/document", () => {
    it("stores a PDF (201), records its SHA-256 and audits the upload", async () => {
      const res = await upload(
        alice,
        { shipment_id: aliceShipment, documentType: "commercial_invoice" },
        { bytes: SAMPLE_PDF, name: "Invoice 001.pdf" },
      );
      expect(res.status).toBe(201);
      expect(res.body.document).toEqual({
        id: expect.any(String),
        shipmentId: aliceShipment,
        documentType: "commercial_invoice",
        filename: "Invoice 001.pdf",
        contentType: "application/pdf",
        size: SAMPLE_PDF.length,
        sha256: sha(SAMPLE_PDF),
        createdAt: expect.any(String),
      });
      expect(await blobs.has(sha(SAMPLE_PDF))).toBe(true);
      const db = await getDb();
      const audit = await db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, res.body.document.id), eq(auditLog.action, "shipment_file.uploaded")));
      expect(audit).toHaveLength(1);
      expect(audit[0]!.data).toMatchObject({
        shipmentId: aliceShipment,
        sha256: sha(SAMPLE_PDF),
        size: SAMPLE_PDF.length,
      });
    });

    it("accepts a PNG, decided by content whatever the name says", async () => {
      const res = await upload(alice, { shipment_id: aliceShipment }, { bytes: SAMPLE_PNG, name: "photo.pdf" });
      expect(res.status).toBe(201);
      expect(res.body.document).toMatchObject({
        contentType: "image/png",
        filename: "photo.pdf",
        documentType: null,
        size: SAMPLE_PNG.length,
      });
    });

    it("refuses an .exe renamed .pdf with 415 and records nothing", async () => {
      const res = await upload(alice, { shipment_id: aliceShipment }, { bytes: SAMPLE_EXE, name: "invoice.pdf" });
      expect(res.status).toBe(415);
      expect(res.body).toMatchObject({
        code: "unsupported_media_type",
        message: expect.stringContaining("Upload a PDF, PNG, JPEG or WebP file"),
      });
      const db = await getDb();
      expect(
        await db
          .select()
          .from(files)
          .where(eq(files.sha256, sha(SAMPLE_EXE))),
      ).toEqual([]);
      expect(await blobs.has(sha(SAMPLE_EXE))).toBe(false);
    });

    it("refuses an 11 MB file with 413, streamed or declared, and records nothing", async () => {
      const big = Buffer.concat([SAMPLE_PDF, Buffer.alloc(11 * 1024 * 1024, 0x20)]);
      const streamed = await upload(alice, { shipment_id: aliceShipment }, { bytes: big, name: "big.pdf" });
      expect(streamed.status).toBe(413);
      expect(streamed.body.code).toBe("payload_too_large");
      const declared = await upload(
        alice,
        { shipment_id: aliceShipment },
        { bytes: big, name: "big.pdf" },
        { declareLength: true },
      );
      expect(declared.status).toBe(413);
      const db = await getDb();
      expect(await db.select().from(files).where(eq(files.filename, "big.pdf"))).toEqual([]);
      expect(await blobs.has(sha(big))).toBe(false);
    });

    it.each([
      ["a missing shipment_id", () => ({}), "shipment_id", "shipment_id is required."],
      [
        "a malformed shipment_id",
        () => ({ shipment_id: "42" }),
        "shipment_id",
        "shipment_id must be a shipment's id (a UUID).",
      ],
      [
        "a 65-character documentType",
        () => ({ shipment_id: aliceShipment, documentType: "x".repeat(65) }),
        "documentType",
        "documentType must be at most 64 characters.",
      ],
    ])(
      "answers 400 for %s and records nothing, leaving no bytes in the store",
      async (_label, fields, path, message) => {
        const before = await blobs.objects();
        const bytes = Buffer.concat([SAMPLE_PDF, Buffer.from(`% refused for ${path} on ${driver}\n`)]);
        const res = await upload(alice, fields(), { bytes, name: "refused.pdf" });
        expect(res.status).toBe(400);
        expect(res.body.issues).toContainEqual({ path, message });
        const db = await getDb();
        expect(await db.select().from(files).where(eq(files.filename, "refused.pdf"))).toEqual([]);
        expect(await blobs.objects()).toEqual(before);
      },
    );

    it("accepts a file of exactly 10 MB, streamed or with its Content-Length, and refuses one byte more with 413", async () => {
      const shipment = await newShipment(alice.id, "EXACT-10MB");
      const exact = Buffer.concat([SAMPLE_PDF, Buffer.alloc(10 * 1024 * 1024 - SAMPLE_PDF.length, 0x20)]);
      const streamed = await upload(alice, { shipment_id: shipment }, { bytes: exact, name: "exact.pdf" });
      expect(streamed.status).toBe(201);
      expect(streamed.body.document.size).toBe(10 * 1024 * 1024);
      const declared = await upload(
        alice,
        { shipment_id: shipment },
        { bytes: exact, name: "exact.pdf" },
        { declareLength: true },
      );
      expect(declared.status).toBe(201);
      const over = Buffer.concat([exact, Buffer.from("\n")]);
      for (const declareLength of [false, true]) {
        const res = await upload(
          alice,
          { shipment_id: shipment },
          { bytes: over, name: "over.pdf" },
          { declareLength },
        );
        expect(res.status).toBe(413);
        expect(res.body.message).toMatch(/10 MB/);
      }
      expect(await blobs.has(sha(over))).toBe(false);
    });

    it("keeps a UTF-8 name as UTF-8, in the answer and in the download's Content-Disposition, without bidi controls", async () => {
      const named = Buffer.concat([SAMPLE_PDF, Buffer.from(`% a UTF-8 name on ${driver}\n`)]);
      const res = await upload(
        alice,
        { shipment_id: await newShipment(alice.id, "UTF8-NAME") },
        { bytes: named, name: "résumé\u202E.pdf" },
      );
      expect(res.status).toBe(201);
      expect(res.body.document.filename).toBe("résumé.pdf");
      const got = await download(alice, res.body.document.id);
      expect(got.headers.get("content-disposition")).toBe(
        `attachment; filename="r?sum?.pdf"; filename*=UTF-8''r%C3%A9sum%C3%A9.pdf`,
      );
    });

    it("answers 413 with the account's usage when the upload would exceed its storage quota, and keeps no bytes", async () => {
      const erin = await registerTestUser();
      const shipment = await newShipment(erin.id, "ERIN-1");
      const previous = process.env.STORAGE_QUOTA_BYTES;
      const first = Buffer.concat([SAMPLE_PDF, Buffer.from(`% within quota on ${driver}\n`)]);
      process.env.STORAGE_QUOTA_BYTES = String(first.length + 10);
      try {
        expect((await upload(erin, { shipment_id: shipment }, { bytes: first, name: "fits.pdf" })).status).toBe(201);
        const before = await blobs.objects();
        const more = Buffer.concat([SAMPLE_PDF, Buffer.from(`% over quota on ${driver}\n`)]);
        const res = await upload(erin, { shipment_id: shipment }, { bytes: more, name: "more.pdf" });
        expect(res.status).toBe(413);
        expect(res.body).toMatchObject({
          code: "storage_quota_exceeded",
          message:
            `Storage quota reached: ${first.length} bytes of ${first.length + 10} bytes used, ` +
            `and this file needs ${more.length} bytes. Delete files you no longer need.`,
        });
        expect(await blobs.objects()).toEqual(before);

        // A full account is refused before its body is read.
        process.env.STORAGE_QUOTA_BYTES = String(first.length);
        const { body, headers } = await multipart({ shipment_id: shipment }, { bytes: more, name: "more.pdf" });
        let pulled = 0;
        const counted = body.pipeThrough(
          new TransformStream<Uint8Array, Uint8Array>({
            transform(chunk, controller) {
              pulled += chunk.byteLength;
              controller.enqueue(chunk);
            },
          }),
        );
        const full = await call(uploadFile, {
          method: "POST",
          token: erin.token,
          body: counted,
          headers,
          path: "/api/document",
        });
        expect(full.status).toBe(413);
        expect(full.body.message).toBe(
          `Storage quota reached: ${first.length} bytes of ${first.length} bytes used. Delete files you no longer need.`,
        );
        expect(pulled).toBe(0);
      } finally {
        if (previous === undefined) delete process.env.STORAGE_QUOTA_BYTES;
        else process.env.STORAGE_QUOTA_BYTES = previous;
      }
    });

    it("answers 400 without a file, 415 for a JSON body and 401 without credentials", async () => {
      const noFile = await upload(alice, { shipment_id: aliceShipment });
      expect(noFile.status).toBe(400);
      expect(noFile.body.issues).toEqual([{ path: "file", message: "Choose a file to upload." }]);
      const json = await call(uploadFile, { method: "POST", token: alice.token, json: { shipment_id: aliceShipment } });
      expect(json.status).toBe(415);
      expect((await upload(null, { shipment_id: aliceShipment }, { bytes: SAMPLE_PDF, name: "a.pdf" })).status).toBe(
        401,
      );
    });

    it("checks the uploads-a-minute limit before reading the body", async () => {
      const frank = await registerTestUser();
      const shipment = await newShipment(frank.id, "FRANK-1");
      await consumeLimit("upload", frank.id, { points: UPLOADS_PER_MINUTE });
      const { body, headers } = await multipart({ shipment_id: shipment }, { bytes: SAMPLE_PDF, name: "unread.pdf" });
      let pulled = 0;
      const counted = body.pipeThrough(
        new TransformStream<Uint8Array, Uint8Array>({
          transform(chunk, controller) {
            pulled += chunk.byteLength;
            controller.enqueue(chunk);
          },
        }),
      );
      const res = await call(uploadFile, {
        method: "POST",
        token: frank.token,
        body: counted,
        headers,
        path: "/api/document",
      });
      expect(res.status).toBe(429);
      expect(pulled).toBe(0);
    });

    it(`answers 429 with Retry-After over ${UPLOADS_PER_MINUTE} uploads a minute per account, and keeps no bytes`, async () => {
      const carol = await registerTestUser();
      const shipment = await newShipment(carol.id, "CAROL-1");
      await consumeLimit("upload", carol.id, { points: UPLOADS_PER_MINUTE });
      const extra = Buffer.concat([SAMPLE_PDF, Buffer.from(`% one upload too many on ${driver}\n`)]);
      const res = await upload(carol, { shipment_id: shipment }, { bytes: extra, name: "extra.pdf" });
      expect(res.status).toBe(429);
      expect(res.body).toMatchObject({ code: "rate_limited", message: expect.stringContaining("uploads a minute") });
      expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(Number(res.headers.get("retry-after"))).toBeLessThanOrEqual(60);
      const db = await getDb();
      expect(
        await db
          .select()
          .from(files)
          .where(eq(files.sha256, sha(extra))),
      ).toEqual([]);
      expect(await blobs.has(sha(extra))).toBe(false);
      // Another account is not affected.
      const dave = await registerTestUser();
      const daveShipment = await newShipment(dave.id, "DAVE-1");
      expect((await upload(dave, { shipment_id: daveShipment }, { bytes: extra, name: "extra.pdf" })).status).toBe(201);
    });

    it("answers 404 for another user's shipment and an unknown one, and keeps no bytes", async () => {
      const lonely = Buffer.concat([SAMPLE_PDF, Buffer.from("% only bob's attempt\n")]);
      const res = await upload(bob, { shipment_id: aliceShipment }, { bytes: lonely, name: "sneaky.pdf" });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ code: "not_found", message: "Shipment not found." });
      expect(
        (await upload(alice, { shipment_id: "00000000-0000-4000-8000-000000000000" }, { bytes: lonely, name: "x.pdf" }))
          .status,
      ).toBe(404);
      const db = await getDb();
      expect(
        await db
          .select()
          .from(files)
          .where(eq(files.sha256, sha(lonely))),
      ).toEqual([]);
      expect(await blobs.has(sha(lonely))).toBe(false);
    });
  });

  describe("GET /api/document/shipment/{id}", () => {
    it("lists the shipment's files newest first", async () => {
      const res = await list(alice, aliceShipment);
      expect(res.status).toBe(200);
      expect(res.body.documents.map((d: { filename: string }) => d.filename)).toEqual(["photo.pdf", "Invoice 001.pdf"]);
    });

    it("answers 404 for another user's shipment, an unknown one and a malformed id", async () => {
      const res = await list(bob, aliceShipment);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe("Shipment not found.");
      expect((await list(alice, "00000000-0000-4000-8000-000000000000")).status).toBe(404);
      expect((await list(alice, "nope")).status).toBe(404);
      expect((await list(bob, bobShipment)).body).toEqual({ documents: [] });
    });
  });

  describe("GET /api/document/{id}", () => {
    it("downloads the exact bytes with the right headers", async () => {
      const [pdf, png] = (await list(alice, aliceShipment)).body.documents.slice().reverse();
      const res = await download(alice, pdf.id);
      expect(res.status).toBe(200);
      expect(res.bytes.equals(SAMPLE_PDF)).toBe(true);
      expect(res.headers.get("content-type")).toBe("application/pdf");
      expect(res.headers.get("content-length")).toBe(String(SAMPLE_PDF.length));
      expect(res.headers.get("content-disposition")).toBe('attachment; filename="Invoice 001.pdf"');
      expect(res.headers.get("cache-control")).toBe("private, no-store");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");

      const image = await download(alice, png.id, "?inline=1");
      expect(image.bytes.equals(SAMPLE_PNG)).toBe(true);
      expect(image.headers.get("content-type")).toBe("image/png");
      expect(image.headers.get("content-disposition")).toBe('inline; filename="photo.pdf"');
    });

    it("answers 404 for another user's file and an unknown id", async () => {
      const [doc] = (await list(alice, aliceShipment)).body.documents;
      const res = await download(bob, doc.id);
      expect(res.status).toBe(404);
      expect(JSON.parse(res.bytes.toString())).toEqual({ code: "not_found", message: "File not found." });
      expect((await download(alice, "00000000-0000-4000-8000-000000000000")).status).toBe(404);
    });

    it("answers 404 for a file that belongs to no shipment (the user's own business documents)", async () => {
      const db = await getDb();
      const [kyc] = await db
        .insert(files)
        .values({
          ownerId: alice.id,
          shipmentId: null,
          documentType: "gst_certificate",
          filename: "gst.pdf",
          contentType: "application/pdf",
          size: SAMPLE_PDF.length,
          sha256: sha(SAMPLE_PDF),
        })
        .returning();
      expect((await download(alice, kyc!.id)).status).toBe(404);
      expect((await remove(alice, kyc!.id)).status).toBe(404);
      await db.delete(files).where(eq(files.id, kyc!.id));
    });

    it("answers 400 for a bad inline flag", async () => {
      const [doc] = (await list(alice, aliceShipment)).body.documents;
      expect((await download(alice, doc.id, "?inline=maybe")).status).toBe(400);
    });
  });

  describe("DELETE /api/document/{id}", () => {
    it("answers 404 for another user's file and keeps it", async () => {
      const [doc] = (await list(alice, aliceShipment)).body.documents;
      const res = await remove(bob, doc.id);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe("File not found.");
      expect((await download(alice, doc.id)).status).toBe(200);
    });

    it("deletes a file (audited); shared bytes stay until the last file naming them goes", async () => {
      const second = await newShipment(alice.id, "EXP-2026-002");
      const copy = (await upload(alice, { shipment_id: second }, { bytes: SAMPLE_PDF, name: "copy.pdf" })).body
        .document;
      const original = (await list(alice, aliceShipment)).body.documents.find(
        (d: { filename: string }) => d.filename === "Invoice 001.pdf",
      );
      expect(copy.sha256).toBe(original.sha256);

      expect((await remove(alice, copy.id)).status).toBe(204);
      expect(await blobs.has(copy.sha256)).toBe(true);
      expect((await download(alice, original.id)).bytes.equals(SAMPLE_PDF)).toBe(true);

      expect((await remove(alice, original.id)).status).toBe(204);
      expect(await blobs.has(original.sha256)).toBe(false);
      expect((await remove(alice, original.id)).status).toBe(404);
      expect((await download(alice, original.id)).status).toBe(404);

      const db = await getDb();
      const audit = await db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.actorId, alice.id), eq(auditLog.action, "shipment_file.deleted")));
      expect(audit.map((a) => a.entityId).sort()).toEqual([copy.id, original.id].sort());
      expect((await list(alice, aliceShipment)).body.documents.map((d: { filename: string }) => d.filename)).toEqual([
        "photo.pdf",
      ]);
    });
  });
});
