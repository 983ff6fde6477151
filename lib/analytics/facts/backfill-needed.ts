import { sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";

/**
 * Whether the `analytics.backfill-facts` job has anything to do: a shipment without facts, or a
 * tracking with an actual arrival event but no `actual_arrival_at`. Checked before the job is sent
 * at worker start, so a database that is up to date (every one once the job has run, and every
 * fresh one) gets no job at all: nothing runs, and nothing is left running when a test's workers
 * stop.
 */
export async function backfillNeeded(): Promise<boolean> {
  const db = await getDb();
  const result = (await db.execute(sql`
    select exists (
             select 1 from shipments s
              where not exists (select 1 from shipment_facts f where f.shipment_id = s.id)
           )
        or exists (
             select 1 from shipment_trackings t
              where t.actual_arrival_at is null
                and exists (select 1 from tracking_events e
                             where e.tracking_id = t.id and e.event_type = 'TRANSPORT'
                               and e.event_type_code = 'ARRI' and e.event_classifier_code = 'ACT')
           ) as needed`)) as unknown as { rows: { needed: boolean }[] };
  return result.rows[0]?.needed === true;
}
