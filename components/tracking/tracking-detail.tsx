"use client";

import { useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { EmptyState } from "@/components/ui/empty-state";
import { ConfirmDialog, Modal } from "@/components/ui/modal";
import { Skeleton } from "@/components/ui/skeleton";
import { Status } from "@/components/ui/status";
import { ApiError, errorMessage } from "@/lib/client/api";
import { apiRequest } from "@/lib/client/api-client";
import { invalidatePaths, useApiQuery } from "@/lib/client/queries";
import { formatDateTime } from "@/lib/format/dates";
import { MilestoneTimeline } from "./milestone-timeline";
import { RouteMap } from "./route-map";
import { RouteTable } from "./route-table";
import { TrackForm } from "./track-form";
import { TRACKING_PATHS, canManage, mapFactsOf, type TrackingAnswer } from "./tracking-client";
import { classifierText, delayText, etaMoveText, isLate } from "./tracking-text";
import styles from "./tracking.module.css";

type Props = { shipmentId: string; tileUrl?: string; tileAttribution?: string };

/**
 * /trackShipment/{shipmentId}: where the shipment is, when it arrives, and everything the carriers
 * said: the ETA and how it moved, the delay, the milestone timeline, each container's milestones,
 * the map with the same facts in a table, and the raw DCSA events.
 */
export function TrackingDetail({ shipmentId, tileUrl, tileAttribution }: Props) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const query = useApiQuery("/api/shipments/{id}/tracking", { params: { id: shipmentId } });
  const shipment = useApiQuery("/api/shipments/{id}", { params: { id: shipmentId } });
  const [editing, setEditing] = useState(false);
  const [stopping, setStopping] = useState(false);
  const [stopBusy, setStopBusy] = useState(false);
  const [stopError, setStopError] = useState<string | null>(null);

  if (query.status === "pending") return <Skeleton label="Loading the tracking…" rows={5} minHeight="30rem" />;
  if (query.status === "error") {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <div className="stack">
        <BackLink />
        <EmptyState title={missing ? "This shipment is not tracked" : "Could not load the tracking"}>
          {missing
            ? "It has no tracking, or it is not yours or shared with you."
            : `${errorMessage(query.error)} Reload the page to try again.`}
        </EmptyState>
      </div>
    );
  }

  const answer = query.data;
  const reference = shipment.data?.shipment.reference ?? "Shipment";
  const manage = canManage(answer.role);
  const eta = answer.eta.dateTime;
  const facts = mapFactsOf(answer);

  const stop = async () => {
    setStopBusy(true);
    setStopError(null);
    try {
      await apiRequest("DELETE", "/api/shipments/{id}/tracking", { params: { id: shipmentId } });
      await invalidatePaths(queryClient, TRACKING_PATHS);
      router.push("/trackShipment");
    } catch (error) {
      setStopError(errorMessage(error));
      setStopBusy(false);
    }
  };

  return (
    <div className="stack">
      <header className={`page-header ${styles.headerRow}`}>
        <div>
          <BackLink />
          <h1 className={styles.reference}>{reference}</h1>
          <p className={styles.summary}>
            <Status tone="info">{answer.status.text}</Status>
            {answer.role === "read" ? <span className={styles.muted}>Shared with you to read</span> : null}
            <Link href={`/exportdocs/${shipmentId}`}>Open the shipment</Link>
          </p>
        </div>
        {manage ? (
          <div className={styles.buttonRow}>
            <button type="button" className="btn btn-secondary" onClick={() => setEditing(true)}>
              Edit tracking
            </button>
            <button type="button" className="btn btn-danger-outline" onClick={() => setStopping(true)}>
              Stop tracking
            </button>
          </div>
        ) : null}
      </header>

      <section className="card stack" aria-labelledby="eta-heading">
        <h2 id="eta-heading">Arrival</h2>
        <dl className={styles.facts}>
          <div>
            <dt>ETA at the port of discharge</dt>
            <dd className="num">
              {formatDateTime(eta)}
              {answer.eta.classifier ? ` (${classifierText(answer.eta.classifier).toLowerCase()})` : ""}
            </dd>
          </div>
          {answer.eta.previous ? (
            <div>
              <dt>Previous ETA</dt>
              <dd className="num">
                {formatDateTime(answer.eta.previous)}
                {eta ? ` (${etaMoveText(answer.eta.previous, eta)})` : ""}
              </dd>
            </div>
          ) : null}
          <div>
            <dt>Delay against the first plan</dt>
            <dd className={isLate(answer.delayHours) ? styles.late : undefined}>{delayText(answer.delayHours)}</dd>
          </div>
          <div>
            <dt>Carrier</dt>
            <dd>{answer.tracking.carrierCode ?? "—"}</dd>
          </div>
          <div>
            <dt>Booking reference</dt>
            <dd>{answer.tracking.carrierBookingReference ?? "—"}</dd>
          </div>
          <div>
            <dt>Bill of lading number</dt>
            <dd>{answer.tracking.transportDocumentReference ?? "—"}</dd>
          </div>
          <div>
            <dt>Vessel IMO number</dt>
            <dd>{answer.tracking.vesselIMONumber ?? "—"}</dd>
          </div>
        </dl>
        {answer.eta.history.length > 1 ? <EtaHistory history={answer.eta.history} /> : null}
      </section>

      <section className="card stack" aria-labelledby="map-heading">
        <h2 id="map-heading">Route</h2>
        <div className={styles.mapLayout}>
          <RouteMap
            id={`tracking-map-${shipmentId}`}
            label={`Map of the route of ${reference}`}
            facts={facts}
            tileUrl={tileUrl}
            tileAttribution={tileAttribution}
          />
          <RouteTable ports={answer.route.ports} milestones={answer.milestones} position={answer.position} />
        </div>
      </section>

      <section className="card stack" aria-labelledby="milestones-heading">
        <h2 id="milestones-heading">Milestones</h2>
        <MilestoneTimeline milestones={answer.milestones} label={`Milestones of ${reference}`} />
      </section>

      <section className="card stack" aria-labelledby="containers-heading">
        <h2 id="containers-heading">Containers</h2>
        {answer.equipment.length === 0 ? (
          <p className={styles.muted}>No container events yet.</p>
        ) : (
          <div className={styles.containers}>
            {answer.equipment.map((container) => (
              <section key={container.equipmentReference} aria-label={`Container ${container.equipmentReference}`}>
                <h3 className={styles.reference}>{container.equipmentReference}</h3>
                <MilestoneTimeline
                  milestones={container.milestones}
                  label={`Milestones of container ${container.equipmentReference}`}
                />
              </section>
            ))}
          </div>
        )}
      </section>

      <section className="card" aria-labelledby="events-heading">
        <h2 id="events-heading">Events received</h2>
        <details className={styles.events}>
          <summary>Raw DCSA events ({answer.events.length}) as the carriers sent them</summary>
          <div className={styles.json} role="region" tabIndex={0} aria-label="Raw events, JSON">
            <pre>{JSON.stringify(answer.events, null, 2)}</pre>
          </div>
        </details>
      </section>

      <Modal open={editing} title="Edit tracking" onClose={() => setEditing(false)} size="form">
        <TrackForm tracking={answer.tracking} onDone={() => setEditing(false)} onCancel={() => setEditing(false)} />
      </Modal>
      <ConfirmDialog
        open={stopping}
        title="Stop tracking this shipment?"
        confirmLabel="Stop tracking"
        busyLabel="Stopping…"
        busy={stopBusy}
        danger
        error={stopError}
        onCancel={() => setStopping(false)}
        onConfirm={() => void stop()}
      >
        <p>
          Its milestones, ETA and events are deleted, and carriers&apos; events for it are no longer matched. You can
          track it again later.
        </p>
      </ConfirmDialog>
    </div>
  );
}

function BackLink() {
  return (
    <p>
      <Link href="/trackShipment">Track shipment</Link>
    </p>
  );
}

function EtaHistory({ history }: { history: TrackingAnswer["eta"]["history"] }) {
  // Oldest first, as the carriers changed it; each step says how far it moved from the one before.
  return (
    <div>
      <h3>How the ETA moved</h3>
      <ol className={styles.etaHistory}>
        {history.map((entry, index) => {
          const before = index > 0 ? history[index - 1] : undefined;
          return (
            <li key={`${entry.changedAt}-${index}`}>
              <span className="num">{formatDateTime(entry.dateTime)}</span> (
              {classifierText(entry.classifier).toLowerCase()}, reported {formatDateTime(entry.changedAt)})
              {before ? ` — ${etaMoveText(before.dateTime, entry.dateTime)}` : " — first ETA"}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
