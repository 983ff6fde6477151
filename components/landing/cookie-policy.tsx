"use client";

import Link from "next/link";
import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from "react";
import { cookiePolicy } from "./content";
import styles from "./cookie-policy.module.css";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), textarea:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The footer's Cookie Policy link and its modal. A native <dialog> opened with showModal() makes
 * the rest of the page inert and closes on Escape; the Tab wrap is written out because a modal
 * dialog alone lets focus leave for the browser's own controls.
 */
export function CookiePolicy({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // showModal() would focus the first link; the Close button is the expected first stop.
      closeRef.current?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const close = () => setOpen(false);

  const onClose = () => {
    setOpen(false);
    triggerRef.current?.focus();
  };

  // The dialog element fills the backdrop's click target only outside its padding-free panel.
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === dialogRef.current) close();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== "Tab" || !dialogRef.current) return;
    const focusable = Array.from(dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    if (focusable.length === 0) return;
    const first = focusable[0]!;
    const last = focusable[focusable.length - 1]!;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <>
      <button ref={triggerRef} type="button" className={className} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {cookiePolicy.title}
      </button>
      <dialog
        ref={dialogRef}
        className={styles.dialog}
        aria-labelledby={titleId}
        onClose={onClose}
        onClick={onClick}
        onKeyDown={onKeyDown}
      >
        {open ? (
          <div className={styles.panel}>
            <h2 id={titleId} className={styles.title}>
              {cookiePolicy.title}
            </h2>
            {cookiePolicy.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
            <p>
              How we handle personal data is explained in our{" "}
              <Link href={cookiePolicy.privacyLink.href} onClick={close}>
                {cookiePolicy.privacyLink.label}
              </Link>
              .
            </p>
            <div className={styles.actions}>
              <button ref={closeRef} type="button" className="btn" onClick={close}>
                {cookiePolicy.close}
              </button>
            </div>
          </div>
        ) : null}
      </dialog>
    </>
  );
}
