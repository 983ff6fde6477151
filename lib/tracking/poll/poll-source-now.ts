import type { Actor } from "@/lib/auth/actor";
import { AppError } from "@/lib/contract/errors";
import { getDb } from "@/lib/db/client";
import { getOwnedSource } from "@/lib/tracking/sources/access";
import { pollSource, type PollResult } from "./poll-source";

/** POST /api/tracking/sources/{id}/poll: the scheduled poll, now, for the connection's owner. */
export async function pollSourceNow({ actor, sourceId }: { actor: Actor; sourceId: string }): Promise<PollResult> {
  const source = await getOwnedSource(await getDb(), actor, sourceId);
  if (!source.baseUrl)
    throw new AppError("unprocessable", "This connection has no baseUrl: set the carrier's DCSA API address first.");
  return pollSource(source);
}
