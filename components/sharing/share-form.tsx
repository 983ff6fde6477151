"use client";

import type { RefObject } from "react";
import { DialogActions } from "@/components/ui/modal";
import { ErrorSummary } from "@/components/ui/error-summary";
import { SubmitButton } from "@/components/ui/field";
import { DocumentChoices } from "./document-choices";
import { documentTitle } from "./document-title";
import { personLabel, type Connection } from "./types";
import type { ShareFormState } from "./use-share-form";
import type { ShareDocument } from "./use-share-data";
import styles from "./sharing.module.css";

type Props = {
  id: string;
  form: ShareFormState;
  documents: ShareDocument[] | null;
  loadFailed: boolean;
  connections: Connection[];
  onClose: () => void;
  headingRef: RefObject<HTMLHeadingElement | null>;
  emailRef: RefObject<HTMLInputElement | null>;
};

/** "Share with someone" / "Change access of …": a connection or an address, the documents, the actions. */
export function ShareForm({ id, form, documents, loadFailed, connections, onClose, headingRef, emailRef }: Props) {
  const { errors, existing, normalised, choice, saving } = form;
  const emailError = `${id}-email-error`;
  // The summary's entries: each links to its field (the address, the list, or one document's row).
  const summary: Record<string, string> = {
    ...(errors.email ? { email: errors.email } : {}),
    ...(errors.forms ? { forms: errors.forms } : {}),
    ...Object.fromEntries(Object.entries(errors.docs).map(([name, message]) => [`doc.${name}`, message])),
  };
  const labels = Object.fromEntries((documents ?? []).map((d) => [`doc.${d.name}`, d.title || documentTitle(d.name)]));
  return (
    <form className={`form ${styles.section}`} noValidate onSubmit={form.submit} aria-labelledby={`${id}-form`}>
      <h3 id={`${id}-form`} ref={headingRef} tabIndex={-1} className={styles.formHeading}>
        {existing ? `Change access of ${personLabel(existing)}` : "Share with someone"}
      </h3>
      <ErrorSummary errors={summary} alert={form.alert} labels={labels} />
      {connections.length > 0 ? (
        <div className="field">
          <label htmlFor={`${id}-connection`}>Pick a connection</label>
          <select
            id={`${id}-connection`}
            value={connections.some((c) => c.email.toLowerCase() === normalised) ? normalised : ""}
            onChange={(e) => e.target.value && form.pickEmail(e.target.value)}
          >
            <option value="">Choose from your network…</option>
            {connections.map((c) => (
              <option key={c.email} value={c.email.toLowerCase()}>
                {c.name ? `${personLabel(c)} — ${c.email}` : c.email}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className="field">
        <label htmlFor={`${id}-email`}>Email address</label>
        <input
          ref={emailRef}
          id={`${id}-email`}
          type="email"
          name="email"
          autoComplete="off"
          value={form.email}
          onChange={(e) => form.setEmail(e.target.value)}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={`${id}-email-hint${errors.email ? ` ${emailError}` : ""}`}
        />
        <span id={`${id}-email-hint`} className="field-hint">
          Someone without an Exportly account gets an invitation link by email.
        </span>
        {errors.email ? (
          <p id={emailError} className="field-error">
            {errors.email}
          </p>
        ) : null}
      </div>
      <DocumentChoices
        id={id}
        documents={documents}
        loadFailed={loadFailed}
        choice={choice}
        onChoice={form.setChoice}
        errors={errors}
      />
      <p className="field-hint">
        Read only: they can open the document and its PDF. Can edit: they can also change and save it; their changes
        stay on that document.
      </p>
      <DialogActions>
        <button type="button" className="btn btn-secondary" onClick={onClose} disabled={saving}>
          Close
        </button>
        {existing || form.email || Object.keys(choice).length > 0 ? (
          <button type="button" className="btn btn-secondary" onClick={form.reset} disabled={saving}>
            Clear
          </button>
        ) : null}
        <SubmitButton busy={saving} busyLabel="Sharing…">
          {existing ? "Update access" : "Share"}
        </SubmitButton>
      </DialogActions>
    </form>
  );
}
