import { sql, type SQL } from "drizzle-orm";
import { requireUserId, type Actor } from "@/lib/auth/actor";
import { getDb } from "@/lib/db/client";
import { encodeCursor, type KeysetPosition } from "@/lib/db/keyset-cursor";
import type { TrackingStatus } from "@/models";
import type { TrackingListItem } from "./schemas";
import { arrivingSql, delayedSql, visibleTrackings } from "./visible-trackings";

export type ListTrackingsOptions = {
  actor: Actor;
  filter?: "delayed" | "arriving_this_week" | "in_transit";
  port?: string;
  limit: number;
  cursor?: KeysetPosition;
  now?: Date;
};

type Row = {
  id: string;
  shipment_id: string;
  shipment_reference: string;
  status: TrackingStatus;
  status_text: string;
  next_milestone: TrackingListItem["nextMilestone"];
  eta_at: string | Date | null;
  delay_minutes: number | null;
  port_of_loading: string | null;
  port_of_discharge: string | null;
  role: "owner" | "edit" | "read";
  micros: string;
};

const isoOf = (v: string | Date | null) => (v === null ? null : new Date(v).toISOString());

/**
 * My tracked shipments and those shared with me, newest tracking first, keyset-paged on
 * (created_at desc, id desc); filters read the projection the ingest keeps on each tracking.
 */
export async function listTrackings({
  actor,
  filter,
  port,
  limit,
  cursor,
  now = new Date(),
}: ListTrackingsOptions): Promise<{ trackings: TrackingListItem[]; nextCursor: string | null }> {
  const userId = requireUserId(actor, "listTrackings");
  const db = await getDb();
  const where: SQL[] = [sql`true`];
  if (filter === "delayed") where.push(delayedSql());
  if (filter === "arriving_this_week") where.push(arrivingSql(now));
  // The same test as trackingCounts' inTransit (lib/tracking/tracking-counts.ts).
  if (filter === "in_transit") where.push(sql`v.status = 'in_transit'`);
  if (port) where.push(sql`${port} = any(v.ports)`);
  if (cursor)
    where.push(
      sql`(v.created_at, v.id) < (timestamptz 'epoch' + ${cursor.micros}::bigint * interval '1 microsecond', ${cursor.id}::uuid)`,
    );
  const result = await db.execute<Row>(sql`
    select v.*, (extract(epoch from v.created_at) * 1000000)::bigint::text as micros
    from (${visibleTrackings(userId)}) v
    where ${sql.join(where, sql` and `)}
    order by v.created_at desc, v.id desc
    limit ${limit + 1}`);
  const rows = (Array.isArray(result) ? result : (result as { rows: Row[] }).rows) as Row[];
  const page = rows.slice(0, limit);
  const last = rows.length > limit ? page.at(-1) : undefined;
  return {
    trackings: page.map((r) => ({
      shipmentId: r.shipment_id,
      shipmentReference: r.shipment_reference,
      trackingId: r.id,
      status: { code: r.status, text: r.status_text },
      nextMilestone: r.next_milestone,
      eta: isoOf(r.eta_at),
      delayHours: r.delay_minutes === null ? null : Math.round(r.delay_minutes / 6) / 10,
      portOfLoading: r.port_of_loading,
      portOfDischarge: r.port_of_discharge,
      role: r.role,
    })),
    nextCursor: last ? encodeCursor({ micros: last.micros, id: last.id }) : null,
  };
}
