"use client";

import { Ship } from "lucide-react";
import Link from "next/link";
import { Status } from "@/components/ui/status";
import { ApiError } from "@/lib/client/api";
import { useApiQuery } from "@/lib/client/queries";
import { formatDateTime } from "@/lib/format/dates";
import { delayText, isLate } from "./tracking-text";
import styles from "./tracking.module.css";

/**
 * The shipment screen's tracking line: status, ETA and delay with a link to the tracking, or
 * "Track this shipment" for those who may start it (the owner) when nothing is tracked yet.
 */
export function ShipmentTrackingSummary({ shipmentId, canTrack }: { shipmentId: string; canTrack: boolean }) {
  const query = useApiQuery("/api/shipments/{id}/tracking", { params: { id: shipmentId } });
  if (query.status === "pending") return null;
  if (query.status === "error") {
    const untracked = query.error instanceof ApiError && query.error.status === 404;
    if (!untracked || !canTrack) return null;
    return (
      <p className={styles.summary}>
        <Ship size={16} aria-hidden="true" />
        <span>Not tracked.</span>
        <Link href={`/trackShipment?track=${encodeURIComponent(shipmentId)}`}>Track this shipment</Link>
      </p>
    );
  }
  const answer = query.data;
  const eta = answer.eta.dateTime;
  return (
    <p className={styles.summary}>
      <Ship size={16} aria-hidden="true" />
      <Status tone="info" icon={null}>
        {answer.status.text}
      </Status>
      <span>ETA {formatDateTime(eta)}</span>
      {answer.delayHours !== null ? (
        <span className={isLate(answer.delayHours) ? styles.late : undefined}>{delayText(answer.delayHours)}</span>
      ) : null}
      <Link href={`/trackShipment/${shipmentId}`}>Tracking details</Link>
    </p>
  );
}
