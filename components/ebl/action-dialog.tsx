"use client";

import type { ReactNode } from "react";
import { DialogActions, Modal } from "@/components/ui/modal";
import type { Recipient } from "./recipient";
import styles from "./ebl.module.css";

const SOURCE_NOTE: Record<Recipient["source"], string> = {
  lookup: "Verified legal name, from their business verification.",
  party: "Verified legal name, as on the bill.",
  connection: "Name as in your network; Exportly checks on confirming that they are a verified business.",
  typed: "Exportly checks on confirming that a verified business uses this address.",
};

/** The recipient as the confirmation names them. */
export function RecipientCard({ recipient, label = "Recipient" }: { recipient: Recipient; label?: string }) {
  return (
    <section className={styles.recipientCard} aria-label={label}>
      <span className={styles.muted}>{label}</span>
      <span className={styles.recipientName}>{recipient.legalName}</span>
      {recipient.detail || recipient.email ? (
        <span>{[recipient.detail, recipient.email].filter(Boolean).join(" · ")}</span>
      ) : null}
      <span className="field-hint">{SOURCE_NOTE[recipient.source]}</span>
    </section>
  );
}

type Props = {
  open: boolean;
  title: string;
  recipient?: Recipient | null;
  recipientLabel?: string;
  /** What changes, in plain words ("You will no longer hold this eBL."). */
  consequences: string[];
  /** Extra inputs (comment, reason), above the buttons. */
  children?: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  danger?: boolean;
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
  /** A "Back" button (the transfer dialog's second step). */
  onBack?: () => void;
};

/**
 * The confirmation every control action goes through: who receives the bill (their verified
 * legal name), what changes, optional inputs, and Cancel (initial focus) or confirm.
 */
export function ActionDialog({
  open,
  title,
  recipient,
  recipientLabel,
  consequences,
  children,
  confirmLabel,
  busyLabel,
  busy,
  danger,
  error,
  onConfirm,
  onCancel,
  onBack,
}: Props) {
  return (
    <Modal open={open} title={title} onClose={() => !busy && onCancel()}>
      <form
        className={styles.dialogBody}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!busy) onConfirm();
        }}
      >
        {recipient ? <RecipientCard recipient={recipient} label={recipientLabel} /> : null}
        {consequences.length > 0 ? (
          <ul className={styles.consequences} aria-label="What changes">
            {consequences.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
        ) : null}
        {children}
        {error ? (
          <p className="alert alert-error" role="alert">
            {error}
          </p>
        ) : null}
        <DialogActions>
          <button type="button" className="btn btn-secondary" onClick={onCancel} disabled={busy} autoFocus>
            Cancel
          </button>
          {onBack ? (
            <button type="button" className="btn btn-secondary" onClick={onBack} disabled={busy}>
              Back
            </button>
          ) : null}
          <button
            type="submit"
            className={danger ? "btn btn-danger" : "btn"}
            disabled={busy}
            aria-busy={busy || undefined}
          >
            {busy ? (
              <>
                <span className="spinner" aria-hidden="true" />
                {busyLabel}
              </>
            ) : (
              confirmLabel
            )}
          </button>
        </DialogActions>
      </form>
    </Modal>
  );
}
