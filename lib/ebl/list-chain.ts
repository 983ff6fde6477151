import { asc, eq } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import { getDb } from "@/lib/db/client";
import { envelopeEntries } from "@/models";
import { getEnvelopeForParty } from "./access";
import type { EntryDto } from "./contract";
import { toEntryDto } from "./dto";
import { loadParties } from "./parties";

export type ListChainOptions = { actor: Actor; envelopeId: string };

/** The envelope's signed chain, first entry first (GET /api/envelopes/{id}/chain); parties only. */
export async function listChain({ actor, envelopeId }: ListChainOptions): Promise<EntryDto[]> {
  const db = await getDb();
  await getEnvelopeForParty(db, actor, envelopeId);
  const entries = await db
    .select()
    .from(envelopeEntries)
    .where(eq(envelopeEntries.envelopeId, envelopeId))
    .orderBy(asc(envelopeEntries.sequence));
  const parties = await loadParties(
    db,
    entries.flatMap((e) => [e.actorId, e.recipientId]),
  );
  return entries.map((entry) => toEntryDto(entry, parties));
}
