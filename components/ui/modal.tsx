"use client";

import { useEffect, useId, useRef, type ReactNode } from "react";
import styles from "./modal.module.css";

type Props = {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** `wide` for comparisons (the version conflict), `form` for add and edit forms. */
  size?: "default" | "wide" | "form";
};

/**
 * A modal on the native <dialog>: showModal() gives the focus trap, Escape and the inert page
 * behind it for free, so no focus-trap library is needed.
 */
export function Modal({ open, title, onClose, children, size = "default" }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={`confirm ${styles.dialog} ${size === "default" ? "" : styles[size]}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {open ? (
        <>
          <h2 id={titleId}>{title}</h2>
          {children}
        </>
      ) : null}
    </dialog>
  );
}

type ConfirmProps = {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busyLabel?: string;
  busy?: boolean;
  danger?: boolean;
  error?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
};

/** A confirmation before a destructive or final action. Cancel has the initial focus. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  busyLabel,
  busy,
  danger,
  error,
  onConfirm,
  onCancel,
}: ConfirmProps) {
  return (
    <Modal open={open} title={title} onClose={() => !busy && onCancel()}>
      <div className={styles.body}>{children}</div>
      {error ? (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      ) : null}
      <DialogActions>
        <button type="button" className="btn btn-secondary" onClick={onCancel} disabled={busy} autoFocus>
          Cancel
        </button>
        <button
          type="button"
          className={danger ? "btn btn-danger" : "btn"}
          onClick={onConfirm}
          disabled={busy}
          aria-busy={busy || undefined}
        >
          {busy ? (
            <>
              <span className="spinner" aria-hidden="true" />
              {busyLabel ?? confirmLabel}
            </>
          ) : (
            confirmLabel
          )}
        </button>
      </DialogActions>
    </Modal>
  );
}

/** The row of buttons at the foot of a dialog, primary action last. */
export function DialogActions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}
