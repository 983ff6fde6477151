import type { Actor } from "@/lib/auth/actor";
import { getDb } from "@/lib/db/client";
import { getShipmentAccess } from "./access";
import { toShipmentDto } from "./dto";
import { documentSummaries } from "./queries";
import type { ShipmentDto } from "./schemas";

export type GetShipmentOptions = { actor: Actor; shipmentId: string };

export async function getShipment({ actor, shipmentId }: GetShipmentOptions): Promise<ShipmentDto> {
  const db = await getDb();
  const access = await getShipmentAccess(db, actor, shipmentId);
  const documents = (await documentSummaries(db, [shipmentId])).get(shipmentId)!;
  return toShipmentDto(access.shipment, documents, access.kind === "sharee" ? access.forms : undefined);
}
