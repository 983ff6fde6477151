"use client";

import type { ReactNode } from "react";
import Link from "next/link";
import { DocumentStateBadge } from "@/components/shipments/shipment-documents";
import { editorHref, shipmentHref, type Shipment } from "@/components/shipments/types";
import { formatDateTime } from "@/lib/format/dates";
import type { TemplateDescriptor } from "@/lib/templates/descriptors";
import type { DocumentDto } from "./types";
import styles from "./documents.module.css";

type Props = {
  shipmentId: string;
  template: TemplateDescriptor;
  server: DocumentDto;
  shipment?: Shipment | null;
  readOnly: boolean;
  sharee: boolean;
  /** Who shared the document, as a label; null for the owner. */
  owner: string | null;
  dirty: boolean;
  /** Actions beside the version line (the version history drawer's button). */
  actions?: ReactNode;
};

/**
 * The editor's header: where the document sits (breadcrumb, the shipment's other documents),
 * its state and the user's access, its version, and the hashes of a finalised document.
 */
export function EditorHeader({
  shipmentId,
  template,
  server,
  shipment,
  readOnly,
  sharee,
  owner,
  dirty,
  actions,
}: Props) {
  const final = server.state === "final";
  const locked = readOnly || final;
  return (
    <header className={styles.editorHeader}>
      <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
        {sharee ? (
          <Link href="/shared-documents">Shared documents</Link>
        ) : (
          <Link href="/exportdocs">Export documents</Link>
        )}
        <span aria-hidden="true"> / </span>
        <Link href={shipmentHref(shipmentId)}>{shipment?.reference ?? server.reference ?? "Shipment"}</Link>
      </nav>
      {shipment && shipment.documents.length > 1 ? (
        <nav aria-label="Documents of this shipment" className={styles.docTabs}>
          <ul>
            {shipment.documents.map((doc) => (
              <li key={doc.name}>
                <Link
                  href={editorHref(shipmentId, doc.name)}
                  aria-current={doc.name === template.key ? "page" : undefined}
                >
                  {doc.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <div className={styles.titleRow}>
        <h1>{template.title}</h1>
        <DocumentStateBadge state={server.state} />
        {readOnly && sharee ? (
          <span className={styles.readOnlyBadge} role="status">
            Read only — shared by {owner ?? "the shipment's owner"}
          </span>
        ) : readOnly ? (
          <span className={styles.readOnlyBadge} role="status">
            Read only: you can view this document but not change it
          </span>
        ) : final ? (
          <span className={styles.readOnlyBadge} role="status">
            Finalised: read only
          </span>
        ) : null}
        {sharee && !readOnly ? (
          <span className={styles.sharedBadge} role="status">
            Can edit — shared by {owner ?? "the shipment's owner"}
          </span>
        ) : null}
        {dirty ? (
          <span className={styles.unsavedBadge} role="status">
            Unsaved changes
          </span>
        ) : null}
      </div>
      {sharee && !locked ? (
        <p className={styles.shareNote}>
          You can edit this document; changes to shared fields apply to this document only.
        </p>
      ) : null}
      <div className={styles.versionRow}>
        <p className={styles.muted}>
          Version {server.version}
          {server.updatedAt && server.state !== "empty"
            ? ` · saved ${formatDateTime(server.updatedAt)}`
            : " · not saved yet"}
          {final && server.finalizedAt ? ` · finalised ${formatDateTime(server.finalizedAt)}` : ""}
        </p>
        {actions}
      </div>
      {final && (server.pdfSha256 || server.contentSha256) ? (
        <dl className={styles.hash}>
          {server.pdfSha256 ? (
            <>
              <dt>SHA-256 of the issued PDF</dt>
              <dd>
                <code>{server.pdfSha256}</code>
              </dd>
            </>
          ) : null}
          {server.contentSha256 ? (
            <>
              <dt>Document hash (printed on the PDF)</dt>
              <dd>
                <code>{server.contentSha256}</code>
                {server.verifyUrl ? (
                  <>
                    {" "}
                    <a href={server.verifyUrl} target="_blank" rel="noopener">
                      Verification page
                    </a>
                  </>
                ) : null}
              </dd>
            </>
          ) : null}
        </dl>
      ) : null}
    </header>
  );
}
