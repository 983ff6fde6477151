import { TEMPLATE_BY_KEY, isTemplateKey, type TemplateKey } from "@/lib/templates/descriptors";
import { mergeView, readStored, totalsInput } from "@/lib/templates/merge";
import { computeTotals } from "@/lib/templates/totals";
import type { ShareAccess, ShipmentDocumentRow, ShipmentRow } from "@/models";
import type { DocumentDto, ShipmentDto } from "./schemas";
import { allowedNextStatuses } from "./status-machine";

export type DocumentSummaryRow = Pick<ShipmentDocumentRow, "name" | "state" | "version" | "updatedAt" | "finalizedAt">;

/**
 * A shipment with its documents in the order the user picked the templates. For a sharee
 * (`sharedForms` given) only the documents shared with them, each with its access.
 */
export function toShipmentDto(
  shipment: Pick<ShipmentRow, "id" | "reference" | "status" | "templates" | "createdAt" | "updatedAt">,
  documents: DocumentSummaryRow[],
  sharedForms?: Map<TemplateKey, ShareAccess>,
): ShipmentDto {
  const byName = new Map(documents.map((d) => [d.name, d]));
  const templates = shipment.templates.filter(isTemplateKey).filter((name) => !sharedForms || sharedForms.has(name));
  return {
    id: shipment.id,
    reference: shipment.reference,
    status: shipment.status,
    templates,
    documents: templates.flatMap((name) => {
      const doc = byName.get(name);
      return doc
        ? [
            {
              name,
              title: TEMPLATE_BY_KEY[name].title,
              state: doc.state,
              version: doc.version,
              updatedAt: doc.updatedAt.toISOString(),
              finalizedAt: doc.finalizedAt?.toISOString() ?? null,
              access: sharedForms?.get(name) ?? "edit",
            },
          ]
        : [];
    }),
    allowedStatuses: sharedForms ? [] : allowedNextStatuses(shipment.status),
    viewerRole: sharedForms ? "sharee" : "owner",
    createdAt: shipment.createdAt.toISOString(),
    updatedAt: shipment.updatedAt.toISOString(),
  };
}

export const verifyPath = (contentSha256: string) => `/verify/document/${contentSha256}`;

/** The merged view of a document with its server-computed totals. */
export function toDocumentDto(shipment: ShipmentRow, document: ShipmentDocumentRow): DocumentDto {
  const name = document.name as TemplateKey;
  const stored = readStored(document.data);
  const view = mergeView(name, shipment.sharedData, stored);
  return {
    name,
    title: TEMPLATE_BY_KEY[name].title,
    shipmentId: shipment.id,
    reference: shipment.reference,
    data: view.data,
    overrides: view.overrides,
    totals: computeTotals(totalsInput(name, shipment.sharedData, stored)),
    version: document.version,
    state: document.state,
    updatedAt: document.updatedAt.toISOString(),
    updatedBy: document.updatedBy,
    finalizedAt: document.finalizedAt?.toISOString() ?? null,
    pdfSha256: document.finalSha256,
    contentSha256: document.contentSha256,
    verifyUrl: document.contentSha256 ? verifyPath(document.contentSha256) : null,
  };
}
