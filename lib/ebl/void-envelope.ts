import { and, eq } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import { envelopes } from "@/models";
import { appendEntry, type AppendedEntry } from "./append-entry";
import { ruleError } from "./access";

export type VoidEnvelopeOptions = {
  actor: Actor;
  envelopeId: string;
  reason: string;
  replacedBy?: string;
  expectedLastEntryChecksum?: string;
};

/**
 * The issuer voids a bill surrendered for amendment (POST /api/envelopes/{id}/void), naming
 * the bill it issued to replace it, if any. The reason is signed as the entry's comment.
 */
export function voidEnvelope({
  actor,
  envelopeId,
  reason,
  replacedBy,
  expectedLastEntryChecksum,
}: VoidEnvelopeOptions): Promise<AppendedEntry> {
  return appendEntry({
    actor,
    envelopeId,
    action: "VOID",
    comments: reason,
    expectedLastEntryChecksum,
    prepare: async ({ tx }) => {
      if (replacedBy) {
        if (replacedBy === envelopeId) throw ruleError("invalid_replacement", "A bill cannot replace itself.");
        const [replacement] = await tx
          .select({ id: envelopes.id, status: envelopes.status })
          .from(envelopes)
          .where(and(eq(envelopes.id, replacedBy), eq(envelopes.issuerId, actor.userId)));
        if (!replacement || replacement.status === "DRAFT") {
          throw ruleError("invalid_replacement", "replacedBy must be an eBL you issued.", {
            issues: [{ path: "replacedBy", message: "Name an eBL you issued." }],
          });
        }
      }
      return {
        changes: { voidReason: reason, replacedById: replacedBy ?? null },
        auditData: { reason, replacedBy: replacedBy ?? null },
      };
    },
  });
}
