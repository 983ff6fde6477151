"use client";

import { ShipmentDocuments } from "./shipment-documents";
import { ShipmentUploads } from "./shipment-uploads";
import { isSharee, type Shipment } from "./types";
import styles from "./shipments.module.css";

/**
 * One shipment's documents (with their state) and its uploaded files. A sharee sees only the
 * documents shared with them and the files attached to those, and changes neither list.
 */
export function ShipmentDetails({ shipment }: { shipment: Shipment }) {
  return (
    <div className={styles.details}>
      <ShipmentDocuments shipment={shipment} />
      <ShipmentUploads shipment={shipment} readOnly={isSharee(shipment)} />
    </div>
  );
}
