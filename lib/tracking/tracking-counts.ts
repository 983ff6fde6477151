import { sql } from "drizzle-orm";
import { requireUserId, type Actor } from "@/lib/auth/actor";
import { getDb, type DbOrTx } from "@/lib/db/client";
import { arrivingSql, delayedSql, visibleTrackings } from "./visible-trackings";

export type TrackingCounts = { inTransit: number; delayed: number; arrivingThisWeek: number };

/**
 * For the dashboard: among my tracked shipments and those shared with me, how many are in
 * transit (departed, not arrived), delayed and arriving this week (the same rules as the list's
 * filters, lib/tracking/visible-trackings.ts).
 */
export async function trackingCounts({
  actor,
  now = new Date(),
  db,
}: {
  actor: Actor;
  now?: Date;
  db?: DbOrTx;
}): Promise<TrackingCounts> {
  const userId = requireUserId(actor, "trackingCounts");
  const database = db ?? (await getDb());
  const result = await database.execute<{ in_transit: number; delayed: number; arriving: number }>(sql`
    select count(*) filter (where v.status = 'in_transit')::int as in_transit,
           count(*) filter (where ${delayedSql()})::int as delayed,
           count(*) filter (where ${arrivingSql(now)})::int as arriving
    from (${visibleTrackings(userId)}) v`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    in_transit: number;
    delayed: number;
    arriving: number;
  }[];
  const row = rows[0];
  return {
    inTransit: Number(row?.in_transit ?? 0),
    delayed: Number(row?.delayed ?? 0),
    arrivingThisWeek: Number(row?.arriving ?? 0),
  };
}
