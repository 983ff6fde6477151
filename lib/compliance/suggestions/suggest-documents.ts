import type { Actor } from "@/lib/auth/actor";
import { getDb } from "@/lib/db/client";
import { answerSuggestionRequest } from "./answer";
import { getShipmentForSuggestions } from "./access";
import { recordAnswer } from "./record-answer";
import type { SuggestionAnswer, SuggestionRequest } from "./schemas";

/**
 * Answers a document-suggestion request; with `shipmentId`, records the answer (and the rule-set
 * version that gave it) on that shipment.
 */
export async function suggestDocuments({
  actor,
  request,
}: {
  actor: Actor;
  request: SuggestionRequest;
}): Promise<SuggestionAnswer> {
  const { shipmentId, ...input } = request;
  const answer = answerSuggestionRequest(input);
  if (shipmentId) {
    const db = await getDb();
    await db.transaction(async (tx) => {
      await getShipmentForSuggestions(tx, actor, shipmentId);
      await recordAnswer(tx, { actor, shipmentId, request: input, answer });
    });
  }
  return answer;
}
