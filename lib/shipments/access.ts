import { and, eq, isNotNull, or } from "drizzle-orm";
import { requireUserId, type Actor } from "@/lib/auth/actor";
import type { DbOrTx } from "@/lib/db/client";
import { AppError, notFound } from "@/lib/contract/errors";
import { TEMPLATE_BY_KEY, isTemplateKey, type TemplateKey } from "@/lib/templates/descriptors";
import {
  shipments,
  shipmentShares,
  type ShareAccess,
  type ShareForm,
  type ShipmentRow,
  type ShipmentShareRow,
} from "@/models";

/**
 * The one place that decides what an actor may do with a shipment (docs/architecture.md §4).
 *
 * - The owner may do everything.
 * - A sharee (a share row attached to their account) sees the shipment's reference and status
 *   and the documents shared with them, reads those, and saves those shared with `edit`. What
 *   they can see but may not do answers 403; what is not shared with them (other documents,
 *   uploads of other documents, payments, the list of other sharees) answers the 404 of a thing
 *   that does not exist, so nothing about it is revealed.
 * - Anyone else gets the 404 of an unknown shipment.
 *
 * Access is read from the database on every request, so a revocation counts from the next one.
 */
export type ShipmentAccess =
  | { kind: "owner"; shipment: ShipmentRow }
  | { kind: "sharee"; shipment: ShipmentRow; share: ShipmentShareRow; forms: Map<TemplateKey, ShareAccess> };

type LockOption = { forUpdate?: boolean };

function requireActor(actor: Actor, caller: string) {
  // Drizzle's and() drops undefined silently: a missing actor must fail loudly instead.
  requireUserId(actor, caller);
}

/** The shared documents that still exist on the shipment (a removed template's share is moot). */
export function sharedForms(shipment: ShipmentRow, forms: ShareForm[]): Map<TemplateKey, ShareAccess> {
  const present = new Set(shipment.templates);
  return new Map(
    forms.filter((f) => isTemplateKey(f.name) && present.has(f.name)).map((f) => [f.name as TemplateKey, f.access]),
  );
}

/** The owner's or a sharee's view of a shipment; 404 for anyone else. */
export async function getShipmentAccess(
  db: DbOrTx,
  actor: Actor,
  shipmentId: string,
  options: LockOption = {},
): Promise<ShipmentAccess> {
  requireActor(actor, "getShipmentAccess");
  // One query for both cases; the lock (when asked) is taken only on a shipment in scope, so a
  // stranger cannot hold someone else's row.
  const query = db
    .select({ shipment: shipments, share: shipmentShares })
    .from(shipments)
    .leftJoin(shipmentShares, and(eq(shipmentShares.shipmentId, shipments.id), eq(shipmentShares.userId, actor.userId)))
    .where(and(eq(shipments.id, shipmentId), or(eq(shipments.ownerId, actor.userId), isNotNull(shipmentShares.id))));
  const [row] = options.forUpdate ? await query.for("update", { of: shipments }) : await query;
  if (!row) throw notFound("Shipment not found.");
  const { shipment, share } = row;
  if (shipment.ownerId === actor.userId) return { kind: "owner", shipment };
  if (!share) throw notFound("Shipment not found.");
  const forms = sharedForms(shipment, share.forms);
  if (forms.size === 0) throw notFound("Shipment not found.");
  return { kind: "sharee", shipment, share, forms };
}

export type OwnedShipmentOptions = LockOption & {
  /**
   * What only the owner may do, e.g. "rename this shipment": a sharee (who can see the
   * shipment) is told so with a 403. Without it a sharee gets the 404 of an unknown shipment,
   * for things a share never shows (payments, the list of sharees).
   */
  forbiddenToSharees?: string;
};

/** The shipment if the actor owns it; see OwnedShipmentOptions for what a sharee gets. */
export async function getOwnedShipment(
  db: DbOrTx,
  actor: Actor,
  shipmentId: string,
  options: OwnedShipmentOptions = {},
): Promise<ShipmentRow> {
  requireActor(actor, "getOwnedShipment");
  const query = db
    .select()
    .from(shipments)
    .where(and(eq(shipments.id, shipmentId), eq(shipments.ownerId, actor.userId)));
  const [row] = options.forUpdate ? await query.for("update") : await query;
  if (row) return row;
  if (options.forbiddenToSharees) {
    // Only now look for a share: the owner's path stays one query.
    const access = await getShipmentAccess(db, actor, shipmentId).catch(() => null);
    if (access?.kind === "sharee")
      throw new AppError("forbidden", `Only the shipment's owner can ${options.forbiddenToSharees}.`);
  }
  throw notFound("Shipment not found.");
}

export type DocumentAccess = { access: ShipmentAccess; canEdit: boolean };

/**
 * Access to document `name` of a shipment: the owner and every sharee holding it may read;
 * the owner and `edit` sharees may edit (`need: "edit"` refuses a `read` sharee with 403).
 * A sharee asking for a document not shared with them gets 404.
 */
export async function getDocumentAccess(
  db: DbOrTx,
  actor: Actor,
  shipmentId: string,
  name: TemplateKey,
  options: LockOption & { need: "read" | "edit" },
): Promise<DocumentAccess> {
  const access = await getShipmentAccess(db, actor, shipmentId, options);
  if (access.kind === "owner") return { access, canEdit: true };
  const held = access.forms.get(name);
  if (!held) throw notFound(`This shipment has no ${TEMPLATE_BY_KEY[name].title.toLowerCase()} shared with you.`);
  const canEdit = held === "edit";
  if (options.need === "edit" && !canEdit) {
    throw new AppError(
      "forbidden",
      `You have read-only access to the ${TEMPLATE_BY_KEY[name].title.toLowerCase()}. Ask the shipment's owner for edit access.`,
    );
  }
  return { access, canEdit };
}
