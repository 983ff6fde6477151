import { sql } from "drizzle-orm";
import type { DbOrTx } from "@/lib/db/client";
import { SHIPMENT_STATUSES, type ShipmentStatus } from "@/models/shipments";
import { scopedFacts } from "../scope";
import { rowsOf } from "../reports/shared";

/**
 * Every shipment in the user's scope (owned and shared with them, docs/analytics.md "Whose data"),
 * all time, by status; every status listed, zeros included. The two sides of `scopedFacts` read
 * shipment_facts_owner_created_idx and shipment_shares_user_updated_idx.
 */
export async function shipmentsByStatus(db: DbOrTx, userId: string): Promise<Record<ShipmentStatus, number>> {
  const rows = await rowsOf<{ status: ShipmentStatus; shipments: number }>(
    db,
    sql`select f.status::text as status, count(*)::int as shipments from ${scopedFacts(userId)} f group by 1`,
  );
  const counts = Object.fromEntries(SHIPMENT_STATUSES.map((s) => [s, 0])) as Record<ShipmentStatus, number>;
  for (const row of rows) counts[row.status] = Number(row.shipments);
  return counts;
}
