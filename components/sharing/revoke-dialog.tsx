"use client";

import { useState } from "react";
import { toast } from "react-toastify";
import { ConfirmDialog } from "@/components/ui/modal";
import { api, ApiError, errorMessage } from "@/lib/client/api";
import { personLabel, revokePath, type Sharee } from "./types";

type Props = {
  shipment: { id: string; reference: string } | null;
  /** The person to revoke; null keeps the dialog closed. */
  sharee: Sharee | null;
  onCancel: () => void;
  onRevoked: (sharee: Sharee) => void;
};

/** Confirms, then DELETE /api/shipments/revoke-access/{id}/{userId or email}; effective at once. */
export function RevokeDialog({ shipment, sharee, onCancel, onRevoked }: Props) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const who = sharee ? personLabel(sharee) : "";

  async function revoke() {
    if (!shipment || !sharee) return;
    setBusy(true);
    setError(null);
    try {
      await api(revokePath(shipment.id, sharee), { method: "DELETE" });
      toast.success(`${who} no longer has access to ${shipment.reference}.`);
      onRevoked(sharee);
    } catch (err) {
      // Already gone (revoked in another tab): the list is simply out of date.
      if (err instanceof ApiError && err.status === 404) {
        toast.info(`${who} had no access to ${shipment.reference} any more.`);
        onRevoked(sharee);
      } else setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <ConfirmDialog
      open={sharee !== null}
      title={`Revoke access of ${who}?`}
      confirmLabel="Revoke access"
      busyLabel="Revoking…"
      busy={busy}
      danger
      error={error}
      onCancel={() => {
        setError(null);
        onCancel();
      }}
      onConfirm={() => void revoke()}
    >
      <p>
        {sharee?.pending
          ? `The invitation to ${sharee.email} for documents of ${shipment?.reference ?? "this shipment"} is withdrawn at once.`
          : `${who} loses access to the documents of ${shipment?.reference ?? "this shipment"} at once.`}{" "}
        You can share them again later.
      </p>
    </ConfirmDialog>
  );
}
