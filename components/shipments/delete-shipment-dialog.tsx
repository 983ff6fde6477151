"use client";

import { toast } from "react-toastify";
import { ConfirmDialog } from "@/components/ui/modal";
import { errorMessage } from "@/lib/client/api";
import { useApiMutation } from "@/lib/client/queries";
import type { Shipment } from "./types";
import { useShipmentChanged } from "./use-shipment-changed";

type Props = { shipment: Shipment | null; onClose: () => void };

/** Asks before deleting a shipment with everything in it; the list refetches once it is gone. */
export function DeleteShipmentDialog({ shipment, onClose }: Props) {
  const mutation = useApiMutation("DELETE", "/api/shipments/{id}");
  const changed = useShipmentChanged();

  async function confirm() {
    if (!shipment) return;
    try {
      await mutation.mutateAsync({ params: { id: shipment.id } });
      toast.success(`Shipment ${shipment.reference} deleted.`);
      changed();
      onClose();
    } catch {
      // The dialog shows the mutation's error and stays open for another try.
    }
  }

  return (
    <ConfirmDialog
      open={shipment !== null}
      title={`Delete ${shipment?.reference ?? "shipment"}?`}
      confirmLabel="Delete shipment"
      busyLabel="Deleting…"
      busy={mutation.isPending}
      danger
      error={mutation.error ? errorMessage(mutation.error) : null}
      onCancel={onClose}
      onConfirm={() => void confirm()}
    >
      <p>The shipment, its documents, their versions and its uploads will be deleted. This cannot be undone.</p>
    </ConfirmDialog>
  );
}
