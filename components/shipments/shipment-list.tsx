"use client";

import { useState } from "react";
import { toast } from "react-toastify";
import { ListState } from "@/components/ui/list-state";
import { useKeysetList } from "@/lib/client/queries";
import { CreateShipmentDialog } from "./create-shipment-dialog";
import { DeleteShipmentDialog } from "./delete-shipment-dialog";
import { ReferenceDialog, type ReferenceAction } from "./reference-dialog";
import { NoMatch, NoShipments } from "./shipment-empty";
import { ShipmentRow } from "./shipment-row";
import { ShipmentToolbar } from "./shipment-toolbar";
import type { Shipment } from "./types";
import { useShipmentChanged } from "./use-shipment-changed";
import { useShipmentFilters, type Filters } from "./use-shipment-filters";
import styles from "./shipments.module.css";

export { SORTS } from "./use-shipment-filters";

const PAGE_SIZE = 20;

/** The /exportdocs screen: the user's shipments with search, filter, sort, paging and every shipment action. */
export function ShipmentList({
  initialFilters,
}: { initialFilters?: Partial<Pick<Filters, "status" | "attention">> } = {}) {
  const { filters, setFilters, applied, filtered } = useShipmentFilters(initialFilters);
  const query = {
    limit: PAGE_SIZE,
    q: applied.q.trim(),
    status: applied.status || undefined,
    attention: applied.attention || undefined,
    sort: applied.sort,
  };
  const list = useKeysetList("/api/shipments", { query }, (page) => page.shipments);
  const changed = useShipmentChanged();
  const [creating, setCreating] = useState(false);
  const [referenceAction, setReferenceAction] = useState<ReferenceAction | null>(null);
  const [toDelete, setToDelete] = useState<Shipment | null>(null);
  const [expanded, setExpanded] = useState<string | null>(null);

  /** A new shipment (created or copied) opens its details once the refetched list shows it. */
  function created(shipment: Shipment, message: string) {
    setExpanded(shipment.id);
    changed();
    toast.success(message);
  }

  return (
    <div className="stack">
      <header className={`page-header ${styles.pageHeader}`}>
        <div>
          <h1>Export documents</h1>
          <p>
            Shipments and the trade documents made for them. Enter parties, ports and goods once; every document of the
            shipment reuses them.
          </p>
        </div>
        <button type="button" className="btn" onClick={() => setCreating(true)}>
          New shipment
        </button>
      </header>

      <ShipmentToolbar filters={filters} onChange={setFilters} />

      <ListState
        list={list}
        empty={filtered ? <NoMatch /> : <NoShipments onCreate={() => setCreating(true)} />}
        loadingLabel="Loading shipments…"
      >
        <ul className={styles.shipmentList} aria-label="Shipments">
          {list.items.map((shipment) => (
            <ShipmentRow
              key={shipment.id}
              shipment={shipment}
              open={expanded === shipment.id}
              onToggle={() => setExpanded(expanded === shipment.id ? null : shipment.id)}
              onRename={() => setReferenceAction({ kind: "rename", shipment })}
              onDuplicate={() => setReferenceAction({ kind: "duplicate", shipment })}
              onDelete={() => setToDelete(shipment)}
            />
          ))}
        </ul>
      </ListState>

      <CreateShipmentDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(shipment) => {
          setCreating(false);
          created(shipment, `Shipment ${shipment.reference} created.`);
        }}
      />
      <ReferenceDialog
        action={referenceAction}
        onClose={() => setReferenceAction(null)}
        onDone={(shipment, kind) => {
          setReferenceAction(null);
          if (kind === "duplicate") created(shipment, `Copy ${shipment.reference} created.`);
          else {
            changed();
            toast.success(`Renamed to ${shipment.reference}.`);
          }
        }}
      />
      <DeleteShipmentDialog key={toDelete?.id ?? "none"} shipment={toDelete} onClose={() => setToDelete(null)} />
    </div>
  );
}
