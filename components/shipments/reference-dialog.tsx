"use client";

import { useState } from "react";
import { ErrorSummary } from "@/components/ui/error-summary";
import { Field, SubmitButton } from "@/components/ui/field";
import { apiRequest } from "@/lib/client/api-client";
import { useSubmit } from "@/lib/client/use-submit";
import { DialogActions, Modal } from "@/components/ui/modal";
import type { Shipment } from "./types";

export type ReferenceAction = { kind: "rename" | "duplicate"; shipment: Shipment };

type Props = {
  action: ReferenceAction | null;
  onClose: () => void;
  onDone: (shipment: Shipment, kind: ReferenceAction["kind"]) => void;
};

/** Rename a shipment, or duplicate it under a new reference (documents' data copied; uploads, shares and finalised state not). */
export function ReferenceDialog({ action, onClose, onDone }: Props) {
  const title =
    action?.kind === "duplicate"
      ? `Duplicate ${action.shipment.reference}`
      : `Rename ${action?.shipment.reference ?? ""}`;
  return (
    <Modal open={action !== null} title={title} onClose={onClose}>
      {action ? (
        <ReferenceForm key={`${action.kind}-${action.shipment.id}`} action={action} onClose={onClose} onDone={onDone} />
      ) : null}
    </Modal>
  );
}

function ReferenceForm({ action, onClose, onDone }: { action: ReferenceAction } & Omit<Props, "action">) {
  const { kind, shipment } = action;
  const [reference, setReference] = useState(
    kind === "duplicate" ? `${shipment.reference} (copy)`.slice(0, 64) : shipment.reference,
  );
  const { busy, errors, alert, submit } = useSubmit();

  const save = submit(async () => {
    const input = { params: { id: shipment.id }, body: { reference: reference.trim() } };
    const body =
      kind === "duplicate"
        ? await apiRequest("POST", "/api/shipments/duplicate/{id}", input)
        : await apiRequest("PUT", "/api/shipments/reference/{id}", input);
    onDone(body.shipment, kind);
  });

  return (
    <form className="form" onSubmit={save} noValidate>
      {kind === "duplicate" ? (
        <p>The copy gets the documents&apos; data as drafts. Uploads, shares and finalised states are not copied.</p>
      ) : null}
      <ErrorSummary errors={errors} alert={alert} />
      <Field
        label={kind === "duplicate" ? "Reference of the copy" : "New reference"}
        name="reference"
        value={reference}
        onChange={(e) => setReference(e.target.value)}
        maxLength={64}
        required
        autoFocus
        error={errors.reference}
      />
      <DialogActions>
        <button type="button" className="btn btn-secondary" onClick={onClose} disabled={busy}>
          Cancel
        </button>
        <SubmitButton busy={busy} busyLabel={kind === "duplicate" ? "Duplicating…" : "Saving…"}>
          {kind === "duplicate" ? "Duplicate" : "Rename"}
        </SubmitButton>
      </DialogActions>
    </form>
  );
}
