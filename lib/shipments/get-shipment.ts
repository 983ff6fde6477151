import type { Actor } from "@/lib/auth/actor";
import { getDb } from "@/lib/db/client";
import { getOwnedShipment } from "./access";
import { toShipmentDto } from "./dto";
import { documentSummaries } from "./queries";
import type { ShipmentDto } from "./schemas";

export type GetShipmentOptions = { actor: Actor; shipmentId: string };

export async function getShipment({ actor, shipmentId }: GetShipmentOptions): Promise<ShipmentDto> {
  const db = await getDb();
  const shipment = await getOwnedShipment(db, actor, shipmentId);
  return toShipmentDto(shipment, (await documentSummaries(db, [shipmentId])).get(shipmentId)!);
}
