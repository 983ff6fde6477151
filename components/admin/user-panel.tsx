"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "react-toastify";
import { errorMessage } from "@/lib/client/api";
import { apiRequest } from "@/lib/client/api-client";
import { invalidatePaths, useApiQuery } from "@/lib/client/queries";
import { roleLabel, ROLE_LABELS, USER_ROLES, type UserRole } from "@/lib/roles";
import { VERIFICATION_STATE_LABELS } from "@/lib/verification/document-types";
import styles from "./admin.module.css";
import { ConfirmDialog, type ConfirmRequest } from "./confirm-dialog";
import { formatDateTime } from "@/lib/format/dates";
import { Skeleton } from "@/components/ui/skeleton";

/** One user's details and the admin actions on them; every action refreshes the user list too. */
export function UserPanel({ userId, isSelf }: { userId: string; isSelf: boolean }) {
  const queryClient = useQueryClient();
  const { data: overview, error, status } = useApiQuery("/api/admin/users/{id}", { params: { id: userId } });
  const [chosenRole, setRole] = useState<UserRole | "">("");
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);

  if (status === "error") return <p className="alert alert-error">{errorMessage(error)}</p>;
  if (!overview) {
    return <Skeleton label="Loading the account…" rows={4} />;
  }
  const { user } = overview;
  const role = chosenRole || user.role;
  const refresh = async () => {
    await invalidatePaths(queryClient, ["/api/admin/users"]);
    setRole("");
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
                await apiRequest("PUT", "/api/admin/users/{id}/role", { params: { id: user.id }, body: { role } });
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
              text: `Every session and personal API token of ${user.email} ends now.`,
              confirmLabel: "Revoke sessions",
              danger: true,
              onConfirm: async () => {
                const { revoked, revokedTokens } = await apiRequest("DELETE", "/api/admin/users/{id}/sessions", {
                  params: { id: user.id },
                });
                await refresh();
                toast.success(
                  `${revoked} session${revoked === 1 ? "" : "s"} revoked, ${revokedTokens} API token${revokedTokens === 1 ? "" : "s"} revoked.`,
                );
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
                  await apiRequest("POST", "/api/admin/users/{id}/suspend", {
                    params: { id: user.id },
                    body: { reason },
                  });
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
                  await apiRequest("POST", "/api/admin/users/{id}/reinstate", { params: { id: user.id } });
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
