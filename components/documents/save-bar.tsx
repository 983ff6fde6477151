"use client";

import styles from "./documents.module.css";

type Props = { saving: boolean; dirty: boolean; onDiscard: () => void };

/** Save and discard under the form, with whether everything is saved (announced politely). */
export function SaveBar({ saving, dirty, onDiscard }: Props) {
  return (
    <div className={styles.saveBar}>
      <button type="submit" className="btn" disabled={saving || !dirty} aria-busy={saving || undefined}>
        {saving ? (
          <>
            <span className="spinner" aria-hidden="true" /> Saving…
          </>
        ) : (
          "Save document"
        )}
      </button>
      <button type="button" className="btn btn-secondary" onClick={onDiscard} disabled={saving || !dirty}>
        Discard changes
      </button>
      <span className={styles.muted} aria-live="polite">
        {dirty ? "You have unsaved changes." : "All changes saved."}
      </span>
    </div>
  );
}
