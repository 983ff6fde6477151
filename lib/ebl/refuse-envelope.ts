import type { Actor } from "@/lib/auth/actor";
import { appendEntry, type AppendedEntry } from "./append-entry";

export type RefuseEnvelopeOptions = {
  actor: Actor;
  envelopeId: string;
  comment?: string;
  expectedLastEntryChecksum?: string;
};

/** The recipient of the last transfer sends it back, as the very next action (POST /api/envelopes/{id}/refuse). */
export function refuseEnvelope({
  actor,
  envelopeId,
  comment,
  expectedLastEntryChecksum,
}: RefuseEnvelopeOptions): Promise<AppendedEntry> {
  return appendEntry({
    actor,
    envelopeId,
    action: "REFUSE",
    comments: comment || undefined,
    expectedLastEntryChecksum,
  });
}
