"use client";

import { useApiQuery } from "@/lib/client/queries";
import type { DocumentSummary } from "@/components/shipments/types";

/** What the dialog needs of a shipment; without `documents` it loads the shipment itself. */
export type ShareTarget = { id: string; reference: string; documents?: ShareDocument[] };
export type ShareDocument = Pick<DocumentSummary, "name" | "title" | "state">;

/**
 * What the share dialog reads: who has access, the shipment's documents (unless the caller
 * passed them), and the connected parties to pick from.
 */
export function useShareData(shipment: ShareTarget) {
  const sharees = useApiQuery("/api/shipments/{id}/sharedwithusers", { params: { id: shipment.id } });
  const loaded = useApiQuery("/api/shipments/{id}", { params: { id: shipment.id } }, { enabled: !shipment.documents });
  // Connections are a convenience: if the network is unavailable, the owner types the address.
  const network = useApiQuery("/api/network", { query: { connStatus: "CONNECTED", limit: 200 } });
  const documents: ShareDocument[] | null = shipment.documents ?? loaded.data?.shipment.documents ?? null;
  return {
    sharees: sharees.data?.users ?? null,
    documents,
    loadError: sharees.error ?? (shipment.documents ? null : loaded.error),
    connections: network.data?.connections ?? [],
  };
}
