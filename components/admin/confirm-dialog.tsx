"use client";

import { useId, useState, type FormEvent } from "react";
import { DialogActions, Modal } from "@/components/ui/modal";
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

/** A confirmation on the shared modal, with an optional reason the user will read. */
export function ConfirmDialog({ request, onClose }: { request: ConfirmRequest | null; onClose: () => void }) {
  const reasonId = useId();
  const [reason, setReason] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

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
    <Modal open={request !== null} title={request?.title ?? ""} onClose={() => !busy && close()}>
      {request ? (
        <form className="form" onSubmit={confirm}>
          <p>{request.text}</p>
          {request.reasonLabel ? (
            <div className="field">
              <label htmlFor={reasonId}>{request.reasonLabel}</label>
              <textarea
                id={reasonId}
                className={styles.textarea}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
                maxLength={2000}
                aria-invalid={error ? true : undefined}
                autoFocus
              />
            </div>
          ) : null}
          {error ? (
            <p className="alert alert-error" role="alert">
              {error}
            </p>
          ) : null}
          <DialogActions>
            <button type="button" className="btn btn-secondary" onClick={close} disabled={busy}>
              Cancel
            </button>
            <button
              type="submit"
              className={request.danger ? "btn btn-danger" : "btn"}
              disabled={busy}
              aria-busy={busy || undefined}
            >
              {busy ? "Working…" : request.confirmLabel}
            </button>
          </DialogActions>
        </form>
      ) : null}
    </Modal>
  );
}
