import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import type { Actor } from "@/lib/auth/actor";
import { getDb } from "@/lib/db/client";
import { renderDocumentPdf } from "@/lib/pdf/render-document";
import { BlobNotFoundError, getBlobStore } from "@/lib/storage/blob-store";
import type { TemplateKey } from "@/lib/templates/descriptors";
import { getDocumentAccess } from "./access";
import { latestCompanyLogoSha256, readCompanyLogo } from "./company-logo";
import { toDocumentDto } from "./dto";
import { getDocumentRow } from "./queries";

export type RenderPdfOptions = { actor: Actor; shipmentId: string; name: TemplateKey };
export type RenderedPdf = { bytes: Buffer; filename: string; sha256: string; final: boolean };

/**
 * The PDF of a document. A finalised one is the stored file whose SHA-256 was recorded; should
 * the store have lost it, the PDF is rendered again from the frozen data (rendering is
 * deterministic) and served only if it hashes to the recorded value. A draft renders on the fly.
 */
export async function renderShipmentPdf({ actor, shipmentId, name }: RenderPdfOptions): Promise<RenderedPdf> {
  const db = await getDb();
  const { shipment } = (await getDocumentAccess(db, actor, shipmentId, name, { need: "read" })).access;
  const row = await getDocumentRow(db, shipmentId, name);
  const filename = `${shipment.reference}-${name}.pdf`.replace(/[^\w.-]+/g, "_");
  const dto = toDocumentDto(shipment, row);
  if (row.state === "final" && row.finalSha256 && row.contentSha256 && row.finalizedAt) {
    try {
      const bytes = await buffer(await getBlobStore().open(row.finalSha256));
      return { bytes, filename, sha256: row.finalSha256, final: true };
    } catch (error) {
      if (!(error instanceof BlobNotFoundError)) throw error;
    }
    const { verifyUrl = "", logoSha256 = null } = row.data as { verifyUrl?: string; logoSha256?: string | null };
    // Exactly the logo recorded at finalise time, never the current one.
    const logo = logoSha256 ? (await readCompanyLogo(logoSha256)).bytes : null;
    const bytes = await renderDocumentPdf({
      name,
      reference: shipment.reference,
      data: dto.data,
      totals: dto.totals,
      final: { finalizedAt: row.finalizedAt, contentSha256: row.contentSha256, verifyUrl: String(verifyUrl) },
      logo,
    });
    const sha256 = createHash("sha256").update(bytes).digest("hex");
    if (sha256 !== row.finalSha256)
      throw new Error(`Finalised PDF ${row.finalSha256} is missing and re-rendering gave ${sha256}`);
    await getBlobStore().put(Readable.from([bytes]));
    return { bytes, filename, sha256, final: true };
  }
  // A draft shows the owner's current logo.
  const logoSha256 = await latestCompanyLogoSha256(db, shipment.ownerId);
  const logo = logoSha256 ? (await readCompanyLogo(logoSha256)).bytes : null;
  const bytes = await renderDocumentPdf({
    name,
    reference: shipment.reference,
    data: dto.data,
    totals: dto.totals,
    updatedAt: row.updatedAt,
    logo,
  });
  return {
    bytes,
    filename: filename.replace(/\.pdf$/, "-draft.pdf"),
    sha256: createHash("sha256").update(bytes).digest("hex"),
    final: false,
  };
}
