import { refreshShipmentFacts } from "@/lib/analytics/facts/refresh-shipment-facts";
import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import { eq } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import { writeAudit } from "@/lib/audit/write-audit";
import { getDb } from "@/lib/db/client";
import { AppError, toIssues } from "@/lib/contract/errors";
import { canonicalJson } from "@/lib/canonical-json";
import { renderDocumentPdf } from "@/lib/pdf/render-document";
import { siteUrl } from "@/lib/site/metadata";
import { getBlobStore } from "@/lib/storage/blob-store";
import type { TemplateKey } from "@/lib/templates/descriptors";
import { mergeView, readStored, totalsInput } from "@/lib/templates/merge";
import { missingForFinalise, templateDataSchema } from "@/lib/templates/schemas";
import { computeTotals } from "@/lib/templates/totals";
import { documentVersions, shipmentDocuments } from "@/models";
import { openComplianceErrors } from "@/lib/compliance/checks/finalise-gate";
import { latestCompanyLogoSha256, readCompanyLogo } from "./company-logo";
import { toDocumentDto, verifyPath } from "./dto";
import { lockForEdit } from "./save-document";
import type { DocumentDto } from "./schemas";

export type FinaliseDocumentOptions = {
  actor: Actor;
  shipmentId: string;
  name: TemplateKey;
  version?: number;
  /** Finalise despite compliance errors in this document (audited); without it they answer 409. */
  overrideComplianceErrors?: boolean;
};

/**
 * The content hash printed on the PDF and encoded in its QR code: SHA-256 over the canonical
 * JSON (RFC 8785) of `{documentId, documentType, finalizedAt, data, totals}` — the finalised
 * merged view and its totals. It cannot be the PDF's own hash (the PDF contains it); the PDF
 * file's SHA-256 is recorded separately as `pdfSha256`.
 */
export function contentHash(input: {
  documentId: string;
  documentType: string;
  finalizedAt: Date;
  data: Record<string, unknown>;
  totals: unknown;
}): string {
  const canonical = canonicalJson({
    ...input,
    finalizedAt: input.finalizedAt.toISOString(),
    totals: JSON.parse(JSON.stringify(input.totals)),
  });
  return createHash("sha256").update(canonical).digest("hex");
}

/**
 * Freezes a document: checks it is complete and still valid under today's rules (422 listing
 * every issue), snapshots the shared data it shows, renders the PDF once, stores it in the
 * content-addressed blob store, and records both hashes. Later saves answer 422.
 */
/** Each template's own number field, recorded in the audit entry of its finalisation. */
const NUMBER_FIELD: Record<TemplateKey, string> = {
  commercial_invoice: "invoiceNumber",
  proforma_invoice: "proformaNumber",
  packing_list: "packingListNumber",
  certificate_of_origin: "certificateNumber",
  bill_of_lading_instructions: "bookingNumber",
  shipping_bill: "shippingBillNumber",
  insurance_certificate: "policyNumber",
  bill_of_exchange: "billNumber",
};

export async function finaliseDocument({
  actor,
  shipmentId,
  name,
  version,
  overrideComplianceErrors = false,
}: FinaliseDocumentOptions): Promise<DocumentDto> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const { shipment, document } = await lockForEdit(tx, actor, shipmentId, name, version, {
      ownerOnly: "finalise its documents",
    });
    const stored = readStored(document.data);
    const view = mergeView(name, shipment.sharedData, stored);
    // Shared data may have changed under this document since its last save (a currency switch
    // makes old amounts too precise): check again, then check completeness.
    const parsed = templateDataSchema(name).safeParse(view.data);
    const issues = [
      ...(parsed.success ? [] : toIssues(parsed.error).map((i) => ({ ...i, path: `data.${i.path}` }))),
      ...missingForFinalise(name, view.data),
    ];
    if (issues.length) {
      throw new AppError(
        "unprocessable",
        `This document is not ready to finalise: ${issues.length} issue${issues.length === 1 ? "" : "s"}, first: ${issues[0]!.message}`,
        { issues },
      );
    }
    // The compliance checks over the whole shipment, as they stand now: their errors in this
    // document need the user's confirmation (409 listing them), and an override is audited.
    const complianceErrors = await openComplianceErrors(tx, shipment, name);
    if (complianceErrors.length && !overrideComplianceErrors) {
      throw new AppError(
        "conflict",
        `The compliance checks find ${complianceErrors.length} error${complianceErrors.length === 1 ? "" : "s"} in this document. Correct ${complianceErrors.length === 1 ? "it" : "them"}, or finalise anyway with overrideComplianceErrors: true.`,
        { issues: complianceErrors.map((f) => ({ path: f.path, message: f.message })) },
      );
    }
    const frozen = { ...stored, frozenShared: structuredClone(shipment.sharedData) };
    // Whole seconds: the PDF writes its creation date to the second, so a re-render from the stored date is identical.
    const finalizedAt = new Date(Math.floor(Date.now() / 1000) * 1000);
    const totals = computeTotals(totalsInput(name, shipment.sharedData, frozen));
    const contentSha256 = contentHash({
      documentId: document.id,
      documentType: name,
      finalizedAt,
      data: view.data,
      totals,
    });
    // The QR code's link: the site's configured public address, never the Host this request named
    // (a forged Host would print a look-alike verification site on a genuine document).
    const verifyUrl = new URL(verifyPath(contentSha256), siteUrl()).toString();
    // The logo used is recorded with the frozen data (like verifyUrl), so a re-render uses exactly
    // these bytes even after the user uploads another logo.
    const logoSha256 = await latestCompanyLogoSha256(tx, shipment.ownerId);
    const logo = logoSha256 ? (await readCompanyLogo(logoSha256)).bytes : null;
    const pdf = await renderDocumentPdf({
      name,
      reference: shipment.reference,
      data: view.data,
      totals,
      final: { finalizedAt, contentSha256, verifyUrl },
      logo,
    });
    const blob = await getBlobStore().put(Readable.from([pdf]));
    const nextVersion = document.version + 1;
    const [row] = await tx
      .update(shipmentDocuments)
      .set({
        data: { ...frozen, verifyUrl, logoSha256 },
        state: "final",
        version: nextVersion,
        finalSha256: blob.sha256,
        contentSha256,
        finalizedAt,
        updatedAt: finalizedAt,
        updatedBy: actor.userId,
      })
      .where(eq(shipmentDocuments.id, document.id))
      .returning();
    await refreshShipmentFacts(tx, shipmentId);
    await tx.insert(documentVersions).values({
      documentId: document.id,
      version: nextVersion,
      data: frozen,
      sharedData: shipment.sharedData,
      changes: ["finalised"],
      actorId: actor.userId,
      createdAt: finalizedAt,
    });
    await writeAudit(tx, {
      actorId: actor.userId,
      action: "document.finalised",
      entityType: "shipment_document",
      entityId: document.id,
      data: {
        shipmentId,
        reference: shipment.reference,
        name,
        // The document's own number, for the audit sentence ("finalised the commercial invoice INV-1").
        number: typeof view.data[NUMBER_FIELD[name]] === "string" ? view.data[NUMBER_FIELD[name]] : null,
        version: nextVersion,
        pdfSha256: blob.sha256,
        contentSha256,
        size: blob.size,
      },
    });
    if (complianceErrors.length) {
      await writeAudit(tx, {
        actorId: actor.userId,
        action: "document.compliance_override",
        entityType: "shipment_document",
        entityId: document.id,
        data: {
          shipmentId,
          reference: shipment.reference,
          name,
          version: nextVersion,
          findings: complianceErrors.map((f) => ({ checkId: f.checkId, message: f.message })),
        },
      });
    }
    return toDocumentDto(shipment, row!);
  });
}
