"use client";

import { Plus } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Modal } from "@/components/ui/modal";
import { TrackForm } from "./track-form";
import { TrackingList, type TrackingFilter } from "./tracking-list";

/**
 * /trackShipment: the tracked shipments and "Track a shipment". `initialShipmentId` (from
 * `?track=`, the shipment screen's "Track this shipment") opens the form with that shipment chosen;
 * `initialFilter` (from `?filter=`, the dashboard's tracking tiles) preselects the list's filter.
 */
export function TrackShipmentView({
  initialShipmentId,
  initialFilter,
}: {
  initialShipmentId?: string;
  initialFilter?: TrackingFilter;
}) {
  const router = useRouter();
  const [open, setOpen] = useState(!!initialShipmentId);
  return (
    <div className="stack">
      <header className="page-header">
        <h1>Track shipment</h1>
        <p>
          Where your shipments are, when they arrive, and what the carriers reported, from DCSA Track &amp; Trace
          events.
        </p>
        <p>
          <button type="button" className="btn" onClick={() => setOpen(true)}>
            <Plus size={16} aria-hidden="true" />
            Track a shipment
          </button>
        </p>
      </header>
      <TrackingList key={initialFilter ?? ""} onTrack={() => setOpen(true)} initialFilter={initialFilter} />
      <Modal open={open} title="Track a shipment" onClose={() => setOpen(false)} size="form">
        <TrackForm
          shipmentId={initialShipmentId}
          onDone={(id) => {
            setOpen(false);
            router.push(`/trackShipment/${id}`);
          }}
          onCancel={() => setOpen(false)}
        />
      </Modal>
    </div>
  );
}
