"use client";

import Link from "next/link";
import { useEffect, useState } from "react";
import { api, ApiError, errorMessage } from "@/lib/client/api";
import { isTemplateKey, TEMPLATE_BY_KEY } from "@/lib/templates/descriptors";
import { fetchShipment } from "@/components/shipments/shipment-screen";
import type { Shipment } from "@/components/shipments/types";
import { permissionPath, type DocumentPermission } from "@/components/sharing/types";
import { DocumentEditor } from "./document-editor";
import { documentPath } from "./endpoints";
import type { DocumentDto } from "./types";
import styles from "./documents.module.css";

type Props = { shipmentId: string; templateKey: string; readOnly?: boolean };

type Load =
  | { status: "loading" }
  | { status: "ready"; document: DocumentDto; permission: DocumentPermission }
  | { status: "missing" }
  | { status: "error"; message: string };

/**
 * /exportdocs/{shipmentId}/{templateKey}: loads the document and what the user may do with it
 * (GET /api/document/{id}/{x}/permission), then the editor (or a clear not-found). A read
 * sharee gets the editor read-only; the server refuses their saves (403) in any case.
 */
export function DocumentEditorScreen({ shipmentId, templateKey, readOnly = false }: Props) {
  const known = isTemplateKey(templateKey);
  const [load, setLoad] = useState<Load>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);
  // The shipment, for its reference and the links to its other documents; the editor works without it.
  const [shipment, setShipment] = useState<Shipment | null>(null);

  useEffect(() => {
    let active = true;
    fetchShipment(shipmentId)
      .then((found) => active && setShipment(found))
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [shipmentId, attempt]);

  useEffect(() => {
    if (!known) return;
    let active = true;
    Promise.all([
      api<{ document: DocumentDto }>(documentPath(shipmentId, templateKey)),
      api<DocumentPermission>(permissionPath(shipmentId, templateKey)),
    ])
      .then(([body, permission]) => active && setLoad({ status: "ready", document: body.document, permission }))
      .catch((error: unknown) => {
        if (!active) return;
        if (error instanceof ApiError && (error.status === 404 || error.status === 400)) setLoad({ status: "missing" });
        else setLoad({ status: "error", message: errorMessage(error) });
      });
    return () => {
      active = false;
    };
  }, [shipmentId, templateKey, known, attempt]);

  if (!known || load.status === "missing") {
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
  if (load.status === "loading") {
    return (
      <div className={styles.loading} role="status" aria-busy="true">
        <span className="spinner" aria-hidden="true" /> Loading the document…
      </div>
    );
  }
  if (load.status === "error") {
    return (
      <div className="stack">
        <p className="alert alert-error" role="alert">
          Could not load the document: {load.message}
        </p>
        <p>
          <button
            type="button"
            className="btn"
            onClick={() => {
              setLoad({ status: "loading" });
              setAttempt((a) => a + 1);
            }}
          >
            Try again
          </button>
        </p>
      </div>
    );
  }
  const { document, permission } = load;
  return (
    <DocumentEditor
      key={`${shipmentId}/${templateKey}`}
      shipmentId={shipmentId}
      template={TEMPLATE_BY_KEY[templateKey]}
      initial={document}
      readOnly={readOnly || !permission.hasEditAccess}
      sharedBy={permission.sharedBy ?? null}
      shipment={shipment}
    />
  );
}
