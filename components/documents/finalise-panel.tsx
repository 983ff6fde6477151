"use client";

import { useState } from "react";
import { ConfirmDialog } from "@/components/ui/modal";
import styles from "./documents.module.css";
import type { FinaliseOutcome } from "./use-document-actions";

type Props = {
  title: string;
  version: number;
  empty: boolean;
  dirty: boolean;
  saving: boolean;
  /** Resolves with a message to show in the dialog, compliance errors to confirm, or null when done. */
  onFinalise: (overrideComplianceErrors?: boolean) => Promise<FinaliseOutcome>;
};

/** Finalise: freezes the saved version and issues its PDF, after asking. */
export function FinalisePanel({ title, version, empty, dirty, saving, onFinalise }: Props) {
  const [state, setState] = useState<"ask" | "busy" | null>(null);
  const [error, setError] = useState<string | null>(null);
  // The compliance checks' errors in this document, once the server has named them (409).
  const [complianceErrors, setComplianceErrors] = useState<string[] | null>(null);

  async function finalise() {
    setState("busy");
    setError(null);
    const outcome = await onFinalise(complianceErrors !== null);
    if (outcome && typeof outcome === "object") {
      setComplianceErrors(outcome.complianceErrors);
      setState("ask");
      return;
    }
    setError(outcome);
    setState(outcome ? "ask" : null);
    if (!outcome) setComplianceErrors(null);
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
          setComplianceErrors(null);
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
        confirmLabel={complianceErrors ? "Finalise anyway" : "Finalise"}
        busyLabel="Finalising…"
        busy={state === "busy"}
        danger={complianceErrors !== null}
        error={error}
        onCancel={() => setState(null)}
        onConfirm={() => void finalise()}
      >
        {complianceErrors ? (
          <div className="alert alert-warning" role="alert">
            <p>
              <strong>
                The compliance checks find {complianceErrors.length} error{complianceErrors.length === 1 ? "" : "s"} in
                this document:
              </strong>
            </p>
            <ul>
              {complianceErrors.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
            <p>A bank or customs may refuse it. Finalising anyway is recorded in the audit log.</p>
          </div>
        ) : null}
        <p>
          The document is frozen as it stands (version {version}), its PDF is issued and the PDF&apos;s SHA-256
          recorded. You will not be able to edit it again.
        </p>
      </ConfirmDialog>
    </section>
  );
}
