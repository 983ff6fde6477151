"use client";

import { useState } from "react";
import { toast } from "react-toastify";
import { api, errorMessage } from "@/lib/client/api";
import styles from "./admin.module.css";
import { ListFooter } from "./list-footer";
import { formatDateTime } from "./types";
import { usePagedList } from "./use-paged-list";

type DemoRequest = {
  id: string;
  fullName: string;
  company: string;
  email: string;
  phone: string;
  message: string | null;
  createdAt: string;
  contactedAt: string | null;
};
const pick = (body: { demoRequests: DemoRequest[] }) => body.demoRequests;

export function DemoRequestsAdmin() {
  const [status, setStatus] = useState<"all" | "new" | "contacted">("new");
  const list = usePagedList("/api/admin/demo-requests", `status=${status}&limit=25`, pick);
  const [busyId, setBusyId] = useState<string | null>(null);

  async function markContacted(request: DemoRequest) {
    setBusyId(request.id);
    try {
      const { demoRequest } = await api<{ demoRequest: DemoRequest }>(
        `/api/admin/demo-requests/${request.id}/contacted`,
        { method: "POST" },
      );
      list.replace((items) =>
        status === "new"
          ? items.filter((i) => i.id !== request.id)
          : items.map((i) => (i.id === request.id ? demoRequest : i)),
      );
      toast.success(`${request.fullName} marked as contacted.`);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusyId(null);
    }
  }

  return (
    <div className="stack">
      <div className={styles.toolbar}>
        <div className="field">
          <label htmlFor="demo-status">Show</label>
          <select id="demo-status" value={status} onChange={(e) => setStatus(e.target.value as typeof status)}>
            <option value="new">Not contacted yet</option>
            <option value="contacted">Contacted</option>
            <option value="all">All</option>
          </select>
        </div>
        <a className="btn btn-secondary" href={`/api/admin/demo-requests/export?status=${status}`} download>
          Export CSV
        </a>
      </div>
      {list.items.length ? (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className="visually-hidden">Demo requests, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Requested</th>
                <th scope="col">Name and company</th>
                <th scope="col">Contact</th>
                <th scope="col">Message</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {list.items.map((r) => (
                <tr key={r.id}>
                  <td>{formatDateTime(r.createdAt)}</td>
                  <td>
                    {r.fullName}
                    <div className={styles.muted}>{r.company}</div>
                  </td>
                  <td>
                    <a href={`mailto:${r.email}`}>{r.email}</a>
                    <div className={styles.muted}>{r.phone}</div>
                  </td>
                  <td>{r.message ?? <span className={styles.muted}>—</span>}</td>
                  <td>
                    {r.contactedAt ? (
                      `Contacted ${formatDateTime(r.contactedAt)}`
                    ) : (
                      <button
                        type="button"
                        className="btn btn-secondary"
                        onClick={() => void markContacted(r)}
                        disabled={busyId === r.id}
                        aria-label={`Mark ${r.fullName} as contacted`}
                      >
                        {busyId === r.id ? "Saving…" : "Mark contacted"}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <ListFooter
        loading={list.loading}
        error={list.error}
        hasMore={!!list.nextCursor}
        onMore={list.loadMore}
        count={list.items.length}
        empty="No demo requests here."
      />
    </div>
  );
}
