import { sql } from "drizzle-orm";
import { refreshShipmentFacts } from "@/lib/analytics/facts/refresh-shipment-facts";
import type { Actor } from "@/lib/auth/actor";
import { writeAudit } from "@/lib/audit/write-audit";
import { getDb, type Tx } from "@/lib/db/client";
import { isUniqueViolation } from "@/lib/db/errors";
import { AppError } from "@/lib/contract/errors";
import type { TemplateKey } from "@/lib/templates/descriptors";
import { shipmentDocuments, shipments } from "@/models";
import { toShipmentDto } from "./dto";
import type { ShipmentDto } from "./schemas";

export type CreateShipmentOptions = { actor: Actor; reference: string; templates: TemplateKey[] };

export const referenceTaken = () =>
  new AppError("conflict", "You already have a shipment with this reference. Choose another one.", {
    issues: [{ path: "reference", message: "You already have a shipment with this reference." }],
  });

/** Runs `work` and turns the (owner, reference) unique violation into the 409 users understand. */
export async function withUniqueReference<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, "shipments_owner_reference_key")) throw referenceTaken();
    throw error;
  }
}

/** Inserts one empty document per template. */
export async function insertEmptyDocuments(tx: Tx, shipmentId: string, templates: TemplateKey[]) {
  if (templates.length === 0) return [];
  return (
    tx
      .insert(shipmentDocuments)
      // The owner copied from the shipment (reports read documents by owner and period).
      .values(
        templates.map((name) => ({
          shipmentId,
          name,
          ownerId: sql`(select owner_id from shipments where id = ${shipmentId})`,
        })),
      )
      .returning()
  );
}

/** A new draft shipment with one empty document per chosen template. */
export async function createShipment({ actor, reference, templates }: CreateShipmentOptions): Promise<ShipmentDto> {
  const db = await getDb();
  return withUniqueReference(() =>
    db.transaction(async (tx) => {
      const [shipment] = await tx.insert(shipments).values({ ownerId: actor.userId, reference, templates }).returning();
      const documents = await insertEmptyDocuments(tx, shipment!.id, templates);
      await refreshShipmentFacts(tx, shipment!.id);
      await writeAudit(tx, {
        actorId: actor.userId,
        action: "shipment.created",
        entityType: "shipment",
        entityId: shipment!.id,
        data: { reference, templates },
      });
      return toShipmentDto(shipment!, documents);
    }),
  );
}
