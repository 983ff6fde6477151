import type { Actor } from "@/lib/auth/actor";
import { appendEntry, type AppendedEntry } from "./append-entry";

export type RespondToSurrenderOptions = {
  actor: Actor;
  envelopeId: string;
  accept: boolean;
  comment?: string;
  expectedLastEntryChecksum?: string;
};

/**
 * The issuer answers a pending surrender (POST /api/envelopes/{id}/surrender-response): SACC
 * ends the bill's life (delivery) or opens it to a void (amendment); SREJ, with its reason,
 * gives control back to the requester.
 */
export function respondToSurrender({
  actor,
  envelopeId,
  accept,
  comment,
  expectedLastEntryChecksum,
}: RespondToSurrenderOptions): Promise<AppendedEntry> {
  return appendEntry({
    actor,
    envelopeId,
    action: accept ? "SACC" : "SREJ",
    comments: comment || undefined,
    expectedLastEntryChecksum,
  });
}
