import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import QRCode from "qrcode";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as register } from "@/app/api/auth/register/route";
import { PUT as saveDoc } from "@/app/api/shipments/[id]/[x]/route";
import { POST as finalise } from "@/app/api/shipments/[id]/[x]/finalise/route";
import { GET as pdf } from "@/app/api/shipments/[id]/[x]/pdf/route";
import { GET as downloadPdfDoc } from "@/app/api/pdfdocs/[id]/route";
import { POST as upload } from "@/app/api/pdfdocs/route";
import { POST as create } from "@/app/api/shipments/route";
import { getDb } from "@/lib/db/client";
import { LocalBlobStore, setBlobStore } from "@/lib/storage/blob-store";
import { files, shipmentDocuments } from "@/models";
import { call, PASSWORD, uniqueEmail } from "@/test/http";
import { multipart } from "@/test/multipart";
import { pdfPages } from "@/test/pdf-text";
import { pdfBytes, PNG_BYTES } from "@/test/verification";

const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), "exportly-logo-"));
beforeAll(() => setBlobStore(new LocalBlobStore(filesDir)));
afterAll(() => fs.rmSync(filesDir, { recursive: true, force: true }));

type User = { id: string; token: string };
async function newUser(): Promise<User> {
  const res = await call(register, {
    method: "POST",
    json: {
      email: uniqueEmail(),
      password: PASSWORD,
      firstName: "Asha",
      lastName: "Verma",
      role: "exporter",
      company: "Asha Textiles Pvt Ltd",
    },
  });
  expect(res.status).toBe(201);
  return { id: res.body.user.id, token: res.body.token };
}

/** A real, drawable PNG (qrcode writes valid PNG files); distinct text gives distinct bytes. */
const realPng = (text: string) => QRCode.toBuffer(text, { margin: 1, width: 60 });
/** RIFF/WEBP header and filler: sniffed as WebP, which pdfkit cannot draw. */
const WEBP = Buffer.concat([
  Buffer.from("RIFF"),
  Buffer.from([0x40, 0, 0, 0]),
  Buffer.from("WEBPVP8 "),
  Buffer.alloc(64, 1),
]);

const sendLogo = async (user: User, bytes: Buffer, name = "logo.png") =>
  call(upload, {
    method: "POST",
    token: user.token,
    ...(await multipart({ uid: user.id, documentType: "company_logo" }, { bytes, name })),
  });

const invoiceData = {
  invoiceNumber: "EXP/2026/0099",
  invoiceDate: "2026-11-20",
  exporter: {
    name: "Asha Verma",
    company: "Asha Textiles Pvt Ltd",
    address: "12 Mill Road",
    city: "Mumbai",
    country: "IN",
  },
  consignee: { name: "Gulf Traders LLC", address: "Port Saeed", city: "Dubai", country: "AE" },
  portOfLoading: { code: "INNSA" },
  portOfDischarge: { code: "AEJEA" },
  incoterm: { rule: "FOB", place: "Nhava Sheva" },
  currency: "USD",
  transportMode: "sea",
  lineItems: [
    {
      description: "Cotton shirts",
      hsCode: "620520",
      quantity: "100",
      unit: "PCS",
      unitPrice: "4.25",
      netWeight: "20.5",
      grossWeight: "22",
      packages: 4,
    },
  ],
  freight: "0",
};

async function invoiceShipment(user: User) {
  const res = await call(create, {
    method: "POST",
    token: user.token,
    json: { reference: `LOGO-${Math.random().toString(36).slice(2, 8)}`, templates: ["commercial_invoice"] },
  });
  expect(res.status).toBe(201);
  const id = res.body.shipment.id as string;
  const saved = await call(saveDoc, {
    method: "PUT",
    token: user.token,
    params: { id, x: "commercial_invoice" },
    json: { data: invoiceData },
  });
  expect(saved.status).toBe(200);
  return id;
}

async function pdfOf(id: string, token: string) {
  const { NextRequest } = await import("next/server");
  const request = new NextRequest(new URL(`http://localhost:3000/api/shipments/${id}/commercial_invoice/pdf`), {
    headers: { authorization: `Bearer ${token}` },
  });
  const response = await pdf(request, { params: Promise.resolve({ id, x: "commercial_invoice" }) });
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

/** Images painted on the first page, by pdf.js's operator list (an alpha PNG's soft mask is not counted twice). The QR code of a finalised PDF is one too. */
async function imageCount(bytes: Buffer): Promise<number> {
  const { getDocument, OPS } = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  const ops = await (await doc.getPage(1)).getOperatorList();
  await doc.destroy();
  return ops.fnArray.filter((fn) => fn === OPS.paintImageXObject || fn === OPS.paintInlineImageXObject).length;
}
const sha = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

describe("company logo on the letterhead", () => {
  it("draws the uploaded PNG logo on a draft invoice; without a logo there is no image", async () => {
    const withLogo = await newUser();
    const withoutLogo = await newUser();
    // Nobody can set another user's logo: their uid answers 404.
    const foreign = await call(upload, {
      method: "POST",
      token: withoutLogo.token,
      ...(await multipart(
        { uid: withLogo.id, documentType: "company_logo" },
        { bytes: await realPng("x"), name: "x.png" },
      )),
    });
    expect(foreign.status).toBe(404);
    const plain = await pdfOf(await invoiceShipment(withoutLogo), withoutLogo.token);
    expect(await imageCount(plain)).toBe(0);

    const logo = await realPng("Asha Textiles logo");
    const res = await sendLogo(withLogo, logo);
    expect(res.status).toBe(201);
    expect(res.body.document).toMatchObject({
      documentType: "company_logo",
      contentType: "image/png",
      sha256: sha(logo),
    });
    // Served back by GET /api/pdfdocs/{id} (what the settings page shows).
    const { NextRequest } = await import("next/server");
    const served = await downloadPdfDoc(
      new NextRequest(`http://localhost/api/pdfdocs/${res.body.document.id}`, {
        headers: { authorization: `Bearer ${withLogo.token}` },
      }),
      {
        params: Promise.resolve({ id: res.body.document.id }),
      },
    );
    expect(Buffer.from(await served.arrayBuffer()).equals(logo)).toBe(true);

    const drawn = await pdfOf(await invoiceShipment(withLogo), withLogo.token);
    expect(await imageCount(drawn)).toBe(1);
    const text = (await pdfPages(drawn)).join(" ");
    expect(text).toContain("Asha Textiles Pvt Ltd");
    expect(text).toContain("DRAFT");
  });

  it("still renders the PDF, without an image, when the logo looks like a PNG but cannot be decoded", async () => {
    const user = await newUser();
    expect((await sendLogo(user, PNG_BYTES)).status).toBe(201);
    const bytes = await pdfOf(await invoiceShipment(user), user.token);
    expect(await imageCount(bytes)).toBe(0);
    expect((await pdfPages(bytes)).join(" ")).toContain("Asha Textiles Pvt Ltd");
  });

  it("refuses a WebP or PDF logo with 415 and records nothing", async () => {
    const user = await newUser();
    for (const [bytes, name] of [
      [WEBP, "logo.webp"],
      [pdfBytes("logo"), "logo.pdf"],
    ] as const) {
      const res = await sendLogo(user, bytes, name);
      expect(res.status).toBe(415);
      expect(res.body.message).toMatch(/PNG or JPEG/);
    }
    const db = await getDb();
    expect(await db.select().from(files).where(eq(files.ownerId, user.id))).toEqual([]);
    // The same PDF is still fine as an ordinary business document.
    const other = await call(upload, {
      method: "POST",
      token: user.token,
      ...(await multipart({ uid: user.id, documentType: "other" }, { bytes: pdfBytes("logo"), name: "x.pdf" })),
    });
    expect(other.status).toBe(201);
  });

  it("re-renders a finalised document with the logo recorded at finalise time, after the PDF was lost and a new logo uploaded", async () => {
    const user = await newUser();
    const first = await realPng("first logo");
    expect((await sendLogo(user, first)).status).toBe(201);
    const id = await invoiceShipment(user);
    const fin = await call(finalise, {
      method: "POST",
      token: user.token,
      params: { id, x: "commercial_invoice" },
      json: {},
    });
    expect(fin.status).toBe(200);
    const pdfSha256 = fin.body.document.pdfSha256 as string;
    const original = await pdfOf(id, user.token);
    expect(sha(original)).toBe(pdfSha256);
    expect(await imageCount(original)).toBe(2); // logo + QR code

    const db = await getDb();
    const [row] = await db.select().from(shipmentDocuments).where(eq(shipmentDocuments.shipmentId, id));
    expect((row!.data as { logoSha256?: string }).logoSha256).toBe(sha(first));

    // A newer logo applies to drafts only.
    const second = await realPng("second, different logo");
    expect((await sendLogo(user, second)).status).toBe(201);
    fs.rmSync(path.join(filesDir, pdfSha256.slice(0, 2), pdfSha256));
    const rerendered = await pdfOf(id, user.token);
    expect(sha(rerendered)).toBe(pdfSha256);
    expect(rerendered.equals(original)).toBe(true);
  });
});
