"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { ApiError, errorMessage } from "@/lib/client/api";
import { invalidatePaths, useApiQuery } from "@/lib/client/queries";
import type { ReportState } from "./timeline";

/**
 * One bill with its chain and the verifier's report: the report is asked for only once
 * something is signed. `refresh` refetches every envelope query (this bill and the lists), so
 * after an action or a 409 the screen shows what the server holds now.
 */
export function useEnvelope(envelopeId: string) {
  const queryClient = useQueryClient();
  const input = { params: { id: envelopeId } };
  const envelopeQuery = useApiQuery("/api/envelopes/{id}", input);
  const chainQuery = useApiQuery("/api/envelopes/{id}/chain", input);
  const envelope = envelopeQuery.data?.envelope;
  const entries = chainQuery.data?.entries ?? [];
  const signed = !!envelope && envelope.status !== "DRAFT" && entries.length > 0;
  const verifyQuery = useApiQuery("/api/envelopes/{id}/verify", input, { enabled: signed });

  const refresh = useCallback(() => invalidatePaths(queryClient, ["/api/envelopes"]), [queryClient]);

  const missing =
    envelopeQuery.error instanceof ApiError &&
    (envelopeQuery.error.status === 404 || envelopeQuery.error.status === 400);
  const report: ReportState = !signed
    ? { status: "unavailable", message: "nothing signed yet" }
    : verifyQuery.status === "pending"
      ? { status: "loading" }
      : verifyQuery.status === "error"
        ? { status: "unavailable", message: errorMessage(verifyQuery.error) }
        : Array.isArray(verifyQuery.data?.entries)
          ? { status: "ready", report: verifyQuery.data }
          : { status: "unavailable", message: "no report" };

  return {
    status:
      envelopeQuery.status === "error"
        ? missing
          ? ("missing" as const)
          : ("error" as const)
        : !envelope || chainQuery.isPending
          ? ("loading" as const)
          : ("ready" as const),
    error: envelopeQuery.error,
    envelope,
    entries,
    report,
    refresh,
  };
}
