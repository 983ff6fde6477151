"use client";

import Link from "next/link";
import { useEffect, useState } from "react";
import { api, ApiError, errorMessage } from "@/lib/client/api";
import { useAppState } from "@/lib/client/app-state";
import { ShipmentActivity } from "./shipment-activity";
import { ShipmentDetails } from "./shipment-details";
import { StatusBadge, StatusControl } from "./status-control";
import { ShareButton } from "@/components/sharing/share-button";
import { formatDateTime, isSharee, type Shipment } from "./types";
import styles from "./shipments.module.css";

/** GET /api/shipments/{id}: another user's shipment answers 404 like a missing one. */
export async function fetchShipment(shipmentId: string): Promise<Shipment> {
  return (await api<{ shipment: Shipment }>(`/api/shipments/${encodeURIComponent(shipmentId)}`)).shipment;
}

type Load =
  | { status: "loading" }
  | { status: "ready"; shipment: Shipment }
  | { status: "missing" }
  | { status: "error"; message: string };

/**
 * /exportdocs/{shipmentId}: one shipment, its documents and uploads. The owner gets every
 * action; a sharee (viewerRole "sharee") sees the documents shared with them and none of the
 * owner's actions (status, share, documents, uploads).
 */
export function ShipmentScreen({ shipmentId }: { shipmentId: string }) {
  const { refreshDocs } = useAppState();
  const [load, setLoad] = useState<Load>({ status: "loading" });

  useEffect(() => {
    let active = true;
    fetchShipment(shipmentId)
      .then((shipment) => active && setLoad({ status: "ready", shipment }))
      .catch((error: unknown) => {
        if (!active) return;
        if (error instanceof ApiError && (error.status === 404 || error.status === 400)) setLoad({ status: "missing" });
        else setLoad({ status: "error", message: errorMessage(error) });
      });
    return () => {
      active = false;
    };
  }, [shipmentId]);

  if (load.status === "loading")
    return (
      <div className={styles.loadingList} role="status" aria-busy="true">
        <span className="spinner" aria-hidden="true" /> Loading the shipment…
      </div>
    );
  if (load.status === "missing" || load.status === "error")
    return (
      <section className="empty-state">
        <h1>{load.status === "missing" ? "Shipment not found" : "Could not load the shipment"}</h1>
        <p>
          {load.status === "missing"
            ? "This shipment does not exist, or it is not yours or shared with you."
            : load.message}
        </p>
        <p>
          <Link href="/exportdocs">Back to export documents</Link>
        </p>
      </section>
    );

  const { shipment } = load;
  const changed = (next: Shipment) => {
    setLoad({ status: "ready", shipment: next });
    void refreshDocs();
  };
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
            <StatusControl shipment={shipment} onChanged={changed} />
          </div>
        )}
      </header>
      <div className="card">
        <ShipmentDetails shipment={shipment} onChanged={changed} />
      </div>
      {/* The audit trail names every sharee: the owner's only (the API answers a sharee 404). */}
      {sharee ? null : <ShipmentActivity key={shipment.updatedAt} shipmentId={shipment.id} />}
    </div>
  );
}
