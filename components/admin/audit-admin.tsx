"use client";

import { Fragment, useState, type FormEvent } from "react";
import { ListState } from "@/components/ui/list-state";
import { auditSentence } from "@/lib/audit/audit-sentence";
import { useKeysetList } from "@/lib/client/queries";
import styles from "./admin.module.css";
import { formatDateTime } from "@/lib/format/dates";

const EMPTY = { actor: "", entityType: "", entityId: "", action: "", from: "", to: "" };
const FIELDS: { key: keyof typeof EMPTY; label: string; type?: string; hint?: string }[] = [
  { key: "actor", label: "Actor (email or id)" },
  { key: "entityType", label: "Entity type", hint: "e.g. user, file, demo_request" },
  { key: "entityId", label: "Entity id" },
  { key: "action", label: "Action", hint: "e.g. verification or verification.approved" },
  { key: "from", label: "From", type: "date" },
  { key: "to", label: "To", type: "date" },
];

/** A data value as plain text for the details list (never JSON): lists joined, objects as "key: value". */
function detailValue(value: unknown): string {
  if (value === null || value === undefined) return "—";
  if (Array.isArray(value)) return value.length ? value.map(detailValue).join("; ") : "none";
  if (typeof value === "object")
    return Object.entries(value as Record<string, unknown>)
      .map(([key, inner]) => `${key}: ${detailValue(inner)}`)
      .join(", ");
  return String(value);
}

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
        <ol className={styles.auditList} aria-label="Audit entries, newest first">
          {list.items.map((e) => (
            <li key={e.id} className={styles.auditEntry}>
              <p className={styles.sentence}>{auditSentence(e)}</p>
              <p className={styles.auditMeta}>
                <time dateTime={e.createdAt}>{formatDateTime(e.createdAt)}</time>
                {e.actorEmail && e.actorEmail !== e.actorName ? <span>{e.actorEmail}</span> : null}
              </p>
              <details className={styles.auditDetails}>
                <summary>Details</summary>
                <dl className={styles.dl}>
                  <dt>Action</dt>
                  <dd className={styles.mono}>{e.action}</dd>
                  <dt>Entity</dt>
                  <dd>
                    {e.entityType.replace(/_/g, " ")} <span className={styles.mono}>{e.entityId}</span>
                  </dd>
                  {Object.entries(e.data).map(([key, value]) => (
                    <Fragment key={key}>
                      <dt>{key}</dt>
                      <dd className={styles.mono}>{detailValue(value)}</dd>
                    </Fragment>
                  ))}
                </dl>
              </details>
            </li>
          ))}
        </ol>
      </ListState>
    </div>
  );
}
