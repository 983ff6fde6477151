import { eq, sql } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import { getDb } from "@/lib/db/client";
import { notFound } from "@/lib/contract/errors";
import { consumeLimit } from "@/lib/limits/limiter";
import { businessVerifications, users } from "@/models";
import type { PartyDto } from "./contract";
import { partyColumns, toPartyDto } from "./parties";

/**
 * GET /api/envelopes/recipient?email=: the verified legal name behind an address, so a
 * confirmation can name who will receive control before it moves (DCSA PINT's receiver
 * validation). Only verified businesses answer: an unknown address and an unverified account get
 * the same 404, and look-ups are capped per account, so the endpoint does not list members.
 */
export async function lookUpRecipient({ actor, email }: { actor: Actor; email: string }): Promise<PartyDto> {
  await consumeLimit("recipientLookup", actor.userId);
  const db = await getDb();
  const [row] = await db
    .select(partyColumns)
    .from(users)
    .leftJoin(businessVerifications, eq(businessVerifications.userId, users.id))
    .where(eq(sql`lower(${users.email})`, email))
    .limit(1);
  if (!row || row.verificationState !== "verified") throw notFound("No verified business uses this email address.");
  return toPartyDto(row);
}
