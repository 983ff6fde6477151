"use client";

import Link from "next/link";
import { useEffect, useState } from "react";
import { api, ApiError, errorMessage } from "@/lib/client/api";
import { useAppState } from "@/lib/client/app-state";
import { ShipmentDetails } from "./shipment-details";
import { StatusBadge, StatusControl } from "./status-control";
import { formatDateTime, type Shipment } from "./types";
import styles from "./shipments.module.css";

/** GET /api/shipments/{id}: another user's shipment answers 404 like a missing one. */
export async function fetchShipment(shipmentId: string): Promise<Shipment> {
  return (await api<{ shipment: Shipment }>(`/api/shipments/${encodeURIComponent(shipmentId)}`)).shipment;
}

type Load = { status: "loading" } | { status: "ready"; shipment: Shipment } | { status: "missing" } | { status: "error"; message: string };

/** /exportdocs/{shipmentId}: one shipment, its documents and uploads. */
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
        <p>{load.status === "missing" ? "This shipment does not exist, or it is not yours." : load.message}</p>
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
  return (
    <div className="stack">
      <header className={`page-header ${styles.pageHeader}`}>
        <div>
          <p>
            <Link href="/exportdocs">Export documents</Link>
          </p>
          <h1>{shipment.reference}</h1>
          <p>
            <StatusBadge status={shipment.status} /> · created {formatDateTime(shipment.createdAt)} · updated {formatDateTime(shipment.updatedAt)}
          </p>
        </div>
        <StatusControl shipment={shipment} onChanged={changed} />
      </header>
      <div className="card">
        <ShipmentDetails shipment={shipment} onChanged={changed} />
      </div>
    </div>
  );
}
