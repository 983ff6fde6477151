"use client";

import Link from "next/link";
import { errorMessage } from "@/lib/client/api";
import { isTemplateKey, TEMPLATE_BY_KEY } from "@/lib/templates/descriptors";
import { useShipment } from "@/components/shipments/use-shipment";
import { DocumentEditor } from "./document-editor";
import { useDocument } from "./use-document";
import styles from "./documents.module.css";

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
  if (load.document && load.permission) {
    return (
      <DocumentEditor
        key={`${shipmentId}/${key}`}
        shipmentId={shipmentId}
        template={TEMPLATE_BY_KEY[key]}
        initial={load.document}
        readOnly={readOnly || !load.permission.hasEditAccess}
        sharedBy={load.permission.sharedBy ?? null}
        shipment={shipment}
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
  return (
    <div className={styles.loading} role="status" aria-busy="true">
      <span className="spinner" aria-hidden="true" /> Loading the document…
    </div>
  );
}
