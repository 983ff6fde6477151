"use client";

import { useState } from "react";
import { toast } from "react-toastify";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorSummary } from "@/components/ui/error-summary";
import { SubmitButton } from "@/components/ui/field";
import { errorMessage, fieldErrors } from "@/lib/client/api";
import { useApiMutation } from "@/lib/client/queries";
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
  const { busy, alert, submit } = useSubmit();
  // The saved ports themselves live in the app state (every port field reads them): refreshed after each change.
  const save = useApiMutation("POST", "/api/ports", { invalidates: ["/api/ports"] });
  const remove = useApiMutation("DELETE", "/api/ports/{port}", { invalidates: ["/api/ports"] });

  const add = submit(async () => {
    setPortError(undefined);
    try {
      const body = await save.mutateAsync({ body: { port } });
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
    try {
      await remove.mutateAsync({ params: { port: toDelete } });
      toast.success(`Removed “${toDelete}”.`);
      setToDelete(null);
      await refreshPorts();
    } catch (e) {
      toast.error(errorMessage(e));
    }
  }

  return (
    <div className="stack">
      <form className="form" onSubmit={add} noValidate aria-label="Add port">
        <ErrorSummary errors={portError ? { port: portError } : {}} alert={alert} />
        <div className={styles.row} style={{ alignItems: "flex-end" }}>
          <div style={{ flex: "1 1 24rem" }} data-field="port">
            <PortCombobox
              label="Port"
              name="port"
              value={port}
              onChange={setPort}
              allowFreeText
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
        busy={remove.isPending}
        danger
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      >
        “{toDelete}” will no longer be offered in port fields. Documents that name it keep it.
      </ConfirmDialog>
    </div>
  );
}
