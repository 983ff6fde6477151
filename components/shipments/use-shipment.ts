"use client";

import { ApiError } from "@/lib/client/api";
import { useApiQuery } from "@/lib/client/queries";

/**
 * GET /api/shipments/{id}, cached: the shipment screen and the document editor share it.
 * `missing` when the answer is 404 (not yours or not shared with you, like a missing one) or
 * 400 (not an id at all).
 */
export function useShipment(shipmentId: string) {
  const query = useApiQuery("/api/shipments/{id}", { params: { id: shipmentId } });
  const missing = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
  return { ...query, shipment: query.data?.shipment ?? null, missing };
}
