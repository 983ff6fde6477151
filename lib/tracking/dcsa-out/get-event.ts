import { and, asc, eq } from "drizzle-orm";
import { requireUserId, type Actor } from "@/lib/auth/actor";
import { notFound } from "@/lib/contract/errors";
import { getDb } from "@/lib/db/client";
import { shipmentTrackings, trackingEvents } from "@/models";
import { visibleTracking } from "./visibility";

/** One event by its DCSA eventID, among the trackings the actor may see; 404 otherwise. */
export async function getDcsaEvent({ actor, eventId }: { actor: Actor; eventId: string }) {
  const userId = requireUserId(actor, "getDcsaEvent");
  const db = await getDb();
  const [row] = await db
    .select({ raw: trackingEvents.raw })
    .from(trackingEvents)
    .innerJoin(shipmentTrackings, eq(shipmentTrackings.id, trackingEvents.trackingId))
    .where(and(eq(trackingEvents.eventId, eventId), visibleTracking(userId)))
    .orderBy(asc(trackingEvents.receivedAt))
    .limit(1);
  if (!row) throw notFound("Event not found.");
  return row.raw;
}
