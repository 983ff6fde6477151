"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useId, useMemo, useState, type FormEvent } from "react";
import { ErrorSummary } from "@/components/ui/error-summary";
import { Field, SelectField, SubmitButton } from "@/components/ui/field";
import { DialogActions } from "@/components/ui/modal";
import { apiRequest } from "@/lib/client/api-client";
import { invalidatePaths, useApiQuery } from "@/lib/client/queries";
import { useSubmit } from "@/lib/client/use-submit";
import { TRACKING_PATHS, type Tracking } from "./tracking-client";
import styles from "./tracking.module.css";

const MODES: { value: Tracking["mode"]; label: string }[] = [
  { value: "VESSEL", label: "Vessel (sea)" },
  { value: "BARGE", label: "Barge" },
  { value: "RAIL", label: "Rail" },
  { value: "TRUCK", label: "Truck" },
];

type Fields = {
  shipmentId: string;
  carrierCode: string;
  carrierBookingReference: string;
  transportDocumentReference: string;
  equipmentReferences: string;
  vesselIMONumber: string;
  mode: string;
};

const LABELS: Record<keyof Fields, string> = {
  shipmentId: "Shipment",
  carrierCode: "Carrier SCAC",
  carrierBookingReference: "Booking reference",
  transportDocumentReference: "Bill of lading number",
  equipmentReferences: "Container numbers",
  vesselIMONumber: "Vessel IMO number",
  mode: "Mode of transport",
};

const initial = (tracking: Tracking | undefined, shipmentId: string | undefined): Fields => ({
  shipmentId: tracking?.shipmentId ?? shipmentId ?? "",
  carrierCode: tracking?.carrierCode ?? "",
  carrierBookingReference: tracking?.carrierBookingReference ?? "",
  transportDocumentReference: tracking?.transportDocumentReference ?? "",
  equipmentReferences: (tracking?.equipmentReferences ?? []).join("\n"),
  vesselIMONumber: tracking?.vesselIMONumber ?? "",
  mode: tracking?.mode ?? "VESSEL",
});

/** "MSCU 123456-5, TGHU1234567" → ["MSCU1234565", "TGHU1234567"]: one per line or comma, spaces and dashes dropped. */
export function containerList(text: string): string[] {
  return text
    .split(/[\n,;]+/)
    .map((c) => c.replace(/[\s-]+/g, "").toUpperCase())
    .filter(Boolean);
}

/** An empty field: left out when registering (the server may prefill it), cleared (null) when editing. */
const optional = (value: string, editing: boolean) => (value.trim() ? value.trim() : editing ? null : undefined);

type Props = {
  /** The tracking being edited; without it the form registers a new one. */
  tracking?: Tracking;
  /** A shipment to preselect (from "Track this shipment" on the shipment screen). */
  shipmentId?: string;
  onDone: (shipmentId: string) => void;
  onCancel: () => void;
};

/**
 * "Track a shipment" and "Edit tracking": the DCSA identifiers of a shipment's voyage. The server
 * checks the container (ISO 6346) and IMO check digits and names a bad one; the B/L number may be
 * left empty for the server to take it from the shipment's bill of lading instructions or its eBL.
 */
export function TrackForm({ tracking, shipmentId, onDone, onCancel }: Props) {
  const ids = useId();
  const queryClient = useQueryClient();
  const [fields, setFields] = useState<Fields>(() => initial(tracking, shipmentId));
  const { busy, errors, alert, submit } = useSubmit();
  const set = (key: keyof Fields) => (value: string) => setFields((f) => ({ ...f, [key]: value }));
  const editing = !!tracking;

  const choices = useUntrackedShipments(!editing, shipmentId);

  const onSubmit = (event: FormEvent) =>
    submit(async () => {
      const body = {
        carrierCode: optional(fields.carrierCode.toUpperCase(), editing),
        carrierBookingReference: optional(fields.carrierBookingReference, editing),
        transportDocumentReference: optional(fields.transportDocumentReference, editing),
        equipmentReferences: containerList(fields.equipmentReferences),
        vesselIMONumber: optional(fields.vesselIMONumber, editing),
        mode: fields.mode as Tracking["mode"],
      };
      const id = editing ? tracking.shipmentId : fields.shipmentId;
      if (editing) {
        await apiRequest("PATCH", "/api/shipments/{id}/tracking", { params: { id }, body });
      } else {
        await apiRequest("POST", "/api/shipments/{id}/tracking", { params: { id }, body });
      }
      await invalidatePaths(queryClient, TRACKING_PATHS);
      onDone(id);
    })(event);

  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-label={editing ? "Edit tracking" : "Track a shipment"}>
      <ErrorSummary errors={errors} alert={alert} labels={LABELS} />
      {editing ? null : (
        <SelectField
          label={LABELS.shipmentId}
          name="shipmentId"
          value={fields.shipmentId}
          onChange={set("shipmentId")}
          placeholder={choices.loading ? "Loading your shipments…" : "Choose a shipment"}
          options={choices.options}
          error={errors.shipmentId ?? (choices.empty ? "All your shipments are tracked already." : undefined)}
          required
        />
      )}
      <Field
        label={LABELS.carrierCode}
        name="carrierCode"
        value={fields.carrierCode}
        onChange={(e) => set("carrierCode")(e.target.value)}
        error={errors.carrierCode}
        hint="The carrier's code (SCAC, 2 to 4 letters), e.g. MAEU or MSCU"
        maxLength={4}
        autoComplete="off"
      />
      <Field
        label={LABELS.carrierBookingReference}
        name="carrierBookingReference"
        value={fields.carrierBookingReference}
        onChange={(e) => set("carrierBookingReference")(e.target.value)}
        error={errors.carrierBookingReference}
        autoComplete="off"
      />
      <Field
        label={LABELS.transportDocumentReference}
        name="transportDocumentReference"
        value={fields.transportDocumentReference}
        onChange={(e) => set("transportDocumentReference")(e.target.value)}
        error={errors.transportDocumentReference}
        hint="Leave empty to take it from the shipment's bill of lading instructions or its eBL"
        autoComplete="off"
      />
      <div className="field">
        <label htmlFor={`${ids}-containers`}>{LABELS.equipmentReferences}</label>
        <textarea
          id={`${ids}-containers`}
          name="equipmentReferences"
          className={styles.reference}
          rows={3}
          value={fields.equipmentReferences}
          onChange={(e) => set("equipmentReferences")(e.target.value)}
          aria-invalid={errors.equipmentReferences ? true : undefined}
          aria-describedby={`${ids}-containers-hint${errors.equipmentReferences ? ` ${ids}-containers-error` : ""}`}
          autoComplete="off"
          spellCheck={false}
        />
        <span id={`${ids}-containers-hint`} className="field-hint">
          One per line or separated by commas, ISO 6346 with the check digit: MSCU1234565
        </span>
        {errors.equipmentReferences ? (
          <p id={`${ids}-containers-error`} className="field-error">
            {errors.equipmentReferences}
          </p>
        ) : null}
      </div>
      <Field
        label={LABELS.vesselIMONumber}
        name="vesselIMONumber"
        value={fields.vesselIMONumber}
        onChange={(e) => set("vesselIMONumber")(e.target.value)}
        error={errors.vesselIMONumber}
        hint="7 digits, the last one a check digit"
        inputMode="numeric"
        maxLength={11}
        autoComplete="off"
      />
      <SelectField
        label={LABELS.mode}
        name="mode"
        value={fields.mode}
        onChange={set("mode")}
        options={MODES}
        error={errors.mode}
      />
      <DialogActions>
        <button type="button" className="btn btn-secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
        <SubmitButton busy={busy} busyLabel={editing ? "Saving…" : "Starting tracking…"}>
          {editing ? "Save tracking" : "Start tracking"}
        </SubmitButton>
      </DialogActions>
    </form>
  );
}

/**
 * My own shipments that have no tracking yet (the first 100 of each list: a picker, not a browser),
 * plus the preselected one when it is further down the list.
 */
function useUntrackedShipments(enabled: boolean, presetId: string | undefined) {
  const shipments = useApiQuery("/api/shipments", { query: { limit: 100 } }, { enabled });
  const tracked = useApiQuery("/api/tracking", { query: { limit: 100 } }, { enabled });
  const preset = useApiQuery(
    "/api/shipments/{id}",
    { params: { id: presetId ?? "" } },
    { enabled: enabled && !!presetId },
  );
  return useMemo(() => {
    const taken = new Set((tracked.data?.trackings ?? []).map((t) => t.shipmentId));
    const mine = [...(shipments.data?.shipments ?? [])];
    const extra = preset.data?.shipment;
    if (extra && !mine.some((s) => s.id === extra.id)) mine.unshift(extra);
    const options = mine
      .filter((s) => s.viewerRole === "owner" && !taken.has(s.id))
      .map((s) => ({ value: s.id, label: s.reference }));
    const loading = shipments.isPending || tracked.isPending;
    return { options, loading, empty: enabled && !loading && options.length === 0 };
  }, [shipments.data, tracked.data, preset.data, shipments.isPending, tracked.isPending, enabled]);
}
