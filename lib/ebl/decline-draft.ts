import { eq } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import { writeAudit } from "@/lib/audit/write-audit";
import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/contract/errors";
import { envelopes } from "@/models";
import { assertDraft, getEnvelopeForParty } from "./access";
import { setDraftParties } from "./draft";

export type DeclineDraftOptions = { actor: Actor; envelopeId: string };

/**
 * The named carrier declines a draft someone else made (POST /api/envelopes/{id}/decline): the
 * draft leaves the carrier's list (the carrier is no longer a party, so the draft is then a 404
 * to it) and stays with its creator, marked declined. Anyone can name any carrier it works with
 * in a draft, so the carrier needs a way to say no without issuing. Only naming another carrier
 * offers the draft again. Audited.
 */
export async function declineDraft({ actor, envelopeId }: DeclineDraftOptions): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const envelope = await getEnvelopeForParty(tx, actor, envelopeId, { forUpdate: true });
    assertDraft(envelope, "declined");
    if (actor.userId !== envelope.issuerId || actor.userId === envelope.createdBy)
      throw new AppError(
        "forbidden",
        "Only the carrier named in a draft someone else made can decline it (the creator can delete it instead).",
      );
    const now = new Date();
    await tx.update(envelopes).set({ draftDeclinedAt: now, updatedAt: now }).where(eq(envelopes.id, envelopeId));
    await setDraftParties(tx, envelopeId, envelope.createdBy, envelope, now, true);
    await writeAudit(tx, {
      actorId: actor.userId,
      action: "ebl.draft_declined",
      entityType: "envelope",
      entityId: envelopeId,
      data: { envelopeId, createdBy: envelope.createdBy },
    });
  });
}
