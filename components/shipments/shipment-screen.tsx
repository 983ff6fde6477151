"use client";

import Link from "next/link";
import { errorMessage } from "@/lib/client/api";
import { ShipmentActivity } from "./shipment-activity";
import { ShipmentDetails } from "./shipment-details";
import { StatusBadge, StatusControl } from "./status-control";
import { ShareButton } from "@/components/sharing/share-button";
import { formatDateTime, isSharee } from "./types";
import { useShipment } from "./use-shipment";
import styles from "./shipments.module.css";
import { Skeleton } from "@/components/ui/skeleton";
import { ShipmentTrackingSummary } from "@/components/tracking/shipment-tracking-summary";
import { CheckDocumentsPanel } from "@/components/compliance/checks/check-documents-panel";
import { LetterOfCreditForm } from "@/components/compliance/checks/letter-of-credit-form";

/**
 * /exportdocs/{shipmentId}: one shipment, its documents and uploads. The owner gets every
 * action; a sharee (viewerRole "sharee") sees the documents shared with them and none of the
 * owner's actions (status, share, documents, uploads).
 */
export function ShipmentScreen({ shipmentId }: { shipmentId: string }) {
  const { shipment, status, error, missing } = useShipment(shipmentId);

  if (status === "pending") return <Skeleton label="Loading the shipment…" rows={4} minHeight="20rem" />;
  if (!shipment)
    return (
      <section className="empty-state">
        <h1>{missing ? "Shipment not found" : "Could not load the shipment"}</h1>
        <p>{missing ? "This shipment does not exist, or it is not yours or shared with you." : errorMessage(error)}</p>
        <p>
          <Link href="/exportdocs">Back to export documents</Link>
        </p>
      </section>
    );

  const sharee = isSharee(shipment);
  return (
    <div className="stack">
      <header className={`page-header ${styles.pageHeader}`}>
        <div>
          <p>
            {sharee ? (
              <Link href="/shared-documents">Shared documents</Link>
            ) : (
              <Link href="/exportdocs">Export documents</Link>
            )}
          </p>
          <h1>{shipment.reference}</h1>
          <p>
            <StatusBadge status={shipment.status} /> · created {formatDateTime(shipment.createdAt)} · updated{" "}
            {formatDateTime(shipment.updatedAt)}
          </p>
          <ShipmentTrackingSummary shipmentId={shipment.id} canTrack={!sharee} />
          {sharee ? (
            <p>Shared with you: you see the documents shared with you and the files attached to them.</p>
          ) : null}
        </div>
        {sharee ? null : (
          <div className={styles.buttonRow}>
            <ShareButton shipment={shipment} />
            <Link className="btn btn-secondary" href={`/ebl?new=1&shipment=${encodeURIComponent(shipment.id)}`}>
              Draft an eBL
            </Link>
            <StatusControl shipment={shipment} />
          </div>
        )}
      </header>
      <div className="card">
        <ShipmentDetails shipment={shipment} />
      </div>
      <CheckDocumentsPanel shipmentId={shipment.id} />
      <LetterOfCreditForm
        shipmentId={shipment.id}
        canEdit={!sharee || shipment.documents.some((d) => d.access === "edit")}
      />
      {/* The audit trail names every sharee: the owner's only (the API answers a sharee 404). */}
      {sharee ? null : <ShipmentActivity shipmentId={shipment.id} />}
    </div>
  );
}
