"use client";

import { useState } from "react";
import { toast } from "react-toastify";
import { ConfirmDialog } from "@/components/ui/modal";
import { useQueryClient } from "@tanstack/react-query";
import { ApiError, errorMessage } from "@/lib/client/api";
import { invalidatePaths, useApiMutation } from "@/lib/client/queries";
import { personLabel, revokeKey, type Sharee } from "./types";

/** A revocation changes the shipment's sharees and its activity. */
const CHANGES = ["/api/shipments/{id}"];

type Props = {
  shipment: { id: string; reference: string } | null;
  /** The person to revoke; null keeps the dialog closed. */
  sharee: Sharee | null;
  onCancel: () => void;
  onRevoked: (sharee: Sharee) => void;
};

/** Confirms, then DELETE /api/shipments/revoke-access/{id}/{userId or email}; effective at once. */
export function RevokeDialog({ shipment, sharee, onCancel, onRevoked }: Props) {
  const client = useQueryClient();
  const revokeAccess = useApiMutation("DELETE", "/api/shipments/revoke-access/{id}/{userId}", { invalidates: CHANGES });
  const [error, setError] = useState<string | null>(null);
  const who = sharee ? personLabel(sharee) : "";

  async function revoke() {
    if (!shipment || !sharee) return;
    setError(null);
    try {
      await revokeAccess.mutateAsync({ params: { id: shipment.id, userId: revokeKey(sharee) } });
      toast.success(`${who} no longer has access to ${shipment.reference}.`);
      onRevoked(sharee);
    } catch (err) {
      // Already gone (revoked in another tab): the list is simply out of date.
      if (err instanceof ApiError && err.status === 404) {
        toast.info(`${who} had no access to ${shipment.reference} any more.`);
        await invalidatePaths(client, CHANGES);
        onRevoked(sharee);
      } else setError(errorMessage(err));
    }
  }

  return (
    <ConfirmDialog
      open={sharee !== null}
      title={`Revoke access of ${who}?`}
      confirmLabel="Revoke access"
      busyLabel="Revoking…"
      busy={revokeAccess.isPending}
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
