import { and, eq } from "drizzle-orm";
import { requireUserId, type Actor } from "@/lib/auth/actor";
import { notFound } from "@/lib/contract/errors";
import type { DbOrTx } from "@/lib/db/client";
import { trackingSources, type TrackingSourceRow } from "@/models";

/**
 * The one place that decides which carrier connections an actor may touch: their own. Anyone
 * else, a sharee of their shipments included, gets the 404 of a connection that does not exist.
 */
export async function getOwnedSource(
  db: DbOrTx,
  actor: Actor,
  sourceId: string,
  options: { forUpdate?: boolean } = {},
): Promise<TrackingSourceRow> {
  requireUserId(actor, "getOwnedSource");
  const query = db
    .select()
    .from(trackingSources)
    .where(and(eq(trackingSources.id, sourceId), eq(trackingSources.ownerId, actor.userId)));
  const [row] = options.forUpdate ? await query.for("update") : await query;
  if (!row) throw notFound("Carrier connection not found.");
  return row;
}
