"use client";

import { useState } from "react";
import { toast } from "react-toastify";
import { EmptyState } from "@/components/ui/empty-state";
import { FormAlert, SubmitButton } from "@/components/ui/field";
import { api, errorMessage, fieldErrors } from "@/lib/client/api";
import { useAppState } from "@/lib/client/app-state";
import { useSubmit } from "@/lib/client/use-submit";
import { ConfirmDialog } from "@/components/ui/modal";
import styles from "./master-data.module.css";
import { PortCombobox } from "./port-combobox";

/** Saved data → Ports: add (UN/LOCODE search or free text), list, remove after confirmation. */
export function PortsTab() {
  const { ports, refreshPorts } = useAppState();
  const [port, setPort] = useState("");
  const [portError, setPortError] = useState<string | undefined>();
  const [toDelete, setToDelete] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const { busy, alert, submit } = useSubmit();

  const add = submit(async () => {
    setPortError(undefined);
    try {
      const body = await api<{ port: string }>("/api/ports", { method: "POST", body: { port } });
      toast.success(`Saved “${body.port}”.`);
      setPort("");
      await refreshPorts();
    } catch (e) {
      setPortError(fieldErrors(e).port);
      throw e;
    }
  });

  async function confirmDelete() {
    if (!toDelete) return;
    setDeleting(true);
    try {
      await api(`/api/ports/${encodeURIComponent(toDelete)}`, { method: "DELETE" });
      toast.success(`Removed “${toDelete}”.`);
      setToDelete(null);
      await refreshPorts();
    } catch (e) {
      toast.error(errorMessage(e));
    } finally {
      setDeleting(false);
    }
  }

  return (
    <div className="stack">
      <form className="form" onSubmit={add} noValidate aria-label="Add port">
        <FormAlert message={alert} />
        <div className={styles.row} style={{ alignItems: "flex-end" }}>
          <div style={{ flex: "1 1 24rem" }}>
            <PortCombobox
              label="Port"
              name="port"
              value={port}
              onChange={setPort}
              error={portError}
              hint="Search UN/LOCODE by name or code, or type the name of a place it lacks."
            />
          </div>
          <SubmitButton busy={busy} busyLabel="Saving…">
            Save port
          </SubmitButton>
        </div>
      </form>

      {ports.length === 0 ? (
        <EmptyState title="No saved ports yet" headingLevel={3}>
          Save the ports you ship from and to, and they are offered first wherever a document asks for a port.
        </EmptyState>
      ) : (
        <ul className="token-list" aria-label="Saved ports">
          {ports.map((p) => (
            <li key={p.value} className="token-item">
              <span>{p.label}</span>
              <button
                type="button"
                className="btn btn-link"
                onClick={() => setToDelete(p.value)}
                aria-label={`Remove ${p.label}`}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}

      <ConfirmDialog
        open={toDelete !== null}
        title="Remove this port?"
        confirmLabel="Remove port"
        busyLabel="Removing…"
        busy={deleting}
        danger
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      >
        “{toDelete}” will no longer be offered in port fields. Documents that name it keep it.
      </ConfirmDialog>
    </div>
  );
}
