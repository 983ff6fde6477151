import type { Actor } from "@/lib/auth/actor";
import { writeAudit } from "@/lib/audit/write-audit";
import type { DbOrTx } from "@/lib/db/client";
import { complianceSuggestionAnswers } from "@/models";
import type { SuggestionInput } from "./answer";
import type { SuggestionAnswer } from "./schemas";

/** Stores an answer on a shipment with its audit entry (same transaction as the caller's). */
export async function recordAnswer(
  tx: DbOrTx,
  {
    actor,
    shipmentId,
    request,
    answer,
  }: { actor: Actor; shipmentId: string; request: SuggestionInput; answer: SuggestionAnswer },
): Promise<string> {
  const [row] = await tx
    .insert(complianceSuggestionAnswers)
    .values({ shipmentId, requestedBy: actor.userId, ruleSetVersion: answer.ruleSetVersion, request, answer })
    .returning({ id: complianceSuggestionAnswers.id });
  await writeAudit(tx, {
    actorId: actor.userId,
    action: "shipment.suggestions_recorded",
    entityType: "shipment",
    entityId: shipmentId,
    data: {
      answerId: row!.id,
      ruleSetVersion: answer.ruleSetVersion,
      documents: answer.documents.map((d) => d.key),
    },
  });
  return row!.id;
}
