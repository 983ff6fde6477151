"use client";

import { useRouter } from "next/navigation";
import { useId, useState, type FormEvent } from "react";
import { toast } from "react-toastify";
import { ApiError, errorMessage, fieldErrors } from "@/lib/client/api";
import { apiRequest, type ApiInput, type EndpointAt } from "@/lib/client/api-client";
import { useApiQuery } from "@/lib/client/queries";
import { useAppState } from "@/lib/client/app-state";
import { roleLabel } from "@/lib/roles";
import { DialogActions, Modal } from "@/components/ui/modal";
import { Field, FormAlert, SubmitButton } from "@/components/ui/field";
import { envelopeHref } from "./labels";
import styles from "./ebl.module.css";

const CARRIER_ROLES = new Set(["shipping_line", "freight_forwarder"]);

type Props = {
  open: boolean;
  onClose: () => void;
  /** Prefill from this shipment (the shipment screen's "Draft an eBL"). */ shipmentId?: string | null;
};

/** "New draft eBL": choose a shipment to prefill from (or blank), the carrier, the shipper, and straight or to order. */
export function NewDraftDialog({ open, onClose, shipmentId }: Props) {
  return (
    <Modal open={open} title="New draft eBL" onClose={onClose} size="form">
      {open ? <NewDraftForm onClose={onClose} shipmentId={shipmentId ?? null} /> : null}
    </Modal>
  );
}

type Errors = { carrier?: string; shipper?: string; consignee?: string; shipmentId?: string };

function NewDraftForm({ onClose, shipmentId }: { onClose: () => void; shipmentId: string | null }) {
  const id = useId();
  const router = useRouter();
  const { user } = useAppState();
  const iAmCarrier = CARRIER_ROLES.has(user?.role ?? "");
  const shipmentsQuery = useApiQuery("/api/shipments", { query: { limit: 100, sort: "updated" } });
  const shipments = shipmentsQuery.isPending ? null : (shipmentsQuery.data?.shipments ?? []);
  // Connections only help to pick: any verified business's address may be typed.
  const network = useApiQuery("/api/network", { query: { connStatus: "CONNECTED", limit: 200 } });
  const connections = network.data?.connections ?? [];
  const [shipment, setShipment] = useState(shipmentId ?? "");
  const [carrier, setCarrier] = useState("");
  const [shipper, setShipper] = useState("");
  const [toOrder, setToOrder] = useState(true);
  const [consignee, setConsignee] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const verified = connections.filter((c) => c.verification === "verified" && c.email);
  const carriers = verified.filter((c) => CARRIER_ROLES.has(c.role ?? ""));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    setAlert(null);
    const missing: Errors = {};
    if (!iAmCarrier && !carrier.trim())
      missing.carrier = "Enter the carrier's email: the shipping line or freight forwarder who will issue the bill.";
    if (iAmCarrier && !shipper.trim()) missing.shipper = "Enter the shipper's email.";
    if (!toOrder && !consignee.trim()) missing.consignee = "A straight bill names its consignee: enter their email.";
    if (Object.keys(missing).length > 0) {
      setErrors(missing);
      setAlert("Not created: see the marked fields.");
      return;
    }
    setSaving(true);
    try {
      const body: ApiInput<EndpointAt<"POST", "/api/envelopes">>["body"] = {
        carrier: iAmCarrier ? carrier.trim() || (user?.id ?? "") : carrier.trim(),
        transportDocument: { isToOrder: toOrder },
        ...(shipper.trim() ? { shipper: shipper.trim() } : {}),
        ...(!toOrder ? { consignee: consignee.trim() } : {}),
        ...(shipment ? { shipmentId: shipment } : {}),
      };
      const { envelope } = await apiRequest("POST", "/api/envelopes", { body });
      toast.success("Draft eBL created.");
      router.push(envelopeHref(envelope.id));
    } catch (error) {
      const found = fieldErrors(error) as Errors;
      setErrors(found);
      setAlert(
        error instanceof ApiError && error.status === 400 && Object.keys(found).length > 0
          ? "Not created: see the marked fields."
          : errorMessage(error),
      );
      setSaving(false);
    }
  }

  const listId = `${id}-verified`;
  const carrierListId = `${id}-carriers`;
  return (
    <form className={`form ${styles.dialogBody}`} noValidate onSubmit={submit}>
      <FormAlert message={alert} />
      <div className="field">
        <label htmlFor={`${id}-shipment`}>Prefill from a shipment</label>
        <select
          id={`${id}-shipment`}
          value={shipment}
          onChange={(e) => setShipment(e.target.value)}
          aria-describedby={`${id}-shipment-hint`}
        >
          <option value="">Blank draft</option>
          {shipment && shipments && !shipments.some((s) => s.id === shipment) ? (
            <option value={shipment}>The shipment you came from</option>
          ) : null}
          {(shipments ?? []).map((s) => (
            <option key={s.id} value={s.id}>
              {s.reference}
            </option>
          ))}
        </select>
        <span id={`${id}-shipment-hint`} className="field-hint">
          The draft takes the parties, ports, vessel and goods of the shipment&apos;s bill of lading instructions.
        </span>
        {errors.shipmentId ? <p className="field-error">{errors.shipmentId}</p> : null}
      </div>

      <Field
        label={iAmCarrier ? "Carrier email (leave empty to issue it yourself)" : "Carrier email"}
        type="email"
        name="carrier"
        autoComplete="off"
        list={carrierListId}
        value={carrier}
        onChange={(e) => setCarrier(e.target.value)}
        error={errors.carrier}
        hint="The verified shipping line or freight forwarder who issues the bill."
      />
      <datalist id={carrierListId}>
        {carriers.map((c) => (
          <option key={c.id} value={c.email}>
            {`${c.company ?? c.name ?? c.email} (${roleLabel(c.role ?? "")})`}
          </option>
        ))}
      </datalist>

      <Field
        label={iAmCarrier ? "Shipper email" : "Shipper email (leave empty: you are the shipper)"}
        type="email"
        name="shipper"
        autoComplete="off"
        list={listId}
        value={shipper}
        onChange={(e) => setShipper(e.target.value)}
        error={errors.shipper}
        hint="The verified business that receives the bill when it is issued."
      />

      <fieldset className={styles.choices}>
        <legend>Kind of bill</legend>
        <label className={styles.choice}>
          <input
            type="radio"
            name="kind"
            checked={toOrder}
            onChange={() => setToOrder(true)}
            aria-describedby={`${id}-order-hint`}
          />
          To order (negotiable)
          <span id={`${id}-order-hint`} className={styles.choiceHint}>
            Title passes by endorsement, e.g. to a bank and then to the buyer.
          </span>
        </label>
        <label className={styles.choice}>
          <input
            type="radio"
            name="kind"
            checked={!toOrder}
            onChange={() => setToOrder(false)}
            aria-describedby={`${id}-straight-hint`}
          />
          Straight (named consignee)
          <span id={`${id}-straight-hint`} className={styles.choiceHint}>
            Only the named consignee can take delivery; possession can be transferred, not endorsed.
          </span>
        </label>
      </fieldset>

      {!toOrder ? (
        <Field
          label="Consignee email"
          type="email"
          name="consignee"
          autoComplete="off"
          list={listId}
          value={consignee}
          onChange={(e) => setConsignee(e.target.value)}
          error={errors.consignee}
          hint="The verified business named as consignee."
        />
      ) : null}
      <datalist id={listId}>
        {verified.map((c) => (
          <option key={c.id} value={c.email}>
            {`${c.company ?? c.name ?? c.email} (${roleLabel(c.role ?? "")})`}
          </option>
        ))}
      </datalist>

      <DialogActions>
        <button type="button" className="btn btn-secondary" onClick={onClose} disabled={saving}>
          Cancel
        </button>
        <SubmitButton busy={saving} busyLabel="Creating…">
          Create draft
        </SubmitButton>
      </DialogActions>
    </form>
  );
}
