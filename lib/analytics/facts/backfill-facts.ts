import { and, asc, gt, inArray, notExists, sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { INVOICE_SOURCES } from "@/lib/payments/schemas";
import { shipmentDocuments, shipmentFacts, shipments } from "@/models";
import { computeFor, insertMissingFacts } from "./refresh-shipment-facts";

export const BACKFILL_QUEUE = "analytics.backfill-facts";
export const BACKFILL_BATCH = 500;

/**
 * The `analytics.backfill-facts` job: computes the facts of every shipment that has none (those
 * written before the projection existed, or by a bulk load that bypassed the write paths), 500
 * shipments per transaction. Only missing rows are inserted: a shipment whose facts a concurrent
 * write created meanwhile keeps that newer row, so the job can run while users work, and running
 * it again finds nothing to do.
 */
export async function backfillFacts(batchSize = BACKFILL_BATCH): Promise<{ filled: number }> {
  const db = await getDb();
  let filled = 0;
  // Walks the primary key, so each batch is an index range rather than a scan of every shipment.
  let after: string | null = null;
  for (;;) {
    const batch: { seen: number; inserted: number; last: string | null } = await db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(shipments)
        .where(
          and(
            after ? gt(shipments.id, after) : undefined,
            notExists(
              tx
                .select({ one: sql`1` })
                .from(shipmentFacts)
                .where(sql`${shipmentFacts.shipmentId} = ${shipments.id}`),
            ),
          ),
        )
        .orderBy(asc(shipments.id))
        .limit(batchSize);
      if (rows.length === 0) return { seen: 0, inserted: 0, last: null };
      const invoices = await tx
        .select({
          shipmentId: shipmentDocuments.shipmentId,
          name: shipmentDocuments.name,
          data: shipmentDocuments.data,
        })
        .from(shipmentDocuments)
        .where(
          and(
            inArray(
              shipmentDocuments.shipmentId,
              rows.map((r) => r.id),
            ),
            inArray(shipmentDocuments.name, [...INVOICE_SOURCES]),
          ),
        );
      const inserted = await insertMissingFacts(
        tx,
        rows.map((row) => computeFor(row, invoices)),
      );
      return { seen: rows.length, inserted, last: rows.at(-1)!.id };
    });
    filled += batch.inserted;
    if (batch.seen < batchSize || !batch.last) return { filled };
    after = batch.last;
  }
}
