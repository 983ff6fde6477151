"use client";

import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import styles from "./admin.module.css";

export type ConfirmRequest = {
  title: string;
  text: string;
  confirmLabel: string;
  danger?: boolean;
  /** Ask for a reason the user will read (reject, suspend). */
  reasonLabel?: string;
  onConfirm: (reason: string) => Promise<void>;
};

/** A modal confirmation (native <dialog>: focus trap and Escape for free), with an optional reason. */
export function ConfirmDialog({ request, onClose }: { request: ConfirmRequest | null; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const reasonId = useId();
  const [reason, setReason] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (request && !dialog.open) dialog.showModal();
    if (!request && dialog.open) dialog.close();
  }, [request]);

  async function confirm(event: FormEvent) {
    event.preventDefault();
    if (!request) return;
    if (request.reasonLabel && reason.trim().length < 3) {
      setError("Give a reason of at least 3 characters: the user reads it.");
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await request.onConfirm(reason.trim());
      setReason("");
      onClose();
    } catch (e) {
      setError(e instanceof Error ? e.message : "Something went wrong.");
    } finally {
      setBusy(false);
    }
  }

  const close = () => {
    setReason("");
    setError(null);
    onClose();
  };

  return (
    <dialog ref={ref} className={styles.dialog} aria-labelledby={titleId} onClose={close}>
      {request ? (
        <form className="form" onSubmit={confirm}>
          <h2 id={titleId}>{request.title}</h2>
          <p>{request.text}</p>
          {request.reasonLabel ? (
            <div className="field">
              <label htmlFor={reasonId}>{request.reasonLabel}</label>
              <textarea id={reasonId} className={styles.textarea} value={reason} onChange={(e) => setReason(e.target.value)} maxLength={2000} aria-invalid={error ? true : undefined} autoFocus />
            </div>
          ) : null}
          {error ? (
            <p className="alert alert-error" role="alert">
              {error}
            </p>
          ) : null}
          <div className={styles.actions}>
            <button type="submit" className={request.danger ? "btn btn-danger" : "btn"} disabled={busy} aria-busy={busy || undefined}>
              {busy ? "Working…" : request.confirmLabel}
            </button>
            <button type="button" className="btn btn-secondary" onClick={close} disabled={busy}>
              Cancel
            </button>
          </div>
        </form>
      ) : null}
    </dialog>
  );
}
