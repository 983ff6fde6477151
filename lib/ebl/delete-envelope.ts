import { eq } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import { writeAudit } from "@/lib/audit/write-audit";
import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/contract/errors";
import { envelopes } from "@/models";
import { assertDraft, getEnvelopeForParty } from "./access";

export type DeleteEnvelopeOptions = { actor: Actor; envelopeId: string };

/** Deletes a draft (DELETE /api/envelopes/{id}): its creator only; an issued bill is never deleted (422 not_draft). */
export async function deleteEnvelope({ actor, envelopeId }: DeleteEnvelopeOptions): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const envelope = await getEnvelopeForParty(tx, actor, envelopeId, { forUpdate: true });
    if (actor.userId !== envelope.createdBy)
      throw new AppError("forbidden", "Only the creator of the draft can delete it.");
    assertDraft(envelope, "deleted");
    await tx.delete(envelopes).where(eq(envelopes.id, envelopeId));
    await writeAudit(tx, {
      actorId: actor.userId,
      action: "ebl.draft_deleted",
      entityType: "envelope",
      entityId: envelopeId,
      data: { envelopeId, transportDocumentReference: envelope.transportDocument.transportDocumentReference ?? null },
    });
  });
}
