"use client";

import type { Shipment } from "./types";
import styles from "./shipments.module.css";

/** The shipment's uploaded files; the panel itself is the master-data engineer's component. */
export function ShipmentUploads({ shipment }: { shipment: Shipment }) {
  const titleId = `uploads-${shipment.id}`;
  return (
    <section className={styles.subsection} aria-labelledby={titleId}>
      <h3 id={titleId}>Uploads</h3>
      <p className={styles.muted}>Uploads are not available yet.</p>
    </section>
  );
}
