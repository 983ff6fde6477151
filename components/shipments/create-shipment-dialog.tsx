"use client";

import { useState } from "react";
import { ErrorSummary } from "@/components/ui/error-summary";
import { Field, SubmitButton } from "@/components/ui/field";
import { apiRequest } from "@/lib/client/api-client";
import { useSubmit } from "@/lib/client/use-submit";
import { DialogActions, Modal } from "@/components/ui/modal";
import { TemplatePicker } from "./template-picker";
import type { Shipment, TemplateInfo } from "./types";

type TemplateKey = TemplateInfo["key"];
import { useTemplates } from "./use-templates";

type Props = { open: boolean; onClose: () => void; onCreated: (shipment: Shipment) => void };

export function CreateShipmentDialog({ open, onClose, onCreated }: Props) {
  return (
    <Modal open={open} title="New shipment" onClose={onClose} size="wide">
      {open ? <CreateShipmentForm onClose={onClose} onCreated={onCreated} /> : null}
    </Modal>
  );
}

function CreateShipmentForm({ onClose, onCreated }: Omit<Props, "open">) {
  const { templates, error: loadError } = useTemplates();
  const [reference, setReference] = useState("");
  const [selected, setSelected] = useState<string[]>([]);
  const { busy, errors, alert, submit } = useSubmit();

  const save = submit(async () => {
    const { shipment } = await apiRequest("POST", "/api/shipments", {
      body: { reference: reference.trim(), templates: selected as TemplateKey[] },
    });
    onCreated(shipment);
  });

  // Keep the user's order of ticking, but send them in the registry's order so documents list predictably.
  const ordered = (keys: string[]) => (templates ? templates.map((t) => t.key).filter((k) => keys.includes(k)) : keys);

  return (
    <form className="form" onSubmit={save} noValidate>
      <ErrorSummary errors={errors} alert={alert} />
      <Field
        label="Shipment reference"
        name="reference"
        value={reference}
        onChange={(e) => setReference(e.target.value)}
        maxLength={64}
        required
        autoFocus
        error={errors.reference}
        hint="Your own reference, 1–64 characters, unique among your shipments. For example INV-2026-014."
      />
      <TemplatePicker
        legend="Documents for this shipment"
        templates={templates}
        loadError={loadError}
        selected={selected}
        onChange={(keys) => setSelected(ordered(keys))}
        error={errors.templates}
      />
      <DialogActions>
        <button type="button" className="btn btn-secondary" onClick={onClose} disabled={busy}>
          Cancel
        </button>
        <SubmitButton busy={busy} busyLabel="Creating…">
          Create shipment
        </SubmitButton>
      </DialogActions>
    </form>
  );
}
