"use client";

import { useId, useState } from "react";
import { toast } from "react-toastify";
import { api, ApiError, errorMessage } from "@/lib/client/api";
import { allowedTransitions, statusLabel, type Shipment, type ShipmentStatus } from "./types";
import styles from "./shipments.module.css";

export function StatusBadge({ status }: { status: string }) {
  return (
    <span className={styles.statusBadge} data-status={status}>
      {statusLabel(status)}
    </span>
  );
}

type Props = { shipment: Shipment; onChanged: (shipment: Shipment) => void };

/**
 * Offers only the transitions the state machine allows from the current status. A refusal from
 * the server (422, for example when another tab moved the shipment on) is shown next to the menu.
 */
export function StatusControl({ shipment, onChanged }: Props) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const options = shipment.allowedStatuses ?? allowedTransitions(shipment.status);

  async function change(status: ShipmentStatus) {
    setBusy(true);
    setError(null);
    try {
      const body = await api<{ shipment: Shipment }>(`/api/shipments/status/${encodeURIComponent(shipment.id)}`, {
        method: "PUT",
        body: { status },
      });
      onChanged(body.shipment);
      toast.success(`${body.shipment.reference} is now ${statusLabel(body.shipment.status).toLowerCase()}.`);
    } catch (err) {
      const message = errorMessage(err);
      if (err instanceof ApiError && err.status === 422) {
        setError(`Status not changed: ${message}`);
        // Usually the shipment moved on elsewhere: show where it stands now and what it may do next.
        try {
          const body = await api<{ shipment: Shipment }>(`/api/shipments/${encodeURIComponent(shipment.id)}`);
          onChanged(body.shipment);
        } catch {
          // The message above already says what happened; the row keeps its last known state.
        }
      } else setError(message);
    } finally {
      setBusy(false);
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
