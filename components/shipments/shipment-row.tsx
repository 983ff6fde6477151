"use client";

import Link from "next/link";
import { ShareButton } from "@/components/sharing/share-button";
import { ShipmentDetails } from "./shipment-details";
import { DocumentStateBadge } from "./shipment-documents";
import { StatusBadge, StatusControl } from "./status-control";
import { editorHref, formatDateTime, shipmentHref, type Shipment } from "./types";
import styles from "./shipments.module.css";

type Props = {
  shipment: Shipment;
  open: boolean;
  onToggle: () => void;
  onRename: () => void;
  onDuplicate: () => void;
  onDelete: () => void;
};

/** One shipment of the list: reference, status, documents, its actions, and its details when opened. */
export function ShipmentRow({ shipment, open, onToggle, onRename, onDuplicate, onDelete }: Props) {
  const panelId = `shipment-panel-${shipment.id}`;
  const hidden = (verb: string) => (
    <>
      {verb}
      <span className="visually-hidden"> {shipment.reference}</span>
    </>
  );
  return (
    <li className={styles.shipmentItem} aria-label={`Shipment ${shipment.reference}`}>
      <div className={styles.shipmentRow}>
        <div className={styles.shipmentMain}>
          <h2 className={styles.shipmentTitle}>
            <Link href={shipmentHref(shipment.id)}>{shipment.reference}</Link>
          </h2>
          <div className={styles.shipmentMeta}>
            <StatusBadge status={shipment.status} />
            <span>
              {shipment.documents.length} document{shipment.documents.length === 1 ? "" : "s"}
            </span>
            <span>Updated {formatDateTime(shipment.updatedAt)}</span>
          </div>
          <ul className={styles.docChips} aria-label={`Documents of ${shipment.reference}`}>
            {shipment.documents.map((d) => (
              <li key={d.name}>
                <Link href={editorHref(shipment.id, d.name)}>{d.title}</Link> <DocumentStateBadge state={d.state} />
              </li>
            ))}
          </ul>
        </div>
        <div className={styles.shipmentActions}>
          <StatusControl shipment={shipment} />
          <div className={styles.buttonRow}>
            <button
              type="button"
              className="btn btn-secondary"
              aria-expanded={open}
              aria-controls={panelId}
              onClick={onToggle}
            >
              {open ? "Hide details" : "Details"}
              <span className="visually-hidden"> of {shipment.reference}</span>
            </button>
            <button type="button" className="btn btn-secondary" onClick={onRename}>
              {hidden("Rename")}
            </button>
            <button type="button" className="btn btn-secondary" onClick={onDuplicate}>
              {hidden("Duplicate")}
            </button>
            <ShareButton shipment={shipment} />
            <button type="button" className="btn btn-secondary" onClick={onDelete}>
              {hidden("Delete")}
            </button>
          </div>
        </div>
      </div>
      {open ? (
        <div id={panelId} className={styles.shipmentPanel}>
          <ShipmentDetails shipment={shipment} />
        </div>
      ) : null}
    </li>
  );
}
