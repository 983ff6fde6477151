"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useAppState } from "@/lib/client/app-state";
import { invalidatePaths } from "@/lib/client/queries";

/**
 * What every change to a shipment refreshes: the shipment screens (list, one shipment, its
 * documents and activity), the balances (they show reference and status), and the app-wide
 * shipment list the dashboard counts (app state, outside the query cache).
 */
export const SHIPMENT_PATHS = ["/api/shipments", "/api/balances"] as const;

export function useShipmentChanged(): () => void {
  const client = useQueryClient();
  const { refreshDocs } = useAppState();
  return useCallback(() => {
    void invalidatePaths(client, SHIPMENT_PATHS);
    void refreshDocs();
  }, [client, refreshDocs]);
}
