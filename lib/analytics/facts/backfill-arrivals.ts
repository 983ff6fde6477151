import { and, asc, eq, gt, isNull, sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { loadTimelineOnly } from "@/lib/tracking/load-timeline";
import { actualArrivalOf } from "@/lib/tracking/refresh-projection";
import { shipmentTrackings } from "@/models";
import { BACKFILL_BATCH } from "./backfill-facts";

/**
 * Part of the `analytics.backfill-facts` job: `shipment_trackings.actual_arrival_at` for trackings
 * whose events were ingested before the column existed (every ingest since sets it, see
 * lib/tracking/refresh-projection.ts). Only trackings without the value and with at least one
 * actual arrival event are read; a tracking another transaction holds (an ingest in progress,
 * which sets it itself) is skipped. Walks by id, so one that still has no arrival at its port of
 * discharge is read once per run.
 */
export async function backfillActualArrivals(batchSize = BACKFILL_BATCH): Promise<{ arrivals: number }> {
  const db = await getDb();
  let after: string | null = null;
  let arrivals = 0;
  for (;;) {
    const batch: { last: string | null; seen: number; updated: number } = await db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(shipmentTrackings)
        .where(
          and(
            isNull(shipmentTrackings.actualArrivalAt),
            after ? gt(shipmentTrackings.id, after) : undefined,
            sql`exists (select 1 from tracking_events e where e.tracking_id = ${shipmentTrackings.id}
              and e.event_type = 'TRANSPORT' and e.event_type_code = 'ARRI' and e.event_classifier_code = 'ACT')`,
          ),
        )
        .orderBy(asc(shipmentTrackings.id))
        .limit(batchSize)
        .for("update", { skipLocked: true });
      let updated = 0;
      for (const row of rows) {
        const at = actualArrivalOf((await loadTimelineOnly(tx, row)).timeline);
        if (!at) continue;
        await tx.update(shipmentTrackings).set({ actualArrivalAt: at }).where(eq(shipmentTrackings.id, row.id));
        updated += 1;
      }
      return { last: rows.at(-1)?.id ?? null, seen: rows.length, updated };
    });
    arrivals += batch.updated;
    if (batch.seen < batchSize || !batch.last) return { arrivals };
    after = batch.last;
  }
}
