import { and, eq, ne, notInArray, sql, type SQL } from "drizzle-orm";
import { requireUserId, type Actor } from "@/lib/auth/actor";
import { getDb } from "@/lib/db/client";
import { afterCursor, encodeCursor, microsOf, type KeysetPosition } from "@/lib/db/keyset-cursor";
import { envelopeParties, envelopes } from "@/models";
import type { EnvelopeRow } from "./access";
import type { EnvelopeDto } from "./contract";
import { toEnvelopeDtos, viewerActions } from "./dto";
import { ENVELOPE_STATES, isTerminal, type EnvelopeState } from "./rules";
import type { EnvelopeRoleFilter } from "./schemas";

export type ListEnvelopesOptions = {
  actor: Actor;
  limit: number;
  cursor?: KeysetPosition;
  status?: EnvelopeState;
  role?: EnvelopeRoleFilter;
};

/** Whether the viewer can act on the envelope now: a control action the rules allow, or a draft to edit or issue. */
const awaitsViewer = (row: EnvelopeRow, viewerId: string) =>
  viewerActions(row, viewerId).some((action) => action !== "DELETE");

/**
 * The envelopes the actor is or was party to, most recently changed first (GET /api/envelopes).
 * The actor's rows of envelope_parties (its primary key starts with user_id) join each envelope
 * by primary key, ordered by (updated_at DESC, id DESC) with a keyset cursor. `issuer` and
 * `possessor` filter in SQL; `awaiting` asks the transition table (lib/ebl/rules.ts) about each
 * live envelope, reading further batches until the page is full.
 */
export async function listEnvelopes({
  actor,
  limit,
  cursor,
  status,
  role,
}: ListEnvelopesOptions): Promise<{ envelopes: EnvelopeDto[]; nextCursor: string | null }> {
  requireUserId(actor, "listEnvelopes");
  const db = await getDb();
  const filters: SQL[] = [eq(envelopeParties.userId, actor.userId)];
  if (status) filters.push(eq(envelopes.status, status));
  // "Issued by me" lists bills, not drafts: drafts (the actor's own, or offered to the actor as carrier) have their own list.
  if (role === "issuer") filters.push(eq(envelopes.issuerId, actor.userId), ne(envelopes.status, "DRAFT"));
  if (role === "drafts") filters.push(eq(envelopes.status, "DRAFT"));
  if (role === "possessor") filters.push(eq(envelopes.possessorId, actor.userId));
  if (role === "awaiting") filters.push(notInArray(envelopes.status, ENVELOPE_STATES.filter(isTerminal)));

  const fetchBatch = (after: KeysetPosition | undefined, size: number) =>
    db
      .select({ envelope: envelopes, micros: microsOf(envelopes.updatedAt) })
      .from(envelopeParties)
      .innerJoin(envelopes, eq(envelopes.id, envelopeParties.envelopeId))
      .where(and(...filters, ...(after ? [afterCursor(envelopes.updatedAt, envelopes.id, after)] : [])))
      .orderBy(sql`${envelopes.updatedAt} desc`, sql`${envelopes.id} desc`)
      .limit(size);

  const page: { envelope: EnvelopeRow; micros: string }[] = [];
  let hasMore = false;
  if (role !== "awaiting") {
    const rows = await fetchBatch(cursor, limit + 1);
    page.push(...rows.slice(0, limit));
    hasMore = rows.length > limit;
  } else {
    const batchSize = Math.max(limit * 2, 50);
    let position = cursor;
    for (;;) {
      const rows = await fetchBatch(position, batchSize);
      for (const row of rows) {
        if (!awaitsViewer(row.envelope, actor.userId)) continue;
        if (page.length === limit) {
          hasMore = true;
          break;
        }
        page.push(row);
      }
      const last = rows.at(-1);
      if (hasMore || rows.length < batchSize || !last) break;
      position = { micros: last.micros, id: last.envelope.id };
    }
  }
  const last = page.at(-1);
  return {
    envelopes: await toEnvelopeDtos(
      db,
      page.map((r) => r.envelope),
      actor.userId,
    ),
    nextCursor: hasMore && last ? encodeCursor({ micros: last.micros, id: last.envelope.id }) : null,
  };
}
