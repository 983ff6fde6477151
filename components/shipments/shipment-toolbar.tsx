"use client";

import { useId, type Dispatch, type SetStateAction } from "react";
import { ATTENTIONS, SHIPMENT_STATUSES, statusLabel } from "./types";
import { SORTS, type Filters, type Sort } from "./use-shipment-filters";
import styles from "./shipments.module.css";

type Props = { filters: Filters; onChange: Dispatch<SetStateAction<Filters>> };

/** Search by reference, filter by status and by what a shipment needs, choose the order. */
export function ShipmentToolbar({ filters, onChange }: Props) {
  const searchId = useId();
  return (
    <form className={styles.toolbar} role="search" aria-label="Shipments" onSubmit={(e) => e.preventDefault()}>
      <div className="field">
        <label htmlFor={searchId}>Search by reference</label>
        <input
          id={searchId}
          type="search"
          value={filters.q}
          onChange={(e) => onChange((f) => ({ ...f, q: e.target.value }))}
          placeholder="For example INV-2026"
        />
      </div>
      <div className="field">
        <label htmlFor={`${searchId}-status`}>Status</label>
        <select
          id={`${searchId}-status`}
          value={filters.status}
          onChange={(e) => onChange((f) => ({ ...f, status: e.target.value as Filters["status"] }))}
        >
          <option value="">All statuses</option>
          {SHIPMENT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {statusLabel(s)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${searchId}-attention`}>Needs</label>
        <select
          id={`${searchId}-attention`}
          value={filters.attention}
          onChange={(e) => onChange((f) => ({ ...f, attention: e.target.value as Filters["attention"] }))}
        >
          <option value="">Any shipment</option>
          {ATTENTIONS.map((a) => (
            <option key={a.value} value={a.value}>
              {a.label}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${searchId}-sort`}>Sort</label>
        <select
          id={`${searchId}-sort`}
          value={filters.sort}
          onChange={(e) => onChange((f) => ({ ...f, sort: e.target.value as Sort }))}
        >
          {SORTS.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}
