"use client";

import { useState } from "react";
import { ConfirmDialog } from "@/components/ui/modal";
import { formatDateTime } from "@/lib/format/dates";
import { errorMessage } from "@/lib/client/api";
import { useApiMutation, useApiQuery } from "@/lib/client/queries";
import type { DocumentDto, DocumentVersion, TemplateKey } from "./types";
import styles from "./documents.module.css";
import { Skeleton } from "@/components/ui/skeleton";

type Props = {
  shipmentId: string;
  templateKey: TemplateKey;
  currentVersion: number;
  readOnly: boolean;
  /** Asked before restoring (false cancels), e.g. when the editor has unsaved changes. */
  beforeRestore: () => boolean;
  onRestored: (document: DocumentDto) => void;
};

const who = (v: DocumentVersion) => v.actor?.name ?? null;

/** Every saved version (who, when, what changed), newest first; restoring saves it as a new version. */
export function VersionHistory({
  shipmentId,
  templateKey,
  currentVersion,
  readOnly,
  beforeRestore,
  onRestored,
}: Props) {
  // Refetched whenever the shipment changes (a save, a restore: see useShipmentChanged).
  const query = useApiQuery("/api/shipments/{id}/{x}/versions", { params: { id: shipmentId, x: templateKey } });
  const versions = query.data ? [...query.data.versions].sort((a, b) => b.version - a.version) : null;
  const error = query.error ? errorMessage(query.error) : null;
  const restoreMutation = useApiMutation("POST", "/api/shipments/{id}/{x}/versions/{version}");
  const [toRestore, setToRestore] = useState<DocumentVersion | null>(null);
  const busy = restoreMutation.isPending;
  const restoreError = restoreMutation.error ? errorMessage(restoreMutation.error) : null;

  async function restore() {
    if (!toRestore) return;
    try {
      const body = await restoreMutation.mutateAsync({
        params: { id: shipmentId, x: templateKey, version: toRestore.version },
        body: { version: currentVersion },
      });
      setToRestore(null);
      onRestored(body.document);
    } catch {
      // Shown in the dialog through the mutation's error.
    }
  }

  return (
    <section className={styles.history} aria-labelledby="history-title">
      <h2 id="history-title">Version history</h2>
      {error ? <p className="alert alert-error">{error}</p> : null}
      {versions === null && !error ? <Skeleton label="Loading versions…" rows={2} /> : null}
      {versions && versions.length === 0 ? <p className={styles.muted}>No saved versions yet.</p> : null}
      {versions && versions.length > 0 ? (
        <ol className={styles.versionList}>
          {versions.map((v) => (
            <li key={v.version}>
              <div>
                <strong>Version {v.version}</strong>
                {v.version === currentVersion ? <span className={styles.currentMark}> (current)</span> : null}
              </div>
              <div className={styles.muted}>
                {formatDateTime(v.createdAt)}
                {who(v) ? ` · ${who(v)}` : ""}
              </div>
              {v.changes && v.changes.length > 0 ? (
                <div className={styles.changes}>
                  Changed: {v.changes.slice(0, 6).join(", ")}
                  {v.changes.length > 6 ? ` and ${v.changes.length - 6} more` : ""}
                </div>
              ) : null}
              {!readOnly && v.version !== currentVersion ? (
                <button
                  type="button"
                  className="btn btn-link"
                  onClick={() => {
                    if (!beforeRestore()) return;
                    restoreMutation.reset();
                    setToRestore(v);
                  }}
                >
                  Restore version {v.version}
                </button>
              ) : null}
            </li>
          ))}
        </ol>
      ) : null}
      <ConfirmDialog
        open={toRestore !== null}
        title={`Restore version ${toRestore?.version ?? ""}?`}
        confirmLabel="Restore"
        busyLabel="Restoring…"
        busy={busy}
        error={restoreError}
        onCancel={() => setToRestore(null)}
        onConfirm={() => void restore()}
      >
        <p>
          The document (and the shipment data it shares) goes back to version {toRestore?.version}, saved as a new
          version. The versions in between stay in the history.
        </p>
      </ConfirmDialog>
    </section>
  );
}
