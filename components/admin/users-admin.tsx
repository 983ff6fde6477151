"use client";

import { useEffect, useState, type FormEvent } from "react";
import { toast } from "react-toastify";
import { api, errorMessage } from "@/lib/client/api";
import type { ClientUser } from "@/lib/client/types";
import { roleLabel, ROLE_LABELS, USER_ROLES, type UserRole } from "@/lib/roles";
import { VERIFICATION_STATE_LABELS } from "@/lib/verification/document-types";
import styles from "./admin.module.css";
import { ConfirmDialog, type ConfirmRequest } from "./confirm-dialog";
import { ListFooter } from "./list-footer";
import { formatDateTime, type AdminVerification } from "./types";
import { usePagedList } from "./use-paged-list";

type Overview = { user: ClientUser; verification: AdminVerification; activeSessions: number; apiTokens: number };
const pickUsers = (body: { users: ClientUser[] }) => body.users;
const STATE_KEYS = Object.keys(VERIFICATION_STATE_LABELS) as (keyof typeof VERIFICATION_STATE_LABELS)[];

export function UsersAdmin({ adminId }: { adminId: string }) {
  const [draft, setDraft] = useState({ q: "", role: "", verificationState: "" });
  const [filters, setFilters] = useState(draft);
  const query = new URLSearchParams({ ...filters, limit: "25" }).toString();
  const list = usePagedList("/api/admin/users", query, pickUsers);
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
          <select id="user-role" value={draft.role} onChange={(e) => setDraft({ ...draft, role: e.target.value })}>
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
            onChange={(e) => setDraft({ ...draft, verificationState: e.target.value })}
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
      <div className={styles.queueLayout}>
        <section aria-labelledby="users-title">
          <h2 id="users-title">Users</h2>
          {list.items.length ? (
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
          ) : null}
          <ListFooter
            loading={list.loading}
            error={list.error}
            hasMore={!!list.nextCursor}
            onMore={list.loadMore}
            count={list.items.length}
            empty="No user matches."
          />
        </section>
        {selectedId ? (
          <UserPanel
            key={selectedId}
            userId={selectedId}
            isSelf={selectedId === adminId}
            onChanged={(user) => list.replace((items) => items.map((u) => (u.id === user.id ? user : u)))}
          />
        ) : (
          <p className={styles.muted}>Choose a user to see their details and actions.</p>
        )}
      </div>
    </div>
  );
}

function UserPanel({
  userId,
  isSelf,
  onChanged,
}: {
  userId: string;
  isSelf: boolean;
  onChanged: (user: ClientUser) => void;
}) {
  const [overview, setOverview] = useState<Overview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [role, setRole] = useState<UserRole | "">("");
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);

  useEffect(() => {
    let active = true;
    api<Overview>(`/api/admin/users/${userId}`).then(
      (o) => {
        if (!active) return;
        setOverview(o);
        setRole(o.user.role);
      },
      (e: unknown) => active && setError(errorMessage(e)),
    );
    return () => {
      active = false;
    };
  }, [userId]);

  if (error) return <p className="alert alert-error">{error}</p>;
  if (!overview) {
    return (
      <p role="status" className={styles.muted}>
        <span className="spinner" aria-hidden="true" /> Loading…
      </p>
    );
  }
  const { user } = overview;
  const refresh = async () => {
    const next = await api<Overview>(`/api/admin/users/${userId}`);
    setOverview(next);
    setRole(next.user.role);
    onChanged(next.user);
  };

  const ask = (request: ConfirmRequest) => setConfirm(request);

  return (
    <section className="card stack" aria-labelledby="user-title">
      <h2 id="user-title">
        {user.firstName} {user.lastName}
      </h2>
      <dl className={styles.dl}>
        <dt>Email</dt>
        <dd>{user.email}</dd>
        <dt>Role</dt>
        <dd>{roleLabel(user.role)}</dd>
        <dt>Company</dt>
        <dd>{user.company ?? "—"}</dd>
        <dt>Country</dt>
        <dd>{user.country ?? "—"}</dd>
        <dt>Verification</dt>
        <dd>
          {VERIFICATION_STATE_LABELS[user.verificationState]}
          {overview.verification.reason ? ` — ${overview.verification.reason}` : ""}
        </dd>
        <dt>Submitted</dt>
        <dd>{formatDateTime(overview.verification.submittedAt)}</dd>
        <dt>Active sessions</dt>
        <dd>{overview.activeSessions}</dd>
        <dt>API tokens</dt>
        <dd>{overview.apiTokens}</dd>
        <dt>Registered</dt>
        <dd>{formatDateTime(user.createdAt)}</dd>
      </dl>

      {isSelf ? (
        <p className={styles.muted}>This is your own account: its role and suspension are managed by another admin.</p>
      ) : null}
      {!isSelf ? (
        <form
          className={styles.toolbar}
          onSubmit={(e) => {
            e.preventDefault();
            if (!role || role === user.role) return;
            ask({
              title: `Change role to ${roleLabel(role)}?`,
              text:
                role === "admin"
                  ? "Admins can read every business's KYC documents and act on every account."
                  : `${user.email} becomes a ${roleLabel(role).toLowerCase()}.`,
              confirmLabel: "Change role",
              danger: role === "admin" || user.role === "admin",
              onConfirm: async () => {
                await api(`/api/admin/users/${user.id}/role`, { method: "PUT", body: { role } });
                await refresh();
                toast.success("Role changed.");
              },
            });
          }}
        >
          <div className="field">
            <label htmlFor="change-role">Role</label>
            <select id="change-role" value={role} onChange={(e) => setRole(e.target.value as UserRole)}>
              {USER_ROLES.map((r) => (
                <option key={r} value={r}>
                  {ROLE_LABELS[r]}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="btn btn-secondary" disabled={role === user.role}>
            Change role
          </button>
        </form>
      ) : null}

      <div className={styles.actions}>
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() =>
            ask({
              title: "Sign this user out everywhere?",
              text: `Every session of ${user.email} ends now. Personal API tokens keep working.`,
              confirmLabel: "Revoke sessions",
              danger: true,
              onConfirm: async () => {
                const { revoked } = await api<{ revoked: number }>(`/api/admin/users/${user.id}/sessions`, {
                  method: "DELETE",
                });
                await refresh();
                toast.success(`${revoked} session${revoked === 1 ? "" : "s"} revoked.`);
              },
            })
          }
        >
          Revoke sessions
        </button>
        {!isSelf && user.verificationState === "verified" ? (
          <button
            type="button"
            className="btn btn-danger"
            onClick={() =>
              ask({
                title: "Suspend this business?",
                text: "Its sessions end at once and it cannot act on eBLs until reinstated. The user is emailed with your reason.",
                confirmLabel: "Suspend",
                danger: true,
                reasonLabel: "Reason (sent to the user)",
                onConfirm: async (reason) => {
                  await api(`/api/admin/users/${user.id}/suspend`, { method: "POST", body: { reason } });
                  await refresh();
                  toast.success("Business suspended.");
                },
              })
            }
          >
            Suspend…
          </button>
        ) : null}
        {user.verificationState === "suspended" ? (
          <button
            type="button"
            className="btn"
            onClick={() =>
              ask({
                title: "Reinstate this business?",
                text: "It becomes verified again and can act on eBLs. The user is emailed.",
                confirmLabel: "Reinstate",
                onConfirm: async () => {
                  await api(`/api/admin/users/${user.id}/reinstate`, { method: "POST" });
                  await refresh();
                  toast.success("Business reinstated.");
                },
              })
            }
          >
            Reinstate
          </button>
        ) : null}
      </div>
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
    </section>
  );
}
