"use client";

import { ShipmentDocuments } from "./shipment-documents";
import { ShipmentUploads } from "./shipment-uploads";
import type { Shipment } from "./types";
import styles from "./shipments.module.css";

/** One shipment's documents (with their state) and its uploaded files. */
export function ShipmentDetails({ shipment, onChanged }: { shipment: Shipment; onChanged: (shipment: Shipment) => void }) {
  return (
    <div className={styles.details}>
      <ShipmentDocuments shipment={shipment} onChanged={onChanged} />
      <ShipmentUploads shipment={shipment} />
    </div>
  );
}
