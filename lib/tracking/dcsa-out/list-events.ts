import { and, asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { requireUserId, type Actor } from "@/lib/auth/actor";
import { getDb } from "@/lib/db/client";
import { encodeCursor, microsOf } from "@/lib/db/keyset-cursor";
import { shipmentTrackings, trackingEvents } from "@/models";
import type { EventsQuery } from "./schemas";
import { visibleTracking } from "./visibility";

/** The SQL conditions of the DCSA 2.2 filters, shared by the list and the subscription matcher's tests. */
function filtersOf(query: Omit<EventsQuery, "limit" | "cursor">): SQL[] {
  const where: SQL[] = [];
  if (query.eventType) where.push(inArray(trackingEvents.eventType, query.eventType));
  // DCSA: a code filter applies to the events of its own type only; events of other types pass.
  if (query.shipmentEventTypeCode)
    where.push(
      sql`(${trackingEvents.eventType} <> 'SHIPMENT' or ${inArray(trackingEvents.eventTypeCode, query.shipmentEventTypeCode)})`,
    );
  if (query.transportEventTypeCode)
    where.push(
      sql`(${trackingEvents.eventType} <> 'TRANSPORT' or ${inArray(trackingEvents.eventTypeCode, query.transportEventTypeCode)})`,
    );
  if (query.equipmentEventTypeCode)
    where.push(
      sql`(${trackingEvents.eventType} <> 'EQUIPMENT' or ${inArray(trackingEvents.eventTypeCode, query.equipmentEventTypeCode)})`,
    );
  if (query.documentTypeCode)
    where.push(
      sql`(${trackingEvents.eventType} <> 'SHIPMENT' or ${trackingEvents.raw} ->> 'documentTypeCode' in (${sql.join(
        query.documentTypeCode.map((c) => sql`${c}`),
        sql`, `,
      )}))`,
    );
  if (query.carrierBookingReference)
    where.push(eq(shipmentTrackings.carrierBookingReference, query.carrierBookingReference));
  if (query.transportDocumentReference)
    where.push(eq(shipmentTrackings.transportDocumentReference, query.transportDocumentReference));
  if (query.equipmentReference)
    where.push(eq(trackingEvents.equipmentReference, query.equipmentReference.toUpperCase()));
  if (query.vesselIMONumber)
    where.push(
      sql`coalesce(${trackingEvents.raw} #>> '{transportCall,vessel,vesselIMONumber}', ${shipmentTrackings.vesselIMONumber}) = ${query.vesselIMONumber}`,
    );
  if (query.UNLocationCode) where.push(eq(trackingEvents.unLocationCode, query.UNLocationCode));
  const at = trackingEvents.eventCreatedDateTime;
  const eqAt = query["eventCreatedDateTime:eq"] ?? query.eventCreatedDateTime;
  if (eqAt) where.push(sql`${at} = ${eqAt.toISOString()}::timestamptz`);
  if (query["eventCreatedDateTime:gte"])
    where.push(sql`${at} >= ${query["eventCreatedDateTime:gte"].toISOString()}::timestamptz`);
  if (query["eventCreatedDateTime:gt"])
    where.push(sql`${at} > ${query["eventCreatedDateTime:gt"].toISOString()}::timestamptz`);
  if (query["eventCreatedDateTime:lte"])
    where.push(sql`${at} <= ${query["eventCreatedDateTime:lte"].toISOString()}::timestamptz`);
  if (query["eventCreatedDateTime:lt"])
    where.push(sql`${at} < ${query["eventCreatedDateTime:lt"].toISOString()}::timestamptz`);
  return where;
}

export type EventsPage = { events: Record<string, unknown>[]; nextCursor: string | null };

/**
 * The DCSA 2.2 event list over every tracking the actor may see, oldest created first (then row
 * id), keyset-paged. The same eventID on two of the actor's trackings (a carrier's event that
 * matched two shipments) is listed once per tracking: each is a fact about its shipment.
 */
export async function listDcsaEvents({ actor, query }: { actor: Actor; query: EventsQuery }): Promise<EventsPage> {
  const userId = requireUserId(actor, "listDcsaEvents");
  const db = await getDb();
  const where = [visibleTracking(userId), ...filtersOf(query)];
  if (query.cursor)
    where.push(
      sql`(${trackingEvents.eventCreatedDateTime}, ${trackingEvents.id}) > (timestamptz 'epoch' + ${query.cursor.micros}::bigint * interval '1 microsecond', ${query.cursor.id}::uuid)`,
    );
  const rows = await db
    .select({ id: trackingEvents.id, raw: trackingEvents.raw, micros: microsOf(trackingEvents.eventCreatedDateTime) })
    .from(trackingEvents)
    .innerJoin(shipmentTrackings, eq(shipmentTrackings.id, trackingEvents.trackingId))
    .where(and(...where))
    .orderBy(asc(trackingEvents.eventCreatedDateTime), asc(trackingEvents.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    events: page.map((r) => r.raw),
    nextCursor: rows.length > query.limit && last ? encodeCursor({ micros: last.micros, id: last.id }) : null,
  };
}
