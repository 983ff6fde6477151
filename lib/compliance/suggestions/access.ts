import type { Actor } from "@/lib/auth/actor";
import { AppError } from "@/lib/contract/errors";
import type { DbOrTx } from "@/lib/db/client";
import { getShipmentAccess } from "@/lib/shipments/access";
import type { ShipmentRow } from "@/models";

/**
 * Who may record a suggestion answer on a shipment: its owner and a user it is shared with for
 * editing (any document with `edit`). A read-only sharee sees the shipment and is told why with
 * a 403; anyone else gets the 404 of an unknown shipment (docs/architecture.md §4).
 */
export async function getShipmentForSuggestions(db: DbOrTx, actor: Actor, shipmentId: string): Promise<ShipmentRow> {
  const access = await getShipmentAccess(db, actor, shipmentId, { forUpdate: true });
  if (access.kind === "owner") return access.shipment;
  if ([...access.forms.values()].includes("edit")) return access.shipment;
  throw new AppError(
    "forbidden",
    "You have read-only access to this shipment: ask its owner for edit access to record suggestions on it.",
  );
}
