import { refreshShipmentFacts } from "@/lib/analytics/facts/refresh-shipment-facts";
import { and, eq, inArray } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import { writeAudit } from "@/lib/audit/write-audit";
import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/contract/errors";
import { TEMPLATE_BY_KEY, type TemplateKey } from "@/lib/templates/descriptors";
import { hasContent, readStored } from "@/lib/templates/merge";
import { shipmentDocuments, shipments } from "@/models";
import { pruneRemovedDocuments } from "@/lib/shipments/prune-removed-shares";
import { getOwnedShipment } from "./access";
import { insertEmptyDocuments } from "./create-shipment";
import { toShipmentDto } from "./dto";
import { allDocuments, documentSummaries } from "./queries";
import type { ShipmentDto } from "./schemas";

export type SetDocumentsOptions = { actor: Actor; shipmentId: string; documents: TemplateKey[]; confirm?: boolean };

/**
 * Sets the shipment's list of documents. New templates start empty (and show the shared data
 * at once); removing a document that holds its own data or is finalised needs `confirm`,
 * because its data and versions are deleted with it. The shared data is never touched.
 */
export async function setShipmentDocuments({
  actor,
  shipmentId,
  documents,
  confirm,
}: SetDocumentsOptions): Promise<ShipmentDto> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const shipment = await getOwnedShipment(tx, actor, shipmentId, {
      forUpdate: true,
      forbiddenToSharees: "choose its documents",
    });
    const existing = await allDocuments(tx, shipmentId);
    const wanted = new Set(documents);
    const removed = existing.filter((d) => !wanted.has(d.name as TemplateKey));
    const added = documents.filter((name) => !existing.some((d) => d.name === name));
    const withData = removed.filter((d) => d.state === "final" || hasContent(readStored(d.data)));
    if (withData.length && confirm !== true) {
      const titles = withData.map((d) => TEMPLATE_BY_KEY[d.name as TemplateKey]?.title ?? d.name);
      throw new AppError(
        "unprocessable",
        `${titles.join(", ")} ${withData.length === 1 ? "has" : "have"} data that would be deleted. Send confirm: true to remove ${withData.length === 1 ? "it" : "them"}.`,
        {
          details: { documents: withData.map((d) => d.name) },
        },
      );
    }
    if (removed.length) {
      await tx.delete(shipmentDocuments).where(
        and(
          eq(shipmentDocuments.shipmentId, shipmentId),
          inArray(
            shipmentDocuments.id,
            removed.map((d) => d.id),
          ),
        ),
      );
    }
    await pruneRemovedDocuments(
      tx,
      actor,
      shipmentId,
      removed.map((d) => d.name),
    );
    await insertEmptyDocuments(tx, shipmentId, added);
    const [row] = await tx
      .update(shipments)
      .set({ templates: documents, updatedAt: new Date() })
      .where(eq(shipments.id, shipmentId))
      .returning();
    await refreshShipmentFacts(tx, shipmentId);
    if (removed.length || added.length || shipment.templates.join() !== documents.join()) {
      await writeAudit(tx, {
        actorId: actor.userId,
        action: "shipment.documents_changed",
        entityType: "shipment",
        entityId: shipmentId,
        data: { added, removed: removed.map((d) => d.name), templates: documents },
      });
    }
    return toShipmentDto(row!, (await documentSummaries(tx, [shipmentId])).get(shipmentId)!);
  });
}
