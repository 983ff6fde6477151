import { eq } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import { writeAudit } from "@/lib/audit/write-audit";
import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/contract/errors";
import { consumeLimit } from "@/lib/limits/limiter";
import { envelopes } from "@/models";
import { assertDraft, getEnvelopeForParty, type EnvelopeRow } from "./access";
import type { EnvelopeDto } from "./contract";
import { draftColumns, partyLookups, setDraftParties } from "./draft";
import { toEnvelopeDtos } from "./dto";
import { loadParties, type EblParty } from "./parties";
import type { PartyRef, UpdateEnvelopeBody } from "./schemas";

export type UpdateEnvelopeOptions = { actor: Actor; envelopeId: string } & UpdateEnvelopeBody;

/** Whether a request's party reference names this very account (so it is no change). */
const namesParty = (ref: PartyRef, party: EblParty) =>
  ref.kind === "id" ? ref.id === party.id : ref.email === party.email.toLowerCase();

/**
 * Edits a draft (PATCH /api/envelopes/{id}): its creator or the named carrier. A field left out
 * stays; `transportDocument` replaces the document; `consignee: null` removes the consignee.
 * Other parties get 403, strangers 404, and an issued bill 422 not_draft. `expectedVersion`
 * older than the draft's version is a lost update: 409 with the current draft, nothing written.
 * The carrier may not change the shipper (403): the shipper is who asked for the bill.
 * Naming another carrier offers a declined draft again, to the new carrier.
 */
export async function updateEnvelope({
  actor,
  envelopeId,
  transportDocument,
  carrier,
  shipper,
  consignee,
  expectedVersion,
}: UpdateEnvelopeOptions): Promise<EnvelopeDto> {
  // Every party the request names counts against the recipient look-up cap, before the transaction
  // (the limiter may use the database).
  const lookups = partyLookups(actor, [carrier, shipper, consignee]);
  if (lookups) await consumeLimit("recipientLookup", actor.userId, { points: lookups });
  const db = await getDb();
  const row = await db.transaction(async (tx) => {
    const envelope = await getEnvelopeForParty(tx, actor, envelopeId, { forUpdate: true });
    if (actor.userId !== envelope.createdBy && actor.userId !== envelope.issuerId)
      throw new AppError("forbidden", "Only the creator of the draft or its carrier can edit it.");
    assertDraft(envelope, "edited");
    if (expectedVersion !== undefined && expectedVersion !== envelope.draftVersion) {
      const [current] = await toEnvelopeDtos(tx, [envelope], actor.userId);
      throw new AppError(
        "conflict",
        `This draft changed since you opened it (you edited version ${expectedVersion}; it is now at version ${envelope.draftVersion}). Review the current draft and apply your change again.`,
        { details: { envelope: current } },
      );
    }
    const current = await loadParties(tx, [envelope.issuerId, envelope.shipperId, envelope.consigneeId]);
    const currentShipper = current.get(envelope.shipperId)!;
    const currentCarrier = current.get(envelope.issuerId)!;
    if (actor.userId !== envelope.createdBy && shipper && !namesParty(shipper, currentShipper))
      throw new AppError(
        "forbidden",
        "shipper: the carrier cannot change the draft's shipper. Ask the shipper to correct it, or decline the draft.",
        { issues: [{ path: "shipper", message: "The carrier cannot change the shipper." }] },
      );
    const changed = {
      carrier: carrier && !namesParty(carrier, currentCarrier) ? carrier : undefined,
      shipper: shipper && !namesParty(shipper, currentShipper) ? shipper : undefined,
      consignee:
        consignee && !(envelope.consigneeId && namesParty(consignee, current.get(envelope.consigneeId)!))
          ? consignee
          : undefined,
    };
    const columns = await draftColumns(
      tx,
      {
        transportDocument: transportDocument ?? envelope.transportDocument,
        carrier: changed.carrier ?? currentCarrier,
        shipper: changed.shipper ?? currentShipper,
        consignee:
          consignee === null
            ? null
            : (changed.consignee ?? (envelope.consigneeId ? current.get(envelope.consigneeId)! : null)),
      },
      actor.userId,
    );
    // A declined draft stays declined for that carrier; naming another carrier offers it again.
    const declinedAt = columns.issuerId === envelope.issuerId ? envelope.draftDeclinedAt : null;
    const now = new Date();
    const [updated] = (await tx
      .update(envelopes)
      .set({ ...columns, draftVersion: envelope.draftVersion + 1, draftDeclinedAt: declinedAt, updatedAt: now })
      .where(eq(envelopes.id, envelopeId))
      .returning()) as [EnvelopeRow];
    await setDraftParties(tx, envelopeId, envelope.createdBy, columns, now, !!declinedAt);
    await writeAudit(tx, {
      actorId: actor.userId,
      action: "ebl.draft_updated",
      entityType: "envelope",
      entityId: envelopeId,
      data: {
        envelopeId,
        issuerId: columns.issuerId,
        shipperId: columns.shipperId,
        consigneeId: columns.consigneeId,
        isToOrder: columns.isToOrder,
        documentChanged: transportDocument !== undefined,
        draftVersion: envelope.draftVersion + 1,
        ...(expectedVersion === undefined ? { withoutExpectedVersion: true } : {}),
      },
    });
    return updated;
  });
  const [dto] = await toEnvelopeDtos(db, [row], actor.userId);
  return dto!;
}
