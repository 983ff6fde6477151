import type { Actor } from "@/lib/auth/actor";
import { getDb } from "@/lib/db/client";
import { markShareOpened } from "@/lib/sharing/mark-share-opened";
import { getShipmentAccess } from "./access";
import { toShipmentDto } from "./dto";
import { documentSummaries } from "./queries";
import type { ShipmentDto } from "./schemas";

export type GetShipmentOptions = { actor: Actor; shipmentId: string };

export async function getShipment({ actor, shipmentId }: GetShipmentOptions): Promise<ShipmentDto> {
  const db = await getDb();
  const access = await getShipmentAccess(db, actor, shipmentId);
  if (access.kind === "sharee") await markShareOpened(access.share, actor.userId);
  const documents = (await documentSummaries(db, [shipmentId])).get(shipmentId)!;
  return toShipmentDto(access.shipment, documents, access.kind === "sharee" ? access.forms : undefined);
}
