import type { Actor } from "@/lib/auth/actor";
import { getDb } from "@/lib/db/client";
import { getEnvelopeForParty, type EnvelopeRow } from "./access";
import type { EnvelopeDto } from "./contract";
import { toEnvelopeDtos } from "./dto";

export type GetEnvelopeOptions = { actor: Actor; envelopeId: string };

/** One envelope as its parties see it (past possessors included); 404 for anyone else. */
export async function getEnvelope({ actor, envelopeId }: GetEnvelopeOptions): Promise<EnvelopeDto> {
  const db = await getDb();
  const row = await getEnvelopeForParty(db, actor, envelopeId);
  const [dto] = await toEnvelopeDtos(db, [row], actor.userId);
  return dto!;
}

/** The stored row, for callers that render it (the PDF) or verify it; same access as getEnvelope. */
export async function getEnvelopeRow({ actor, envelopeId }: GetEnvelopeOptions): Promise<EnvelopeRow> {
  return getEnvelopeForParty(await getDb(), actor, envelopeId);
}
