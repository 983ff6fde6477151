import { eq } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import { writeAudit } from "@/lib/audit/write-audit";
import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/contract/errors";
import { envelopes } from "@/models";
import { assertDraft, getEnvelopeForParty, type EnvelopeRow } from "./access";
import type { EnvelopeDto } from "./contract";
import { draftColumns, setDraftParties } from "./draft";
import { toEnvelopeDtos } from "./dto";
import { loadParties } from "./parties";
import type { UpdateEnvelopeBody } from "./schemas";

export type UpdateEnvelopeOptions = { actor: Actor; envelopeId: string } & UpdateEnvelopeBody;

/**
 * Edits a draft (PATCH /api/envelopes/{id}): its creator or the named carrier. A field left out
 * stays; `transportDocument` replaces the document; `consignee: null` removes the consignee.
 * Other parties get 403, strangers 404, and an issued bill 422 not_draft.
 */
export async function updateEnvelope({
  actor,
  envelopeId,
  transportDocument,
  carrier,
  shipper,
  consignee,
}: UpdateEnvelopeOptions): Promise<EnvelopeDto> {
  const db = await getDb();
  const row = await db.transaction(async (tx) => {
    const envelope = await getEnvelopeForParty(tx, actor, envelopeId, { forUpdate: true });
    if (actor.userId !== envelope.createdBy && actor.userId !== envelope.issuerId)
      throw new AppError("forbidden", "Only the creator of the draft or its carrier can edit it.");
    assertDraft(envelope, "edited");
    const current = await loadParties(tx, [envelope.issuerId, envelope.shipperId, envelope.consigneeId]);
    const columns = await draftColumns(tx, {
      transportDocument: transportDocument ?? envelope.transportDocument,
      carrier: carrier ?? current.get(envelope.issuerId)!,
      shipper: shipper ?? current.get(envelope.shipperId)!,
      consignee:
        consignee === undefined ? (envelope.consigneeId ? current.get(envelope.consigneeId)! : null) : consignee,
    });
    const now = new Date();
    const [updated] = (await tx
      .update(envelopes)
      .set({ ...columns, updatedAt: now })
      .where(eq(envelopes.id, envelopeId))
      .returning()) as [EnvelopeRow];
    await setDraftParties(tx, envelopeId, envelope.createdBy, columns, now);
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
      },
    });
    return updated;
  });
  const [dto] = await toEnvelopeDtos(db, [row], actor.userId);
  return dto!;
}
