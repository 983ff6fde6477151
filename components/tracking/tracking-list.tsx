"use client";

import { Ship } from "lucide-react";
import Link from "next/link";
import { useState, type FormEvent } from "react";
import { EmptyState } from "@/components/ui/empty-state";
import { ListState } from "@/components/ui/list-state";
import { Status } from "@/components/ui/status";
import { useKeysetList } from "@/lib/client/queries";
import { formatDateTime } from "@/lib/format/dates";
import { nextMilestoneText, placeText, type TrackingRow } from "./tracking-client";
import { delayText, isLate } from "./tracking-text";
import styles from "./tracking.module.css";

const PAGE_SIZE = 20;
export type TrackingFilter = "" | "in_transit" | "delayed" | "arriving_this_week";
type Filter = TrackingFilter;

const FILTERS: { value: Filter; label: string }[] = [
  { value: "", label: "All tracked shipments" },
  { value: "in_transit", label: "In transit" },
  { value: "delayed", label: "Delayed" },
  { value: "arriving_this_week", label: "Arriving this week" },
];

/**
 * The tracked shipments (mine and those shared with me), newest first, with the filters of the
 * list endpoint: delayed, arriving this week, and a port (UN/LOCODE) of loading or discharge.
 */
export function TrackingList({ onTrack, initialFilter = "" }: { onTrack: () => void; initialFilter?: Filter }) {
  const [filter, setFilter] = useState<Filter>(initialFilter);
  const [portInput, setPortInput] = useState("");
  const [port, setPort] = useState("");
  const query = { limit: PAGE_SIZE, ...(filter ? { filter } : {}), ...(port ? { port } : {}) };
  const list = useKeysetList("/api/tracking", { query }, (page) => page.trackings);
  const filtered = filter !== "" || port !== "";

  const applyPort = (event: FormEvent) => {
    event.preventDefault();
    setPort(portInput.trim().toUpperCase());
  };

  return (
    <section className="card stack" aria-labelledby="tracked-heading">
      <h2 id="tracked-heading">Tracked shipments</h2>
      <form className={styles.filters} onSubmit={applyPort} role="search" aria-label="Filter tracked shipments">
        <div className="field">
          <label htmlFor="tracking-filter">Show</label>
          <select id="tracking-filter" value={filter} onChange={(e) => setFilter(e.target.value as Filter)}>
            {FILTERS.map((f) => (
              <option key={f.value} value={f.value}>
                {f.label}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="tracking-port">Port (UN/LOCODE)</label>
          <input
            id="tracking-port"
            value={portInput}
            onChange={(e) => setPortInput(e.target.value)}
            maxLength={5}
            autoComplete="off"
            placeholder="e.g. DEHAM"
            size={8}
          />
        </div>
        <button type="submit" className="btn btn-secondary">
          Apply port
        </button>
        {port ? (
          <button
            type="button"
            className="btn btn-link"
            onClick={() => {
              setPort("");
              setPortInput("");
            }}
          >
            Clear port {port}
          </button>
        ) : null}
      </form>
      <ListState
        list={list}
        loadingLabel="Loading tracked shipments…"
        empty={
          filtered ? (
            <EmptyState title="No tracked shipment matches" icon={Ship} headingLevel={3}>
              Nothing matches these filters. Choose &quot;All tracked shipments&quot; or clear the port.
            </EmptyState>
          ) : (
            <EmptyState
              title="Nothing tracked yet"
              icon={Ship}
              headingLevel={3}
              action={
                <button type="button" className="btn" onClick={onTrack}>
                  Track a shipment
                </button>
              }
            >
              Register a shipment&apos;s booking, bill of lading or containers to follow its voyage, its milestones and
              its ETA here.
            </EmptyState>
          )
        }
      >
        <TrackingTable rows={list.items} />
      </ListState>
    </section>
  );
}

function TrackingTable({ rows }: { rows: readonly TrackingRow[] }) {
  return (
    <div className={styles.scroll}>
      <table className={`${styles.table} table-stack`}>
        <caption className="visually-hidden">Tracked shipments</caption>
        <thead>
          <tr>
            <th scope="col">Shipment</th>
            <th scope="col">Status</th>
            <th scope="col">Next milestone</th>
            <th scope="col">ETA</th>
            <th scope="col">Delay</th>
            <th scope="col">Route</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.shipmentId}>
              <th scope="row">
                <Link className={styles.reference} href={`/trackShipment/${row.shipmentId}`}>
                  {row.shipmentReference}
                </Link>
                {row.role !== "owner" ? <div className={styles.muted}>Shared with you</div> : null}
              </th>
              <td data-label="Status">
                <Status tone="info" icon={null}>
                  {row.status.text}
                </Status>
              </td>
              <td data-label="Next milestone">{nextMilestoneText(row.nextMilestone)}</td>
              <td data-label="ETA" className="num">
                {formatDateTime(row.eta)}
              </td>
              <td data-label="Delay" className={isLate(row.delayHours) ? styles.late : undefined}>
                {delayText(row.delayHours)}
              </td>
              <td data-label="Route">
                {placeText(row.portOfLoading)} → {placeText(row.portOfDischarge)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
