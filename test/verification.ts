import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { POST as uploadPdfDoc } from "@/app/api/pdfdocs/route";
import { LocalBlobStore, setBlobStore } from "@/lib/storage/blob-store";
import { call } from "./http";
import { multipart } from "./multipart";

/** A consistent Indian business: GSTIN 27AAPFU0939F1ZV (Maharashtra) holds PAN AAPFU0939F, which is also the IEC. */
export const INDIAN_BUSINESS = {
  legalName: "Asha Exports Private Limited",
  entityType: "private_limited",
  country: "IN",
  address: { line1: "12 Marine Drive", line2: "Fort", city: "Mumbai", state: "Maharashtra", postalCode: "400001" },
  gstin: "27AAPFU0939F1ZV",
  pan: "AAPFU0939F",
  iec: "AAPFU0939F",
  signatory: { name: "Asha Verma", designation: "Director", email: "asha.director@example.com" },
};

export const FOREIGN_BUSINESS = {
  legalName: "Hanse Trading GmbH",
  entityType: "private_limited",
  country: "DE",
  address: { line1: "Speicherstadt 1", city: "Hamburg", state: "Hamburg", postalCode: "20457" },
  registrationNumber: "HRB 123456",
  taxId: "DE123456789",
  signatory: { name: "Jonas Weber", designation: "Geschäftsführer", email: "jonas@example.com" },
};

/** A minimal valid PDF; `tag` makes each one distinct (content-addressed storage). */
export const pdfBytes = (tag = String(Math.random())) =>
  Buffer.from(`%PDF-1.4\n% ${tag}\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n`);
/** The PNG signature and an IHDR header: enough for content sniffing. */
export const PNG_BYTES = Buffer.concat([Buffer.from("89504e470d0a1a0a0000000d49484452", "hex"), Buffer.alloc(64, 1)]);

/** Points the blob store at a fresh temporary directory; returns its path. */
export function useTemporaryBlobStore(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "exportly-kyc-blobs-"));
  setBlobStore(new LocalBlobStore(dir));
  return dir;
}

/** Uploads one PDF per type through POST /api/pdfdocs, as the verify business screen does. */
export async function uploadDocuments(
  user: { id: string; token: string },
  types: readonly string[],
): Promise<string[]> {
  const ids: string[] = [];
  for (const documentType of types) {
    const res = await call(uploadPdfDoc, {
      method: "POST",
      token: user.token,
      ...(await multipart({ uid: user.id, documentType }, { bytes: pdfBytes(), name: `${documentType}.pdf` })),
    });
    if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${JSON.stringify(res.body)}`);
    ids.push(res.body.document.id);
  }
  return ids;
}
