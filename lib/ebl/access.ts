import { and, eq, sql } from "drizzle-orm";
import { requireUserId, type Actor } from "@/lib/auth/actor";
import type { DbOrTx } from "@/lib/db/client";
import { AppError, notFound } from "@/lib/contract/errors";
import { envelopeEntries, envelopeParties, envelopes } from "@/models";

export type EnvelopeRow = typeof envelopes.$inferSelect;
export type EnvelopeEntryRow = typeof envelopeEntries.$inferSelect;

const NOT_FOUND = "eBL not found.";

function requireActor(actor: Actor, caller: string) {
  // Drizzle's and() drops undefined silently: a missing actor must fail loudly instead.
  requireUserId(actor, caller);
}

/** Whether `userId` is or was party to the envelope (envelope_parties). */
export const isPartyTo = (userId: string) =>
  sql`exists (select 1 from ${envelopeParties} where ${envelopeParties.envelopeId} = ${envelopes.id} and ${envelopeParties.userId} = ${userId})`;

/**
 * The envelope if the actor is or was party to it; 404 otherwise, so nobody learns that another
 * company's bill exists. With `forUpdate` the row is locked, and only when the actor is a
 * party: the condition is part of the locking query, so a stranger never holds the lock.
 */
export async function getEnvelopeForParty(
  db: DbOrTx,
  actor: Actor,
  envelopeId: string,
  options: { forUpdate?: boolean } = {},
): Promise<EnvelopeRow> {
  requireActor(actor, "getEnvelopeForParty");
  const query = db
    .select()
    .from(envelopes)
    .where(and(eq(envelopes.id, envelopeId), isPartyTo(actor.userId)));
  const [row] = options.forUpdate ? await query.for("update") : await query;
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

/** A refusal of the domain: 422 with the rule's name, which clients can switch on. */
export const ruleError = (
  rule: string,
  message: string,
  extra: { issues?: { path: string; message: string }[] } = {},
) => new AppError("unprocessable", message, { details: { rule }, ...extra });

/** Drafts only: after issue the document is frozen. */
export function assertDraft(envelope: EnvelopeRow, doing: string): void {
  if (envelope.status !== "DRAFT")
    throw ruleError("not_draft", `This eBL has been issued: it can no longer be ${doing}.`);
}
