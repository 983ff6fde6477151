import { and, eq, notInArray } from "drizzle-orm";
import type { DbOrTx } from "@/lib/db/client";
import { viewerActions } from "@/lib/ebl/dto";
import { ENVELOPE_STATES, isTerminal } from "@/lib/ebl/rules";
import { envelopeParties, envelopes } from "@/models";

export type EblFigures = {
  /** eBLs on which the user may act now: what GET /api/envelopes?role=awaiting lists. */
  awaitingAction: number;
  /** Live eBLs the user possesses. */
  held: number;
  /** Drafts naming the user as carrier, not declined: the carrier may issue them. */
  billsToIssue: number;
  /** Of those, drafts someone else wrote (the carrier issues or declines them). */
  draftsToAnswer: number;
  /** Surrenders (for delivery or amendment) waiting for the user's answer as issuer. */
  surrendersToAnswer: number;
};

/**
 * The eBL figures, from the user's live envelopes (envelope_parties' primary key starts with the
 * user; each envelope by its primary key). "Awaiting my action" asks the transition table through
 * the same function as the list (`viewerActions`, deleting a draft aside), so the tile and the
 * list it links to agree by construction.
 */
export async function eblFigures(db: DbOrTx, userId: string): Promise<EblFigures> {
  const rows = await db
    .select({ envelope: envelopes })
    .from(envelopeParties)
    .innerJoin(envelopes, eq(envelopes.id, envelopeParties.envelopeId))
    .where(and(eq(envelopeParties.userId, userId), notInArray(envelopes.status, ENVELOPE_STATES.filter(isTerminal))));
  const figures: EblFigures = { awaitingAction: 0, held: 0, billsToIssue: 0, draftsToAnswer: 0, surrendersToAnswer: 0 };
  for (const { envelope } of rows) {
    const actions = viewerActions(envelope, userId);
    if (actions.some((action) => action !== "DELETE")) figures.awaitingAction += 1;
    if (envelope.status !== "DRAFT" && envelope.possessorId === userId) figures.held += 1;
    if (envelope.status === "DRAFT" && envelope.issuerId === userId && !envelope.draftDeclinedAt) {
      figures.billsToIssue += 1;
      if (envelope.createdBy !== userId) figures.draftsToAnswer += 1;
    }
    if (
      (envelope.status === "PENDING_SURRENDER_FOR_DELIVERY" || envelope.status === "PENDING_SURRENDER_FOR_AMENDMENT") &&
      envelope.issuerId === userId
    )
      figures.surrendersToAnswer += 1;
  }
  return figures;
}
