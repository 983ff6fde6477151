import { refreshShipmentFacts } from "@/lib/analytics/facts/refresh-shipment-facts";
import { eq } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import { writeAudit } from "@/lib/audit/write-audit";
import { AppError } from "@/lib/contract/errors";
import { getDb } from "@/lib/db/client";
import { getOwnedShipment } from "@/lib/shipments/access";
import { insertEmptyDocuments } from "@/lib/shipments/create-shipment";
import { isTemplateKey, type TemplateKey } from "@/lib/templates/descriptors";
import { shipments } from "@/models";
import { answerSuggestionRequest, type SuggestionInput } from "./answer";
import { recordAnswer } from "./record-answer";
import type { SuggestionAnswer } from "./schemas";
import type { DocumentKey } from "./vocabulary";

export type AddSuggestionsOptions = {
  actor: Actor;
  shipmentId: string;
  request: SuggestionInput;
  documents?: DocumentKey[];
};

/**
 * "Add to shipment": answers the request again on the server (the client's checklist is never
 * trusted), creates the suggested documents Exportly has a template for and the shipment lacks,
 * and records the answer with its rule-set version. Choosing a shipment's documents is the
 * owner's (as for PUT /api/shipments/documents/{id}): a sharee gets 403, anyone else 404.
 */
export async function addSuggestionsToShipment({
  actor,
  shipmentId,
  request,
  documents,
}: AddSuggestionsOptions): Promise<{ answer: SuggestionAnswer; added: TemplateKey[]; templates: string[] }> {
  const answer = answerSuggestionRequest(request);
  const suggested = new Map(answer.documents.map((d) => [d.key, d]));
  const unknown = (documents ?? []).filter((key) => !suggested.has(key));
  if (unknown.length) {
    throw new AppError(
      "validation_failed",
      `documents: ${unknown.join(", ")} ${unknown.length === 1 ? "is" : "are"} not in this checklist.`,
      {
        issues: [{ path: "documents", message: `Not suggested for this request: ${unknown.join(", ")}.` }],
      },
    );
  }
  const chosen = documents ? documents.map((k) => suggested.get(k)!) : answer.documents;
  const wanted = [
    ...new Set(chosen.map((d) => d.templateKey).filter((k): k is TemplateKey => !!k && isTemplateKey(k))),
  ];
  const db = await getDb();
  return db.transaction(async (tx) => {
    const shipment = await getOwnedShipment(tx, actor, shipmentId, {
      forUpdate: true,
      forbiddenToSharees: "add documents to it",
    });
    const added = wanted.filter((key) => !shipment.templates.includes(key));
    const templates = [...shipment.templates, ...added];
    if (added.length) {
      await insertEmptyDocuments(tx, shipmentId, added);
      await tx.update(shipments).set({ templates, updatedAt: new Date() }).where(eq(shipments.id, shipmentId));
      await refreshShipmentFacts(tx, shipmentId);
      await writeAudit(tx, {
        actorId: actor.userId,
        action: "shipment.documents_changed",
        entityType: "shipment",
        entityId: shipmentId,
        data: { added, removed: [], templates, ruleSetVersion: answer.ruleSetVersion, from: "suggestions" },
      });
    }
    await recordAnswer(tx, { actor, shipmentId, request, answer });
    return { answer, added, templates };
  });
}
