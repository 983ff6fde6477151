"use client";

import { useState } from "react";
import { ConfirmDialog } from "@/components/ui/modal";
import styles from "./documents.module.css";

type Props = {
  title: string;
  version: number;
  empty: boolean;
  dirty: boolean;
  saving: boolean;
  /** Resolves with a message to show in the dialog, or null when done (finalised, or refused per field). */
  onFinalise: () => Promise<string | null>;
};

/** Finalise: freezes the saved version and issues its PDF, after asking. */
export function FinalisePanel({ title, version, empty, dirty, saving, onFinalise }: Props) {
  const [state, setState] = useState<"ask" | "busy" | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function finalise() {
    setState("busy");
    setError(null);
    const message = await onFinalise();
    setError(message);
    setState(message ? "ask" : null);
  }

  return (
    <section className="card" aria-labelledby="finalise-title">
      <h2 id="finalise-title">Finalise</h2>
      <p className={styles.muted}>
        Freezes the document, issues its PDF and records the PDF&apos;s SHA-256. It cannot be edited afterwards.
      </p>
      <button
        type="button"
        className="btn"
        disabled={dirty || saving || empty}
        onClick={() => {
          setError(null);
          setState("ask");
        }}
      >
        Finalise document
      </button>
      {dirty ? (
        <p className="field-hint">Save your changes before finalising.</p>
      ) : empty ? (
        <p className="field-hint">Save the document before finalising.</p>
      ) : null}
      <ConfirmDialog
        open={state !== null}
        title={`Finalise the ${title.toLowerCase()}?`}
        confirmLabel="Finalise"
        busyLabel="Finalising…"
        busy={state === "busy"}
        error={error}
        onCancel={() => setState(null)}
        onConfirm={() => void finalise()}
      >
        <p>
          The document is frozen as it stands (version {version}), its PDF is issued and the PDF&apos;s SHA-256
          recorded. You will not be able to edit it again.
        </p>
      </ConfirmDialog>
    </section>
  );
}
