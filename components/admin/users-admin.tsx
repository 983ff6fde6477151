"use client";

import { useState, type FormEvent } from "react";
import { ListState } from "@/components/ui/list-state";
import { useKeysetList } from "@/lib/client/queries";
import { roleLabel, ROLE_LABELS, USER_ROLES, type UserRole } from "@/lib/roles";
import { VERIFICATION_STATE_LABELS } from "@/lib/verification/document-types";
import styles from "./admin.module.css";
import { UserPanel } from "./user-panel";

type VerificationState = keyof typeof VERIFICATION_STATE_LABELS;
const STATE_KEYS = Object.keys(VERIFICATION_STATE_LABELS) as VerificationState[];
type Filters = { q: string; role: UserRole | ""; verificationState: VerificationState | "" };

export function UsersAdmin({ adminId }: { adminId: string }) {
  const [draft, setDraft] = useState<Filters>({ q: "", role: "", verificationState: "" });
  const [filters, setFilters] = useState(draft);
  const list = useKeysetList(
    "/api/admin/users",
    {
      query: {
        q: filters.q.trim(),
        role: filters.role || undefined,
        verificationState: filters.verificationState || undefined,
        limit: 25,
      },
    },
    (page) => page.users,
  );
  const [selectedId, setSelectedId] = useState<string | null>(null);

  const search = (event: FormEvent) => {
    event.preventDefault();
    setFilters(draft);
  };

  return (
    <div className="stack">
      <form className={styles.toolbar} onSubmit={search} role="search" aria-label="Search users">
        <div className="field">
          <label htmlFor="user-q">Email, name or company</label>
          <input
            id="user-q"
            type="search"
            value={draft.q}
            onChange={(e) => setDraft({ ...draft, q: e.target.value })}
          />
        </div>
        <div className="field">
          <label htmlFor="user-role">Role</label>
          <select
            id="user-role"
            value={draft.role}
            onChange={(e) => setDraft({ ...draft, role: e.target.value as Filters["role"] })}
          >
            <option value="">Any</option>
            {USER_ROLES.map((r) => (
              <option key={r} value={r}>
                {ROLE_LABELS[r]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="user-state">Verification</label>
          <select
            id="user-state"
            value={draft.verificationState}
            onChange={(e) => setDraft({ ...draft, verificationState: e.target.value as Filters["verificationState"] })}
          >
            <option value="">Any</option>
            {STATE_KEYS.map((s) => (
              <option key={s} value={s}>
                {VERIFICATION_STATE_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn">
          Search
        </button>
      </form>
      <div className={styles.usersLayout}>
        <section aria-labelledby="users-title">
          <h2 id="users-title">Users</h2>
          <ListState
            list={list}
            empty={
              <section className="empty-state">
                <p>No user matches.</p>
              </section>
            }
          >
            <div className={styles.tableWrap}>
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">User</th>
                    <th scope="col">Role</th>
                    <th scope="col">Verification</th>
                  </tr>
                </thead>
                <tbody>
                  {list.items.map((u) => (
                    <tr key={u.id}>
                      <td>
                        <button
                          type="button"
                          className="btn-link"
                          onClick={() => setSelectedId(u.id)}
                          aria-pressed={selectedId === u.id}
                        >
                          {u.email}
                        </button>
                        <div className={styles.muted}>
                          {u.firstName} {u.lastName}
                          {u.company ? ` · ${u.company}` : ""}
                        </div>
                      </td>
                      <td>{roleLabel(u.role)}</td>
                      <td>{VERIFICATION_STATE_LABELS[u.verificationState]}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </ListState>
        </section>
        {selectedId ? (
          <UserPanel key={selectedId} userId={selectedId} isSelf={selectedId === adminId} />
        ) : (
          <p className={styles.muted}>Choose a user to see their details and actions.</p>
        )}
      </div>
    </div>
  );
}
