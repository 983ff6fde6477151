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

import { randomBytes, createHash } from "node:crypto";
import { getDb } from "@/lib/db/client";
import { files } from "@/models";

/** TEMPORARY until the upload infrastructure lands: records document metadata as POST /api/pdfdocs would. */
export async function uploadDocuments(user: { id: string; token: string }, types: readonly string[]): Promise<void> {
  const db = await getDb();
  for (const documentType of types) {
    const bytes = randomBytes(64);
    await db.insert(files).values({ ownerId: user.id, documentType, filename: `${documentType}.pdf`, contentType: "application/pdf", size: bytes.length, sha256: createHash("sha256").update(bytes).digest("hex") });
  }
}
