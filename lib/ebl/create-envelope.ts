import type { Actor } from "@/lib/auth/actor";
import { writeAudit } from "@/lib/audit/write-audit";
import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/contract/errors";
import { getOwnedShipment } from "@/lib/shipments/access";
import { envelopes } from "@/models";
import type { EnvelopeRow } from "./access";
import type { EnvelopeDto } from "./contract";
import { consumeLimit } from "@/lib/limits/limiter";
import { draftColumns, partyLookups, setDraftParties } from "./draft";
import { toEnvelopeDtos } from "./dto";
import { prefillFromShipment } from "./prefill-from-shipment";
import type { CreateEnvelopeBody } from "./schemas";

export type CreateEnvelopeOptions = { actor: Actor } & CreateEnvelopeBody;

/**
 * A new draft eBL (POST /api/envelopes). Anyone may draft one (a shipper preparing it for its
 * carrier, or the carrier itself); issuing needs the named carrier, verified. The parties named
 * must already work with the creator (lib/ebl/parties.ts resolvePartyRef), and every address or
 * id looked up counts against the recipient look-up cap. The draft shows in the creator's list
 * and, awaiting issue, in the carrier's. With a shipment, the document starts from its bill of
 * lading instructions and shared data, and what the request gives wins.
 */
export async function createEnvelope({
  actor,
  transportDocument,
  carrier,
  shipper,
  consignee,
  shipmentId,
}: CreateEnvelopeOptions): Promise<EnvelopeDto> {
  const lookups = partyLookups(actor, [carrier, shipper, consignee]);
  if (lookups) await consumeLimit("recipientLookup", actor.userId, { points: lookups });
  const db = await getDb();
  const row = await db.transaction(async (tx) => {
    const shipment = shipmentId ? await getOwnedShipment(tx, actor, shipmentId) : null;
    const prefilled = shipment ? await prefillFromShipment(tx, shipment) : {};
    const given = transportDocument ?? {};
    const document = { ...prefilled, ...given };
    if (!shipper && carrier.kind === "id" && carrier.id === actor.userId) throw shipperRequired();
    const columns = await draftColumns(
      tx,
      {
        transportDocument: document,
        carrier,
        shipper: shipper ?? { kind: "id", id: actor.userId },
        consignee: consignee ?? null,
      },
      actor.userId,
    );
    if (!shipper && columns.issuerId === actor.userId) throw shipperRequired();
    const now = new Date();
    const [created] = (await tx
      .insert(envelopes)
      .values({
        ...columns,
        status: "DRAFT",
        createdBy: actor.userId,
        shipmentId: shipment?.id ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .returning()) as [EnvelopeRow];
    await setDraftParties(tx, created.id, actor.userId, columns, now);
    await writeAudit(tx, {
      actorId: actor.userId,
      action: "ebl.draft_created",
      entityType: "envelope",
      entityId: created.id,
      data: {
        envelopeId: created.id,
        issuerId: columns.issuerId,
        shipperId: columns.shipperId,
        consigneeId: columns.consigneeId,
        isToOrder: columns.isToOrder,
        shipmentId: shipment?.id ?? null,
      },
    });
    return created;
  });
  const [dto] = await toEnvelopeDtos(db, [row], actor.userId);
  return dto!;
}

const shipperRequired = () =>
  new AppError("validation_failed", "shipper is required when you are the carrier.", {
    issues: [{ path: "shipper", message: "Name the shipper (email or user id): you are the carrier." }],
  });
