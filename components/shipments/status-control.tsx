"use client";

import { useId, useState } from "react";
import { toast } from "react-toastify";
import { ApiError, errorMessage } from "@/lib/client/api";
import { useApiMutation } from "@/lib/client/queries";
import { statusLabel, type Shipment, type ShipmentStatus } from "./types";
import { useShipmentChanged } from "./use-shipment-changed";
import styles from "./shipments.module.css";

export function StatusBadge({ status }: { status: string }) {
  return (
    <span className={styles.statusBadge} data-status={status}>
      {statusLabel(status)}
    </span>
  );
}

/**
 * Offers only the transitions the server's state machine allows from the current status
 * (`allowedStatuses`). A refusal (422, for example when another tab moved the shipment on) is
 * shown next to the menu, and the shipment is fetched again to show where it stands now.
 */
export function StatusControl({ shipment }: { shipment: Shipment }) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const changed = useShipmentChanged();
  const mutation = useApiMutation("PUT", "/api/shipments/status/{id}");
  const busy = mutation.isPending;
  const options = shipment.allowedStatuses;

  async function change(status: ShipmentStatus) {
    setError(null);
    try {
      const body = await mutation.mutateAsync({ params: { id: shipment.id }, body: { status } });
      toast.success(`${body.shipment.reference} is now ${statusLabel(body.shipment.status).toLowerCase()}.`);
      changed();
    } catch (err) {
      const message = errorMessage(err);
      if (err instanceof ApiError && err.status === 422) {
        setError(`Status not changed: ${message}`);
        changed();
      } else setError(message);
    }
  }

  return (
    <div className={styles.statusControl}>
      <label htmlFor={id} className="visually-hidden">
        Change status of {shipment.reference}
      </label>
      <select
        id={id}
        value=""
        disabled={busy || options.length === 0}
        onChange={(e) => e.target.value && void change(e.target.value as ShipmentStatus)}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        <option value="">{options.length === 0 ? "No further status" : busy ? "Changing…" : "Change status…"}</option>
        {options.map((status) => (
          <option key={status} value={status}>
            {status === "cancelled" ? "Cancel shipment" : `Mark as ${statusLabel(status).toLowerCase()}`}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
