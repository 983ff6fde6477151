"use client";

import { DocumentStateBadge } from "@/components/shipments/shipment-documents";
import { documentTitle } from "./document-title";
import { PERMISSIONS, type Permission } from "./permission";
import type { ShareErrors } from "./share-issues";
import type { Choice } from "./use-share-form";
import type { ShareDocument } from "./use-share-data";
import styles from "./sharing.module.css";
import { Skeleton } from "@/components/ui/skeleton";

type Props = {
  id: string;
  documents: ShareDocument[] | null;
  loadFailed: boolean;
  choice: Choice;
  onChoice: (update: (current: Choice) => Choice) => void;
  errors: ShareErrors;
};

/** "Documents to share": a tick and a permission per document, with each document's message. */
export function DocumentChoices({ id, documents, loadFailed, choice, onChoice, errors }: Props) {
  const formsError = `${id}-forms-error`;
  return (
    <fieldset className={styles.docChoices} aria-describedby={errors.forms ? formsError : undefined} data-field="forms">
      <legend>Documents to share</legend>
      {documents === null ? (
        loadFailed ? null : (
          <Skeleton label="Loading the documents…" rows={2} />
        )
      ) : documents.length === 0 ? (
        <p className={styles.muted}>This shipment has no documents yet. Add documents before sharing it.</p>
      ) : (
        documents.map((doc) => {
          const ticked = doc.name in choice;
          const docError = errors.docs[doc.name];
          const docErrorId = `${id}-${doc.name}-error`;
          const title = doc.title || documentTitle(doc.name);
          // A finalised document is sealed: it can be read, never edited.
          const final = doc.state === "final";
          const hintId = `${id}-${doc.name}-final`;
          return (
            <div key={doc.name} className={styles.docChoice} data-field={`doc.${doc.name}`}>
              <label>
                <input
                  type="checkbox"
                  checked={ticked}
                  aria-describedby={
                    [docError ? docErrorId : null, final ? hintId : null].filter(Boolean).join(" ") || undefined
                  }
                  aria-invalid={docError ? true : undefined}
                  onChange={(e) =>
                    onChoice((current) => {
                      const next = { ...current };
                      if (e.target.checked) next[doc.name] = current[doc.name] ?? "read";
                      else delete next[doc.name];
                      return next;
                    })
                  }
                />
                {title} <DocumentStateBadge state={doc.state} />
              </label>
              <select
                aria-label={`Permission for ${title}`}
                value={final ? "read" : (choice[doc.name] ?? "read")}
                disabled={!ticked || final}
                aria-describedby={final ? hintId : undefined}
                onChange={(e) => onChoice((current) => ({ ...current, [doc.name]: e.target.value as Permission }))}
              >
                {(final ? PERMISSIONS.filter((p) => p.value === "read") : PERMISSIONS).map((p) => (
                  <option key={p.value} value={p.value}>
                    {p.label}
                  </option>
                ))}
              </select>
              {final ? (
                <p id={hintId} className={`field-hint ${styles.docError}`}>
                  Finalised: it can be shared read only.
                </p>
              ) : null}
              {docError ? (
                <p id={docErrorId} className={`field-error ${styles.docError}`}>
                  {docError}
                </p>
              ) : null}
            </div>
          );
        })
      )}
      {errors.forms ? (
        <p id={formsError} className="field-error">
          {errors.forms}
        </p>
      ) : null}
    </fieldset>
  );
}
