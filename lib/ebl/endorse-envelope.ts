import type { Actor } from "@/lib/auth/actor";
import { appendEntry, type AppendedEntry } from "./append-entry";
import type { EndorseAction } from "./rules";
import type { PartyRef } from "./schemas";

export type EndorseEnvelopeOptions = {
  actor: Actor;
  envelopeId: string;
  actionCode: EndorseAction;
  recipient?: PartyRef;
  expectedLastEntryChecksum: string;
};

/**
 * TRANSFER (possession), ENDORSE, ENDORSE_TO_ORDER or BLANK_ENDORSE (POST /api/envelopes/{id}/endorse).
 * The expected last checksum is required: a transfer acts on exactly the bill its sender saw.
 */
export function endorseEnvelope({
  actor,
  envelopeId,
  actionCode,
  recipient,
  expectedLastEntryChecksum,
}: EndorseEnvelopeOptions): Promise<AppendedEntry> {
  return appendEntry({
    actor,
    envelopeId,
    action: actionCode,
    recipient: recipient ?? null,
    expectedLastEntryChecksum,
  });
}
