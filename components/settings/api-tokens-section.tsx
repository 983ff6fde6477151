"use client";

import { useEffect, useRef, useState } from "react";
import { toast } from "react-toastify";
import { ErrorSummary } from "@/components/ui/error-summary";
import { Field, SelectField, SubmitButton } from "@/components/ui/field";
import { errorMessage } from "@/lib/client/api";
import type { ApiOutput, EndpointAt } from "@/lib/client/api-client";
import { useApiMutation, useApiQuery } from "@/lib/client/queries";
import { formatDateTime } from "@/lib/format/dates";
import { useSubmit } from "@/lib/client/use-submit";
import { DialogActions } from "@/components/ui/modal";

type ApiToken = ApiOutput<EndpointAt<"GET", "/api/users/me/tokens">>["tokens"][number];

const TOKENS = ["/api/users/me/tokens"];

const EXPIRY_OPTIONS = [
  { value: "30", label: "30 days" },
  { value: "90", label: "90 days" },
  { value: "365", label: "1 year" },
  { value: "never", label: "Never (not recommended)" },
] as const;

const formatDate = formatDateTime;

function expiryText(expiresAt: string | null): string {
  if (!expiresAt) return "never expires";
  return new Date(expiresAt).getTime() <= Date.now()
    ? `expired ${formatDate(expiresAt)}`
    : `expires ${formatDate(expiresAt)}`;
}

export function ApiTokensSection() {
  const list = useApiQuery("/api/users/me/tokens", undefined);
  const tokens = list.data?.tokens ?? null;
  const loadError = list.error ? errorMessage(list.error) : null;
  const createToken = useApiMutation("POST", "/api/users/me/tokens", { invalidates: TOKENS });
  const revokeToken = useApiMutation("DELETE", "/api/users/me/tokens/{id}", { invalidates: TOKENS });
  const [name, setName] = useState("");
  const [expiry, setExpiry] = useState("30");
  const { busy, errors, alert, submit } = useSubmit();
  const [secret, setSecret] = useState<{ name: string; value: string; warning: string | null } | null>(null);
  const [toDelete, setToDelete] = useState<ApiToken | null>(null);
  const deleting = revokeToken.isPending;
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (toDelete && !dialog.open) dialog.showModal();
    if (!toDelete && dialog.open) dialog.close();
  }, [toDelete]);

  const create = submit(async () => {
    const expiresInDays = expiry === "never" ? null : (Number(expiry) as 30 | 90 | 365);
    const body = await createToken.mutateAsync({ body: { name, expiresInDays } });
    setSecret({ name: body.token.name, value: body.secret, warning: body.warning });
    setName("");
    setExpiry("30");
  });

  async function confirmDelete() {
    if (!toDelete) return;
    try {
      await revokeToken.mutateAsync({ params: { id: toDelete.id } });
      toast.success(`Token “${toDelete.name}” revoked.`);
      setToDelete(null);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }

  async function copySecret() {
    if (!secret) return;
    try {
      await navigator.clipboard.writeText(secret.value);
      toast.success("Token copied to the clipboard.");
    } catch {
      toast.error("Could not copy. Select the token and copy it yourself.");
    }
  }

  return (
    <section className="card" aria-labelledby="tokens-title">
      <h2 id="tokens-title">Personal API tokens</h2>
      <p>
        Tokens let your own software call the Exportly API as you. Send one as{" "}
        <code>Authorization: Bearer &lt;token&gt;</code>.
      </p>

      {secret ? (
        <div className="alert alert-warning stack" role="status" style={{ gap: "0.5rem", marginBottom: "1rem" }}>
          <strong>Copy your new token “{secret.name}” now. It will not be shown again.</strong>
          {secret.warning ? <p>{secret.warning}</p> : null}
          <div className="secret">
            <code aria-label="New token">{secret.value}</code>
            <button type="button" className="btn btn-secondary" onClick={copySecret}>
              Copy token
            </button>
            <button type="button" className="btn btn-link" onClick={() => setSecret(null)}>
              I have stored it
            </button>
          </div>
        </div>
      ) : null}

      <form className="form" onSubmit={create} noValidate style={{ marginBottom: "1.25rem" }}>
        <ErrorSummary errors={errors} alert={alert} />
        <Field
          label="Token name"
          name="name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={errors.name}
          hint="For example the system that will use it."
        />
        <SelectField
          label="Expires after"
          name="expiresInDays"
          value={expiry}
          onChange={setExpiry}
          options={EXPIRY_OPTIONS}
        />
        {expiry === "never" ? (
          <p className="alert alert-warning" role="note">
            A token that never expires works until you revoke it. If it leaks, it stays usable; choose an expiry unless
            the system using it cannot be updated.
          </p>
        ) : null}
        <div>
          <SubmitButton busy={busy} busyLabel="Creating…">
            Create token
          </SubmitButton>
        </div>
      </form>

      <h3>Your tokens</h3>
      {loadError ? <p className="alert alert-error">{loadError}</p> : null}
      {tokens === null && !loadError ? <p aria-busy="true">Loading tokens…</p> : null}
      {tokens && tokens.length === 0 ? <p className="empty-state">You have no API tokens.</p> : null}
      {tokens && tokens.length > 0 ? (
        <ul className="token-list">
          {tokens.map((token) => (
            <li key={token.id} className="token-item">
              <div>
                <div>
                  <strong>{token.name}</strong> <code>{token.prefix}…</code>
                </div>
                <div className="token-meta">
                  Created {formatDate(token.createdAt)} · {expiryText(token.expiresAt)} ·{" "}
                  {token.lastUsedAt
                    ? `last used ${formatDate(token.lastUsedAt)}${token.lastUsedIp ? ` from ${token.lastUsedIp}` : ""}`
                    : "never used"}
                </div>
              </div>
              <button
                type="button"
                className="btn btn-secondary"
                onClick={() => setToDelete(token)}
                aria-label={`Revoke token ${token.name}`}
              >
                Revoke
              </button>
            </li>
          ))}
        </ul>
      ) : null}

      <dialog ref={dialogRef} className="confirm" aria-labelledby="revoke-title" onClose={() => setToDelete(null)}>
        <h2 id="revoke-title">Revoke this token?</h2>
        <p>Software using “{toDelete?.name}” will lose access at once. This cannot be undone.</p>
        <DialogActions>
          <button type="button" className="btn btn-secondary" onClick={() => setToDelete(null)} disabled={deleting}>
            Cancel
          </button>
          <button type="button" className="btn btn-danger" onClick={confirmDelete} disabled={deleting}>
            {deleting ? "Revoking…" : "Revoke token"}
          </button>
        </DialogActions>
      </dialog>
    </section>
  );
}
