"use client";

import { useEffect, useRef, useState, type ComponentProps } from "react";
import { History, X } from "lucide-react";
import { VersionHistory } from "./version-history";
import styles from "./documents.module.css";

type Props = ComponentProps<typeof VersionHistory>;

/**
 * The version history in a drawer from the right (a native modal <dialog>: focus kept inside,
 * Escape closes, the page behind inert), opened from the editor's header.
 */
export function HistoryDrawer(props: Props) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <>
      <button type="button" className={`btn btn-secondary ${styles.smallBtn}`} onClick={() => setOpen(true)}>
        <History size={16} aria-hidden="true" />
        Version history
      </button>
      <dialog
        ref={ref}
        className={styles.drawer}
        aria-label="Version history"
        onCancel={(event) => {
          event.preventDefault();
          setOpen(false);
        }}
        onClick={(event) => {
          // A click on the backdrop (the dialog element itself, outside its content) closes it.
          if (event.target === ref.current) setOpen(false);
        }}
      >
        {open ? (
          <div className={styles.drawerBody}>
            <button
              type="button"
              className={`btn btn-secondary ${styles.smallBtn} ${styles.drawerClose}`}
              onClick={() => setOpen(false)}
            >
              <X size={16} aria-hidden="true" />
              Close
            </button>
            <VersionHistory
              {...props}
              onRestored={(document) => {
                setOpen(false);
                props.onRestored(document);
              }}
            />
          </div>
        ) : null}
      </dialog>
    </>
  );
}
