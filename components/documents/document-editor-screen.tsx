"use client";

import Link from "next/link";
import { errorMessage } from "@/lib/client/api";
import { isTemplateKey, TEMPLATE_BY_KEY } from "@/lib/templates/descriptors";
import { useShipment } from "@/components/shipments/use-shipment";
import { useApiQuery } from "@/lib/client/queries";
import { templateFields, type TemplateKey } from "@/lib/templates/descriptors";
import type { Shipment } from "@/components/shipments/types";
import type { DocumentDto } from "./types";
import type { Data } from "./paths";
import { DocumentEditor } from "./document-editor";
import { useDocument } from "./use-document";
import { Skeleton } from "@/components/ui/skeleton";

type Props = { shipmentId: string; templateKey: string; readOnly?: boolean };

/**
 * /exportdocs/{shipmentId}/{templateKey}: loads the document and what the user may do with it,
 * then the editor (or a clear not-found). A read sharee gets the editor read-only; the server
 * refuses their saves (403) in any case.
 */
export function DocumentEditorScreen({ shipmentId, templateKey, readOnly = false }: Props) {
  const key = isTemplateKey(templateKey) ? templateKey : null;
  const load = useDocument(shipmentId, key);
  // The shipment, for its reference and the links to its other documents; the editor works without it.
  const { shipment } = useShipment(shipmentId);
  const prefill = useInvoicePrefill(shipmentId, key, load.document, shipment);

  if (!key || load.missing) {
    return (
      <section className="empty-state">
        <h1>Document not found</h1>
        <p>This shipment or document does not exist, or it is not yours or shared with you.</p>
        <p>
          <Link href="/exportdocs">Back to export documents</Link>
        </p>
      </section>
    );
  }
  if (load.document && load.permission && prefill.ready) {
    return (
      <DocumentEditor
        key={`${shipmentId}/${key}`}
        shipmentId={shipmentId}
        template={TEMPLATE_BY_KEY[key]}
        initial={load.document}
        readOnly={readOnly || !load.permission.hasEditAccess}
        sharedBy={load.permission.sharedBy ?? null}
        shipment={shipment}
        prefill={prefill.values}
      />
    );
  }
  if (load.error) {
    return (
      <div className="stack">
        <p className="alert alert-error" role="alert">
          Could not load the document: {errorMessage(load.error)}
        </p>
        <p>
          <button type="button" className="btn" onClick={load.retry}>
            Try again
          </button>
        </p>
      </div>
    );
  }
  return <Skeleton label="Loading the document…" rows={5} minHeight="24rem" />;
}

/** The documents that quote the commercial invoice, and the invoice fields they take from it. */
const FROM_INVOICE = ["invoiceNumber", "invoiceDate"] as const;
const QUOTES_INVOICE = new Set<TemplateKey>(["packing_list", "certificate_of_origin", "bill_of_exchange"]);

/**
 * A packing list, certificate of origin or bill of exchange opened while still empty starts with
 * the invoice number and date of the shipment's commercial invoice (the user saves to keep them).
 * `ready` once known, so the editor starts with them rather than changing under the user.
 */
function useInvoicePrefill(
  shipmentId: string,
  key: TemplateKey | null,
  document: DocumentDto | null,
  shipment: Shipment | null | undefined,
): { ready: boolean; values: Data } {
  const wanted =
    key !== null &&
    QUOTES_INVOICE.has(key) &&
    document?.state === "empty" &&
    (shipment === undefined || shipment === null || shipment.documents.some((d) => d.name === "commercial_invoice"));
  const invoice = useApiQuery(
    "/api/shipments/{id}/{x}",
    { params: { id: shipmentId, x: "commercial_invoice" } },
    { enabled: wanted },
  );
  if (!wanted || !key) return { ready: true, values: {} };
  // An invoice that cannot be read (none, or not shared with this user) just means no prefill.
  if (invoice.status === "pending") return { ready: false, values: {} };
  const data = (invoice.data?.document.data ?? {}) as Data;
  const fields = new Set(templateFields(key).map((f) => f.key));
  const values: Data = {};
  for (const name of FROM_INVOICE)
    if (fields.has(name) && typeof data[name] === "string" && data[name] !== "") values[name] = data[name];
  return { ready: true, values };
}
