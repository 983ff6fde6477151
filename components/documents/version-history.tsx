"use client";

import { useEffect, useState } from "react";
import { ConfirmDialog } from "@/components/ui/modal";
import { formatDateTime } from "@/components/shipments/types";
import { api, errorMessage } from "@/lib/client/api";
import { restorePath, versionsPath } from "./endpoints";
import type { DocumentDto, DocumentVersion } from "./types";
import styles from "./documents.module.css";

type Props = {
  shipmentId: string;
  templateKey: string;
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
  const [versions, setVersions] = useState<DocumentVersion[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [toRestore, setToRestore] = useState<DocumentVersion | null>(null);
  const [busy, setBusy] = useState(false);
  const [restoreError, setRestoreError] = useState<string | null>(null);

  useEffect(() => {
    let active = true;
    api<{ versions: DocumentVersion[] }>(versionsPath(shipmentId, templateKey))
      .then((body) => active && setVersions([...body.versions].sort((a, b) => b.version - a.version)))
      .catch((err: unknown) => active && setError(errorMessage(err)));
    return () => {
      active = false;
    };
  }, [shipmentId, templateKey]);

  async function restore() {
    if (!toRestore) return;
    setBusy(true);
    setRestoreError(null);
    try {
      const body = await api<{ document: DocumentDto }>(restorePath(shipmentId, templateKey, toRestore.version), {
        method: "POST",
        body: { version: currentVersion },
      });
      setToRestore(null);
      onRestored(body.document);
    } catch (err) {
      setRestoreError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="card" aria-labelledby="history-title">
      <h2 id="history-title">Version history</h2>
      {error ? <p className="alert alert-error">{error}</p> : null}
      {versions === null && !error ? <p aria-busy="true">Loading versions…</p> : null}
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
                    setRestoreError(null);
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
