import { AppError } from "@/lib/contract/errors";
import type { Actor } from "@/lib/auth/actor";
import type { DbOrTx } from "@/lib/db/client";
import { getShipmentAccess, type ShipmentAccess } from "@/lib/shipments/access";

/**
 * Who may do what with a shipment's letter of credit (docs/architecture.md §4): its terms are
 * what every shared document is checked against, so anyone the shipment is shared with reads
 * them; the owner and a sharee holding at least one document with `edit` change them (403 for a
 * read-only sharee); anyone else gets the 404 of an unknown shipment.
 */
export async function getLetterOfCreditAccess(
  db: DbOrTx,
  actor: Actor,
  shipmentId: string,
  options: { need: "read" | "edit"; forUpdate?: boolean },
): Promise<ShipmentAccess> {
  const access = await getShipmentAccess(db, actor, shipmentId, { forUpdate: options.forUpdate });
  if (options.need === "edit" && access.kind === "sharee" && ![...access.forms.values()].includes("edit")) {
    throw new AppError(
      "forbidden",
      "You have read-only access to this shipment: ask its owner to change the letter of credit.",
    );
  }
  return access;
}
