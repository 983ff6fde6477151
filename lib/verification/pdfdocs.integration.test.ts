import { createHash } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as download } from "@/app/api/pdfdocs/[id]/route";
import { GET as list, POST as upload } from "@/app/api/pdfdocs/route";
import { getDb } from "@/lib/db/client";
import { files, shipments } from "@/models";
import { createTestAdmin, registerTestUser, type TestUser } from "@/test/accounts";
import { call } from "@/test/http";
import { multipart } from "@/test/multipart";
import { BLOB_STORE_DRIVERS, withBlobStore } from "@/test/blob-stores";
import { pdfBytes, PNG_BYTES } from "@/test/verification";

/** The whole suite once per blob store driver: the local directory and S3 (a real s3rver). */
describe.each(BLOB_STORE_DRIVERS)("business documents on the %s blob store", (driver) => {
  const blobs = withBlobStore(driver, "pdfdocs");

  let owner: TestUser;
  let stranger: TestUser;
  let admin: TestUser;
  beforeAll(async () => {
    [owner, stranger, admin] = await Promise.all([registerTestUser(), registerTestUser(), createTestAdmin()]);
  });

  const send = async (user: TestUser, fields: Record<string, string>, file?: { bytes: Buffer; name: string }) =>
    call(upload, { method: "POST", token: user.token, ...(await multipart(fields, file)) });

  /** Downloads through the route and returns the raw bytes. */
  async function fetchBytes(id: string, token?: string) {
    const { NextRequest } = await import("next/server");
    const response = await download(
      new NextRequest(`http://localhost/api/pdfdocs/${id}`, {
        headers: token ? { authorization: `Bearer ${token}` } : {},
      }),
      { params: Promise.resolve({ id }) },
    );
    return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
  }

  describe("POST /api/pdfdocs", () => {
    it("stores my document (sniffed type, SHA-256) and lists it, newest first", async () => {
      const bytes = pdfBytes("gst");
      const res = await send(
        owner,
        { uid: owner.id, documentType: "gst_certificate" },
        { bytes, name: "C:\\scans\\gst.pdf" },
      );
      expect(res.status).toBe(201);
      expect(res.body.document).toMatchObject({
        ownerId: owner.id,
        documentType: "gst_certificate",
        filename: "gst.pdf",
        contentType: "application/pdf",
        size: bytes.length,
        sha256: createHash("sha256").update(bytes).digest("hex"),
        url: `/api/pdfdocs/${res.body.document.id}`,
      });
      const png = await send(owner, { uid: owner.id, documentType: "pan_card" }, { bytes: PNG_BYTES, name: "pan.pdf" });
      expect(png.body.document.contentType).toBe("image/png");
      const mine = await call(list, { token: owner.token });
      expect(mine.body.documents.map((d: { id: string }) => d.id).slice(0, 2)).toEqual([
        png.body.document.id,
        res.body.document.id,
      ]);
      expect((await call(list, { token: stranger.token })).body.documents).toEqual([]);
    });

    it("answers 404 for another user's uid, and stores no metadata and no bytes for it", async () => {
      const before = await blobs.objects();
      const res = await send(
        stranger,
        { uid: owner.id, documentType: "pan_card" },
        { bytes: pdfBytes(), name: "x.pdf" },
      );
      expect(res.status).toBe(404);
      expect(
        (await call(list, { token: owner.token })).body.documents.every(
          (d: { filename: string }) => d.filename !== "x.pdf",
        ),
      ).toBe(true);
      expect(await blobs.objects()).toEqual(before);
    });

    it("refuses a PDF as the company logo (415) and a bad document type (400) without keeping bytes", async () => {
      const before = await blobs.objects();
      const logo = await send(
        owner,
        { uid: owner.id, documentType: "company_logo" },
        { bytes: pdfBytes(), name: "l.pdf" },
      );
      expect(logo.status).toBe(415);
      const bad = await send(owner, { uid: owner.id, documentType: "nope" }, { bytes: pdfBytes(), name: "n.pdf" });
      expect(bad.status).toBe(400);
      expect(await blobs.objects()).toEqual(before);
    });

    it("counts business documents against the storage quota, with the usage in the 413", async () => {
      const quotaUser = await registerTestUser();
      const previous = process.env.STORAGE_QUOTA_BYTES;
      process.env.STORAGE_QUOTA_BYTES = "1024";
      try {
        const res = await send(
          quotaUser,
          { uid: quotaUser.id, documentType: "pan_card" },
          { bytes: Buffer.concat([pdfBytes(), Buffer.alloc(2048, 0x20)]), name: "big.pdf" },
        );
        expect(res.status).toBe(413);
        expect(res.body.code).toBe("storage_quota_exceeded");
        expect(res.body.message).toMatch(/^Storage quota reached: 0 bytes of 1.00 KiB used, and this file needs /);
      } finally {
        if (previous === undefined) delete process.env.STORAGE_QUOTA_BYTES;
        else process.env.STORAGE_QUOTA_BYTES = previous;
      }
    });

    it("answers 415 for a file that is not PDF, PNG, JPEG or WebP, whatever its name", async () => {
      const exe = Buffer.concat([Buffer.from("MZ"), Buffer.alloc(5000, 0x90)]);
      const res = await send(owner, { uid: owner.id, documentType: "pan_card" }, { bytes: exe, name: "pan.pdf" });
      expect(res.status).toBe(415);
      expect(res.body.message).toMatch(/PDF, PNG, JPEG or WebP/);
      const html = await send(
        owner,
        { uid: owner.id, documentType: "pan_card" },
        { bytes: Buffer.from("<html><script>alert(1)</script></html>".repeat(200)), name: "pan.pdf" },
      );
      expect(html.status).toBe(415);
    });

    it("answers 413 for a file over 10 MB", async () => {
      const big = Buffer.concat([pdfBytes(), Buffer.alloc(10 * 1024 * 1024 + 1, 0x20)]);
      const before = await blobs.objects();
      const res = await send(owner, { uid: owner.id, documentType: "address_proof" }, { bytes: big, name: "big.pdf" });
      expect(res.status).toBe(413);
      expect(await blobs.objects()).toEqual(before);
    });

    it("answers 400 naming the field for an unknown document type or a missing file; 401 for a visitor", async () => {
      const res = await send(
        owner,
        { uid: owner.id, documentType: "passport_photo" },
        { bytes: pdfBytes(), name: "a.pdf" },
      );
      expect(res.status).toBe(400);
      expect(res.body.issues[0].path).toBe("documentType");
      const none = await send(owner, { uid: owner.id, documentType: "pan_card" });
      expect(none.status).toBe(400);
      expect(none.body.issues).toEqual([{ path: "file", message: "Choose a file to upload." }]);
      expect(
        (
          await call(upload, {
            method: "POST",
            ...(await multipart({ uid: owner.id, documentType: "pan_card" }, { bytes: pdfBytes(), name: "a.pdf" })),
          })
        ).status,
      ).toBe(401);
    });
  });

  describe("GET /api/pdfdocs/{id}", () => {
    it("serves the bytes to the owner and to admins, private and not cached; 404 to anyone else", async () => {
      const bytes = pdfBytes("incorporation");
      const res = await send(
        owner,
        { uid: owner.id, documentType: "certificate_of_incorporation" },
        { bytes, name: "incorporation.pdf" },
      );
      const id = res.body.document.id as string;
      for (const token of [owner.token, admin.token]) {
        const got = await fetchBytes(id, token);
        expect(got.status).toBe(200);
        expect(got.bytes.equals(bytes)).toBe(true);
        expect(got.headers.get("content-type")).toBe("application/pdf");
        expect(got.headers.get("cache-control")).toBe("private, no-store");
        expect(got.headers.get("x-content-type-options")).toBe("nosniff");
        expect(got.headers.get("content-disposition")).toMatch(/^inline; filename="incorporation.pdf"/);
      }
      const other = await fetchBytes(id, stranger.token);
      expect(other.status).toBe(404);
      expect(JSON.parse(other.bytes.toString())).toEqual({ message: "Document not found.", code: "not_found" });
      expect((await fetchBytes("00000000-0000-4000-8000-000000000000", owner.token)).status).toBe(404);
      expect((await fetchBytes(id)).status).toBe(401);
    });

    it("never serves a shipment's document, not even to an admin", async () => {
      const db = await getDb();
      const [shipment] = await db.insert(shipments).values({ ownerId: owner.id, reference: "SHP-KYC-1" }).returning();
      const [file] = await db
        .insert(files)
        .values({
          ownerId: owner.id,
          shipmentId: shipment!.id,
          documentType: "commercial_invoice",
          filename: "invoice.pdf",
          contentType: "application/pdf",
          size: 10,
          sha256: "a".repeat(64),
        })
        .returning();
      expect((await fetchBytes(file!.id, admin.token)).status).toBe(404);
      expect((await fetchBytes(file!.id, owner.token)).status).toBe(404);
      expect((await call(list, { token: owner.token })).body.documents.map((d: { id: string }) => d.id)).not.toContain(
        file!.id,
      );
    });
  });
});
