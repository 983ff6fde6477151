"use client";

import Link from "next/link";
import { useState } from "react";
import { toast } from "react-toastify";
import { errorMessage } from "@/lib/client/api";
import { useApiMutation } from "@/lib/client/queries";
import { ConfirmDialog, DialogActions, Modal } from "@/components/ui/modal";
import { TemplatePicker } from "./template-picker";
import { AccessBadge } from "@/components/sharing/access-badge";
import {
  DOCUMENT_STATE_LABELS,
  editorHref,
  formatDateTime,
  isSharee,
  type DocumentState,
  type Shipment,
} from "./types";
import { templateTitle, useTemplates } from "./use-templates";
import { useShipmentChanged } from "./use-shipment-changed";
import styles from "./shipments.module.css";

export function DocumentStateBadge({ state }: { state: DocumentState }) {
  return (
    <span className={styles.stateBadge} data-state={state}>
      {DOCUMENT_STATE_LABELS[state] ?? state}
    </span>
  );
}

type Props = { shipment: Shipment };

/** The documents of one shipment with their state, and the dialog to add or remove templates. */
export function ShipmentDocuments({ shipment }: Props) {
  const [editing, setEditing] = useState(false);
  const titleId = `docs-${shipment.id}`;
  // Only the owner picks the shipment's documents; a sharee sees what they hold and how.
  const sharee = isSharee(shipment);
  return (
    <section className={styles.subsection} aria-labelledby={titleId}>
      <div className={styles.subsectionHeader}>
        <h3 id={titleId}>{sharee ? "Documents shared with you" : "Documents"}</h3>
        {sharee ? null : (
          <button type="button" className="btn btn-secondary" onClick={() => setEditing(true)}>
            Add or remove documents
          </button>
        )}
      </div>
      {shipment.documents.length === 0 ? (
        <p className={styles.muted}>No documents yet. Add the documents this shipment needs.</p>
      ) : (
        <table className={`${styles.table} table-stack`}>
          <caption className="visually-hidden">Documents of {shipment.reference}</caption>
          <thead>
            <tr>
              <th scope="col">Document</th>
              <th scope="col">State</th>
              {sharee ? <th scope="col">Your access</th> : null}
              <th scope="col">Version</th>
              <th scope="col">Last saved</th>
            </tr>
          </thead>
          <tbody>
            {shipment.documents.map((doc) => (
              <tr key={doc.name}>
                <td>
                  <Link href={editorHref(shipment.id, doc.name)}>{doc.title}</Link>
                </td>
                <td data-label="State">
                  <DocumentStateBadge state={doc.state} />
                </td>
                {sharee ? (
                  <td data-label="Your access">
                    <AccessBadge access={doc.access === "edit" ? "edit" : "read"} />
                  </td>
                ) : null}
                <td data-label="Version">{doc.version}</td>
                <td data-label="Last saved">{doc.state === "empty" ? "—" : formatDateTime(doc.updatedAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {sharee ? null : (
        <Modal
          open={editing}
          title={`Documents of ${shipment.reference}`}
          onClose={() => setEditing(false)}
          size="wide"
        >
          {editing ? <ManageDocumentsForm shipment={shipment} onClose={() => setEditing(false)} /> : null}
        </Modal>
      )}
    </section>
  );
}

function ManageDocumentsForm({ shipment, onClose }: Props & { onClose: () => void }) {
  const { templates, error: loadError } = useTemplates();
  const [selected, setSelected] = useState<string[]>(shipment.templates);
  const mutation = useApiMutation("PUT", "/api/shipments/documents/{id}");
  const changed = useShipmentChanged();
  const busy = mutation.isPending;
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  const removed = shipment.documents.filter((d) => !selected.includes(d.name));
  // Removing a document that holds data loses that data: ask first, and tell the server the user agreed.
  const removedWithData = removed.filter((d) => d.state !== "empty");
  const ordered = (keys: string[]) => (templates ? templates.map((t) => t.key).filter((k) => keys.includes(k)) : keys);

  async function save(confirm: boolean) {
    setError(null);
    try {
      const documents = selected as Shipment["templates"];
      await mutation.mutateAsync({
        params: { id: shipment.id },
        body: confirm ? { documents, confirm: true } : { documents },
      });
      changed();
      toast.success("Documents updated.");
      onClose();
    } catch (err) {
      setError(errorMessage(err));
      setConfirming(false);
    }
  }

  return (
    <form
      className="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (removedWithData.length > 0) setConfirming(true);
        else void save(false);
      }}
    >
      {error ? (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      ) : null}
      <TemplatePicker
        legend="Documents in this shipment"
        templates={templates}
        loadError={loadError}
        selected={selected}
        onChange={(keys) => setSelected(ordered(keys))}
      />
      <DialogActions>
        <button type="button" className="btn btn-secondary" onClick={onClose} disabled={busy}>
          Cancel
        </button>
        <button type="submit" className="btn" disabled={busy} aria-busy={busy || undefined}>
          {busy ? "Saving…" : "Save documents"}
        </button>
      </DialogActions>
      <ConfirmDialog
        open={confirming}
        title="Remove documents with data?"
        confirmLabel="Remove them"
        busyLabel="Removing…"
        busy={busy}
        danger
        onCancel={() => setConfirming(false)}
        onConfirm={() => void save(true)}
      >
        <p>These documents already hold data (or are finalised) and will be deleted with their versions:</p>
        <ul>
          {removedWithData.map((d) => (
            <li key={d.name}>
              {d.title || templateTitle(templates, d.name)} ({d.state === "final" ? "finalised" : "draft"})
            </li>
          ))}
        </ul>
        <p>Data shared with the other documents (parties, ports, goods) stays on the shipment.</p>
      </ConfirmDialog>
    </form>
  );
}
