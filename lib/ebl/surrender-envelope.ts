import type { Actor } from "@/lib/auth/actor";
import { appendEntry, type AppendedEntry } from "./append-entry";

export type SurrenderEnvelopeOptions = {
  actor: Actor;
  envelopeId: string;
  type: "DELIVERY" | "AMENDMENT";
  reasonCode?: "SWTP" | "COD" | "SWI";
  comments?: string;
  expectedLastEntryChecksum?: string;
};

/** Surrenders the bill to its issuer, for delivery or for amendment (POST /api/envelopes/{id}/surrender). */
export function surrenderEnvelope({
  actor,
  envelopeId,
  type,
  reasonCode,
  comments,
  expectedLastEntryChecksum,
}: SurrenderEnvelopeOptions): Promise<AppendedEntry> {
  return appendEntry({
    actor,
    envelopeId,
    action: type === "DELIVERY" ? "SURRENDER_FOR_DELIVERY" : "SURRENDER_FOR_AMENDMENT",
    reasonCode: type === "AMENDMENT" ? reasonCode : undefined,
    comments: comments || undefined,
    expectedLastEntryChecksum,
  });
}
