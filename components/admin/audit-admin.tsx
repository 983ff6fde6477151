"use client";

import { useState, type FormEvent } from "react";
import { ListState } from "@/components/ui/list-state";
import { useKeysetList } from "@/lib/client/queries";
import styles from "./admin.module.css";
import { formatDateTime } from "./types";

const EMPTY = { actor: "", entityType: "", entityId: "", action: "", from: "", to: "" };
const FIELDS: { key: keyof typeof EMPTY; label: string; type?: string; hint?: string }[] = [
  { key: "actor", label: "Actor (email or id)" },
  { key: "entityType", label: "Entity type", hint: "e.g. user, file, demo_request" },
  { key: "entityId", label: "Entity id" },
  { key: "action", label: "Action", hint: "e.g. verification or verification.approved" },
  { key: "from", label: "From", type: "date" },
  { key: "to", label: "To", type: "date" },
];

export function AuditAdmin() {
  const [draft, setDraft] = useState(EMPTY);
  const [filters, setFilters] = useState(EMPTY);
  const query = { limit: 50, ...Object.fromEntries(Object.entries(filters).map(([k, v]) => [k, v.trim()])) };
  const list = useKeysetList("/api/admin/audit", { query }, (page) => page.entries);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilters(draft);
  };

  return (
    <div className="stack">
      <form className={styles.toolbar} onSubmit={apply} aria-label="Filter the audit log">
        {FIELDS.map((f) => (
          <div className="field" key={f.key}>
            <label htmlFor={`audit-${f.key}`}>{f.label}</label>
            <input
              id={`audit-${f.key}`}
              type={f.type ?? "text"}
              value={draft[f.key]}
              onChange={(e) => setDraft({ ...draft, [f.key]: e.target.value })}
              aria-describedby={f.hint ? `audit-${f.key}-hint` : undefined}
            />
            {f.hint ? (
              <span id={`audit-${f.key}-hint`} className="field-hint">
                {f.hint}
              </span>
            ) : null}
          </div>
        ))}
        <button type="submit" className="btn">
          Filter
        </button>
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => {
            setDraft(EMPTY);
            setFilters(EMPTY);
          }}
        >
          Clear
        </button>
      </form>
      <ListState
        list={list}
        empty={
          <section className="empty-state">
            <p>No audit entry matches these filters.</p>
          </section>
        }
      >
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className="visually-hidden">Audit entries, newest first</caption>
            <thead>
              <tr>
                <th scope="col">When (your time)</th>
                <th scope="col">Actor</th>
                <th scope="col">Action</th>
                <th scope="col">Entity</th>
                <th scope="col">Data</th>
              </tr>
            </thead>
            <tbody>
              {list.items.map((e) => (
                <tr key={e.id}>
                  <td>{formatDateTime(e.createdAt)}</td>
                  <td>
                    {e.actorEmail ??
                      (e.actorId ? (
                        <span className={styles.mono}>{e.actorId}</span>
                      ) : (
                        <span className={styles.muted}>system</span>
                      ))}
                  </td>
                  <td className={styles.mono}>{e.action}</td>
                  <td>
                    {e.entityType}
                    <div className={styles.mono}>{e.entityId}</div>
                  </td>
                  <td className={styles.mono}>{Object.keys(e.data).length ? JSON.stringify(e.data) : ""}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </ListState>
    </div>
  );
}
