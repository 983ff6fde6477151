import { refreshShipmentFacts } from "@/lib/analytics/facts/refresh-shipment-facts";
import type { Actor } from "@/lib/auth/actor";
import { writeAudit } from "@/lib/audit/write-audit";
import { getDb } from "@/lib/db/client";
import { hasContent, readStored } from "@/lib/templates/merge";
import { shipmentDocuments, shipments } from "@/models";
import { getOwnedShipment } from "./access";
import { withUniqueReference } from "./create-shipment";
import { toShipmentDto } from "./dto";
import { allDocuments } from "./queries";
import type { ShipmentDto } from "./schemas";

export type DuplicateShipmentOptions = { actor: Actor; shipmentId: string; reference: string };

/**
 * A new draft shipment with the same templates, shared data and each document's own data and
 * overrides. Not copied: uploads, payments, shares, version history and finalised state (a
 * finalised document comes back as an editable draft reading the live shared data).
 */
export async function duplicateShipment({
  actor,
  shipmentId,
  reference,
}: DuplicateShipmentOptions): Promise<ShipmentDto> {
  const db = await getDb();
  return withUniqueReference(() =>
    db.transaction(async (tx) => {
      const source = await getOwnedShipment(tx, actor, shipmentId, { forbiddenToSharees: "duplicate it" });
      const [copy] = await tx
        .insert(shipments)
        .values({ ownerId: actor.userId, reference, templates: source.templates, sharedData: source.sharedData })
        .returning();
      const sourceDocs = await allDocuments(tx, source.id);
      const documents = sourceDocs.length
        ? await tx
            .insert(shipmentDocuments)
            .values(
              sourceDocs.map((doc) => {
                const { own, overrides } = readStored(doc.data);
                return {
                  shipmentId: copy!.id,
                  ownerId: actor.userId,
                  name: doc.name,
                  data: { own, overrides },
                  state: hasContent({ own, overrides }) ? ("draft" as const) : ("empty" as const),
                  updatedBy: actor.userId,
                };
              }),
            )
            .returning()
        : [];
      await refreshShipmentFacts(tx, copy!.id);
      await writeAudit(tx, {
        actorId: actor.userId,
        action: "shipment.duplicated",
        entityType: "shipment",
        entityId: copy!.id,
        data: { from: source.id, fromReference: source.reference, reference },
      });
      return toShipmentDto(copy!, documents);
    }),
  );
}
