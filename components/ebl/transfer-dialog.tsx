"use client";

import { useId, useMemo, useState } from "react";
import type { EnvelopeDto } from "@/lib/ebl/contract";
import type { EndorseAction } from "@/lib/ebl/rules";
import { useApiQuery } from "@/lib/client/queries";
import { roleLabel } from "@/lib/roles";
import { ActionDialog } from "./action-dialog";
import type { DialogCommon } from "./action-dialogs";
import { ACTION_BUTTONS, ENDORSE_HINTS } from "./labels";
import { lookUpRecipient, recipientFromConnection, type Recipient } from "./recipient";
import styles from "./ebl.module.css";

/** Transfer or endorse: choose the recipient (a verified connection, or an email), then confirm with their legal name. */
export function TransferDialog({
  action,
  envelope,
  onConfirm,
  ...common
}: DialogCommon & { action: EndorseAction; envelope: EnvelopeDto; onConfirm: (recipient: Recipient | null) => void }) {
  const id = useId();
  const network = useApiQuery("/api/network", { query: { connStatus: "CONNECTED", limit: 200 } });
  const connections = useMemo(
    () => (network.data?.connections ?? []).filter((c) => c.verification === "verified" && c.email),
    [network.data],
  );
  const [email, setEmail] = useState("");
  const [step, setStep] = useState<"choose" | "confirm">("choose");
  const [recipient, setRecipient] = useState<Recipient | null>(null);
  const [checking, setChecking] = useState(false);
  const [pickError, setPickError] = useState<string | null>(null);
  const optional = action === "BLANK_ENDORSE";

  async function next() {
    const address = email.trim().toLowerCase();
    setPickError(null);
    if (!address) {
      if (optional) {
        setRecipient(null);
        setStep("confirm");
        return;
      }
      setPickError("Choose who receives the eBL: pick a connection or enter their email.");
      return;
    }
    if (!/^\S+@\S+\.\S+$/.test(address)) {
      setPickError("Enter a valid email address, for example name@company.com.");
      return;
    }
    setChecking(true);
    const { recipient: found, reason } = await lookUpRecipient(address);
    setChecking(false);
    if (reason === "not_found") {
      setPickError("No verified business on Exportly uses this address. Only verified businesses can receive an eBL.");
      return;
    }
    const connection = connections.find((c) => c.email.toLowerCase() === address);
    setRecipient(
      found ??
        (connection
          ? recipientFromConnection(connection)
          : { ref: address, legalName: address, detail: null, email: address, source: "typed" }),
    );
    setStep("confirm");
  }

  const title = ACTION_BUTTONS[action];
  if (step === "confirm") {
    const name = recipient?.legalName ?? "the bearer";
    const consequences =
      action === "TRANSFER"
        ? ["You will no longer hold this eBL.", `${name} will hold it; who holds title does not change.`]
        : action === "BLANK_ENDORSE"
          ? recipient
            ? [
                "You will no longer hold this eBL.",
                `The bill is endorsed in blank: ${name} will hold it as its bearer.`,
              ]
            : [
                "The bill is endorsed in blank: whoever holds it is its bearer.",
                "You keep possession until you transfer it.",
              ]
          : [
              "You will no longer hold this eBL.",
              `${name} becomes the endorsee and holder.`,
              action === "ENDORSE_TO_ORDER"
                ? `${name} may endorse it onward.`
                : `${name} cannot endorse it further; they may surrender it.`,
            ];
    return (
      <ActionDialog
        {...common}
        title={`${title}: confirm`}
        recipient={recipient}
        recipientLabel={action === "TRANSFER" ? "New holder" : "New endorsee"}
        consequences={consequences}
        confirmLabel={`${ACTION_BUTTONS[action]} to ${recipient ? name : "bearer"}`}
        busyLabel="Signing…"
        onBack={() => setStep("choose")}
        onConfirm={() => onConfirm(recipient)}
      />
    );
  }

  return (
    <ActionDialog
      {...common}
      error={pickError ?? common.error}
      title={title}
      consequences={[]}
      confirmLabel="Continue"
      busyLabel="Checking…"
      busy={checking || common.busy}
      onConfirm={() => void next()}
    >
      <p className={styles.muted}>{ENDORSE_HINTS[action]}</p>
      {connections.length > 0 ? (
        <div className="field">
          <label htmlFor={`${id}-connection`}>Pick a verified connection</label>
          <select
            id={`${id}-connection`}
            value={
              connections.some((c) => c.email.toLowerCase() === email.trim().toLowerCase())
                ? email.trim().toLowerCase()
                : ""
            }
            onChange={(e) => e.target.value && setEmail(e.target.value)}
          >
            <option value="">Choose from your network…</option>
            {connections.map((c) => (
              <option key={c.id} value={c.email.toLowerCase()}>
                {`${c.company ?? c.name ?? c.email} (${roleLabel(c.role ?? "")}) — ${c.email}`}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className="field">
        <label htmlFor={`${id}-email`}>{optional ? "Recipient's email (optional)" : "Recipient's email"}</label>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="off"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-describedby={`${id}-email-hint`}
        />
        <span id={`${id}-email-hint`} className="field-hint">
          {optional
            ? "Leave empty to keep the bill yourself, endorsed in blank."
            : "Only a verified business can receive the eBL."}
        </span>
      </div>
      {envelope.isToOrder && envelope.possessor ? (
        <p className="field-hint">
          You hold this bill as{" "}
          {envelope.endorsee ? "its endorsee" : envelope.blankEndorsed ? "its bearer" : "its shipper"}.
        </p>
      ) : null}
    </ActionDialog>
  );
}
