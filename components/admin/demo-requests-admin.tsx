"use client";

import { useState } from "react";
import { toast } from "react-toastify";
import { ListState } from "@/components/ui/list-state";
import { errorMessage } from "@/lib/client/api";
import { apiUrl, type ApiOutput, type EndpointAt } from "@/lib/client/api-client";
import { useApiMutation, useKeysetList } from "@/lib/client/queries";
import styles from "./admin.module.css";
import { formatDateTime } from "@/lib/format/dates";

type DemoRequest = ApiOutput<EndpointAt<"GET", "/api/admin/demo-requests">>["demoRequests"][number];

export function DemoRequestsAdmin() {
  const [status, setStatus] = useState<"all" | "new" | "contacted">("new");
  const list = useKeysetList("/api/admin/demo-requests", { query: { status, limit: 25 } }, (page) => page.demoRequests);
  const contacted = useApiMutation("POST", "/api/admin/demo-requests/{id}/contacted", {
    invalidates: ["/api/admin/demo-requests"],
  });

  async function markContacted(request: DemoRequest) {
    try {
      await contacted.mutateAsync({ params: { id: request.id } });
      toast.success(`${request.fullName} marked as contacted.`);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }
  const busyId = contacted.isPending ? contacted.variables?.params.id : null;

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
        <a
          className="btn btn-secondary"
          href={apiUrl("/api/admin/demo-requests/export", undefined, { status })}
          download
        >
          Export CSV
        </a>
      </div>
      <ListState
        list={list}
        empty={
          <section className="empty-state">
            <p>No demo requests here.</p>
          </section>
        }
      >
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
      </ListState>
    </div>
  );
}
