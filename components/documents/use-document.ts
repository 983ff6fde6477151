"use client";

import { ApiError } from "@/lib/client/api";
import { useApiQuery } from "@/lib/client/queries";
import type { TemplateKey } from "./types";

const isMissing = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400);

/**
 * A document and what the user may do with it (GET /api/document/{id}/{x}/permission), both
 * cached. `missing`: either answered 404 (not yours, not shared with you) or 400 (no such key).
 */
export function useDocument(shipmentId: string, templateKey: TemplateKey | null) {
  const params = { id: shipmentId, x: templateKey ?? ("" as TemplateKey) };
  const enabled = templateKey !== null;
  const document = useApiQuery("/api/shipments/{id}/{x}", { params }, { enabled });
  const permission = useApiQuery("/api/document/{id}/{x}/permission", { params }, { enabled });
  const error = document.error ?? permission.error;
  return {
    document: document.data?.document ?? null,
    permission: permission.data ?? null,
    pending: document.status === "pending" || permission.status === "pending",
    missing: isMissing(document.error) || isMissing(permission.error),
    error,
    retry: () => {
      if (document.error) void document.refetch();
      if (permission.error) void permission.refetch();
    },
  };
}
