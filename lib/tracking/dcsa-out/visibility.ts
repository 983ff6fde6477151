import { sql, type SQL } from "drizzle-orm";
import { shipmentShares, shipmentTrackings } from "@/models";

/**
 * Which trackings' events a user may read through /v2 and receive through subscriptions: those
 * of shipments they own, and of shipments shared with them (a share attached to their account
 * that still holds at least one document: the same test as lib/shipments/access.ts). Read at
 * every request and every delivery, so a revoked share stops both at once.
 */
export function visibleTracking(userId: string): SQL {
  return sql`(${shipmentTrackings.ownerId} = ${userId} or exists (
    select 1 from ${shipmentShares}
    where ${shipmentShares.shipmentId} = ${shipmentTrackings.shipmentId}
      and ${shipmentShares.userId} = ${userId}
      and jsonb_array_length(${shipmentShares.forms}) > 0))`;
}
