"use client";

import Link from "next/link";
import { useCallback, useEffect, useId, useState } from "react";
import { toast } from "react-toastify";
import { api, errorMessage } from "@/lib/client/api";
import { useAppState } from "@/lib/client/app-state";
import { CreateShipmentDialog } from "./create-shipment-dialog";
import { ConfirmDialog } from "@/components/ui/modal";
import { ShareButton } from "@/components/sharing/share-button";
import { ReferenceDialog, type ReferenceAction } from "./reference-dialog";
import { ShipmentDetails } from "./shipment-details";
import { StatusBadge, StatusControl } from "./status-control";
import { DocumentStateBadge } from "./shipment-documents";
import {
  SHIPMENT_STATUSES,
  editorHref,
  formatDateTime,
  shipmentHref,
  statusLabel,
  type Shipment,
  type ShipmentPage,
} from "./types";
import styles from "./shipments.module.css";

const PAGE_SIZE = 20;

export const SORTS = [
  { value: "newest", label: "Newest first" },
  { value: "oldest", label: "Oldest first" },
  { value: "updated", label: "Recently updated" },
  { value: "reference", label: "Reference A–Z" },
] as const;
type Sort = (typeof SORTS)[number]["value"];

/** The order is part of the query: the API sorts and pages (keyset) in it, so every page continues it. */
type Filters = { q: string; status: string; sort: Sort };

function listPath(filters: Filters, cursor: string | null): string {
  const params = new URLSearchParams({ limit: String(PAGE_SIZE) });
  if (filters.q.trim()) params.set("q", filters.q.trim());
  if (filters.status) params.set("status", filters.status);
  if (filters.sort !== "newest") params.set("sort", filters.sort);
  if (cursor) params.set("cursor", cursor);
  return `/api/shipments?${params.toString()}`;
}

/** The /exportdocs screen: the user's shipments with search, filter, sort, paging and every shipment action. */
export function ShipmentList() {
  const { refreshDocs } = useAppState();
  const [filters, setFilters] = useState<Filters>({ q: "", status: "", sort: "newest" });
  const [query, setQuery] = useState<Filters>(filters);
  const [rows, setRows] = useState<Shipment[] | null>(null);
  const [nextCursor, setNextCursor] = useState<string | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [creating, setCreating] = useState(false);
  const [referenceAction, setReferenceAction] = useState<ReferenceAction | null>(null);
  const [toDelete, setToDelete] = useState<Shipment | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [expanded, setExpanded] = useState<string | null>(null);
  const searchId = useId();

  // Search as the user types, once they pause (300 ms), so each keystroke is not a request.
  useEffect(() => {
    const timer = setTimeout(() => setQuery(filters), filters.q === query.q ? 0 : 300);
    return () => clearTimeout(timer);
  }, [filters, query.q]);

  useEffect(() => {
    let active = true;
    api<ShipmentPage>(listPath(query, null))
      .then((page) => {
        if (!active) return;
        setRows(page.shipments);
        setNextCursor(page.nextCursor);
        setLoadError(null);
      })
      .catch((error: unknown) => active && setLoadError(errorMessage(error)));
    return () => {
      active = false;
    };
  }, [query]);

  async function loadMore() {
    if (!nextCursor) return;
    setLoadingMore(true);
    try {
      const page = await api<ShipmentPage>(listPath(query, nextCursor));
      setRows((current) => [...(current ?? []), ...page.shipments.filter((s) => !current?.some((c) => c.id === s.id))]);
      setNextCursor(page.nextCursor);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setLoadingMore(false);
    }
  }

  // Keep the app-wide list (docs) coherent with what changed here.
  const syncAppState = useCallback(() => void refreshDocs(), [refreshDocs]);
  const replace = useCallback(
    (shipment: Shipment) => {
      setRows((current) => current?.map((s) => (s.id === shipment.id ? shipment : s)) ?? null);
      syncAppState();
    },
    [syncAppState],
  );

  function created(shipment: Shipment, message: string) {
    setRows((current) => [shipment, ...(current ?? []).filter((s) => s.id !== shipment.id)]);
    setExpanded(shipment.id);
    syncAppState();
    toast.success(message);
  }

  async function confirmDelete() {
    if (!toDelete) return;
    setDeleting(true);
    setDeleteError(null);
    try {
      await api(`/api/shipments/${encodeURIComponent(toDelete.id)}`, { method: "DELETE" });
      setRows((current) => current?.filter((s) => s.id !== toDelete.id) ?? null);
      toast.success(`Shipment ${toDelete.reference} deleted.`);
      setToDelete(null);
      syncAppState();
    } catch (error) {
      setDeleteError(errorMessage(error));
    } finally {
      setDeleting(false);
    }
  }

  const filtered = query.q.trim() !== "" || query.status !== "";

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

      <form className={styles.toolbar} role="search" aria-label="Shipments" onSubmit={(e) => e.preventDefault()}>
        <div className="field">
          <label htmlFor={searchId}>Search by reference</label>
          <input
            id={searchId}
            type="search"
            value={filters.q}
            onChange={(e) => setFilters((f) => ({ ...f, q: e.target.value }))}
            placeholder="For example INV-2026"
          />
        </div>
        <div className="field">
          <label htmlFor={`${searchId}-status`}>Status</label>
          <select
            id={`${searchId}-status`}
            value={filters.status}
            onChange={(e) => setFilters((f) => ({ ...f, status: e.target.value }))}
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
          <label htmlFor={`${searchId}-sort`}>Sort</label>
          <select
            id={`${searchId}-sort`}
            value={filters.sort}
            onChange={(e) => setFilters((f) => ({ ...f, sort: e.target.value as Sort }))}
          >
            {SORTS.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </div>
      </form>

      {loadError ? (
        <p className="alert alert-error" role="alert">
          Could not load your shipments: {loadError}
        </p>
      ) : null}

      {rows === null && !loadError ? (
        <div className={styles.loadingList} aria-busy="true" role="status">
          <span className="spinner" aria-hidden="true" /> Loading shipments…
        </div>
      ) : null}

      {rows !== null && rows.length === 0 ? (
        filtered ? (
          <section className="empty-state">
            <h2>No shipments match</h2>
            <p>Try another reference or status.</p>
          </section>
        ) : (
          <section className="empty-state">
            <h2>No shipments yet</h2>
            <p>
              Create a shipment, pick the documents it needs (commercial invoice, packing list, certificate of origin…)
              and fill them once from your saved contacts, products and ports.
            </p>
            <p>
              <button type="button" className="btn" onClick={() => setCreating(true)}>
                Create your first shipment
              </button>
            </p>
          </section>
        )
      ) : null}

      {rows && rows.length > 0 ? (
        <ul className={styles.shipmentList} aria-label="Shipments">
          {rows.map((shipment) => {
            const open = expanded === shipment.id;
            const panelId = `shipment-panel-${shipment.id}`;
            return (
              <li key={shipment.id} className={styles.shipmentItem} aria-label={`Shipment ${shipment.reference}`}>
                <div className={styles.shipmentRow}>
                  <div className={styles.shipmentMain}>
                    <h2 className={styles.shipmentTitle}>
                      <Link href={shipmentHref(shipment.id)}>{shipment.reference}</Link>
                    </h2>
                    <div className={styles.shipmentMeta}>
                      <StatusBadge status={shipment.status} />
                      <span>
                        {shipment.documents.length} document{shipment.documents.length === 1 ? "" : "s"}
                      </span>
                      <span>Updated {formatDateTime(shipment.updatedAt)}</span>
                    </div>
                    <ul className={styles.docChips} aria-label={`Documents of ${shipment.reference}`}>
                      {shipment.documents.map((d) => (
                        <li key={d.name}>
                          <Link href={editorHref(shipment.id, d.name)}>{d.title}</Link>{" "}
                          <DocumentStateBadge state={d.state} />
                        </li>
                      ))}
                    </ul>
                  </div>
                  <div className={styles.shipmentActions}>
                    <StatusControl shipment={shipment} onChanged={replace} />
                    <div className={styles.buttonRow}>
                      <button
                        type="button"
                        className="btn btn-secondary"
                        aria-expanded={open}
                        aria-controls={panelId}
                        onClick={() => setExpanded(open ? null : shipment.id)}
                      >
                        {open ? "Hide details" : "Details"}
                        <span className="visually-hidden"> of {shipment.reference}</span>
                      </button>
                      <button
                        type="button"
                        className="btn btn-secondary"
                        onClick={() => setReferenceAction({ kind: "rename", shipment })}
                      >
                        Rename<span className="visually-hidden"> {shipment.reference}</span>
                      </button>
                      <button
                        type="button"
                        className="btn btn-secondary"
                        onClick={() => setReferenceAction({ kind: "duplicate", shipment })}
                      >
                        Duplicate<span className="visually-hidden"> {shipment.reference}</span>
                      </button>
                      <ShareButton shipment={shipment} />
                      <button
                        type="button"
                        className="btn btn-secondary"
                        onClick={() => {
                          setDeleteError(null);
                          setToDelete(shipment);
                        }}
                      >
                        Delete<span className="visually-hidden"> {shipment.reference}</span>
                      </button>
                    </div>
                  </div>
                </div>
                {open ? (
                  <div id={panelId} className={styles.shipmentPanel}>
                    <ShipmentDetails shipment={shipment} onChanged={replace} />
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}

      {nextCursor ? (
        <div>
          <button
            type="button"
            className="btn btn-secondary"
            onClick={loadMore}
            disabled={loadingMore}
            aria-busy={loadingMore || undefined}
          >
            {loadingMore ? "Loading…" : "Load more shipments"}
          </button>
        </div>
      ) : null}

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
            replace(shipment);
            toast.success(`Renamed to ${shipment.reference}.`);
          }
        }}
      />
      <ConfirmDialog
        open={toDelete !== null}
        title={`Delete ${toDelete?.reference ?? "shipment"}?`}
        confirmLabel="Delete shipment"
        busyLabel="Deleting…"
        busy={deleting}
        danger
        error={deleteError}
        onCancel={() => setToDelete(null)}
        onConfirm={() => void confirmDelete()}
      >
        <p>The shipment, its documents, their versions and its uploads will be deleted. This cannot be undone.</p>
      </ConfirmDialog>
    </div>
  );
}
