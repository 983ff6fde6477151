import type { Actor } from "@/lib/auth/actor";
import { getDb } from "@/lib/db/client";
import { getTrackingForPoster } from "./access";
import { ingestTrackingEvents } from "./ingest-events";
import { sendTrackingMails } from "./notify-changes";

export type PostTrackingEventsOptions = {
  actor: Actor;
  shipmentId: string;
  events: Record<string, unknown> | Record<string, unknown>[];
};

/** Events posted through the API by the owner or the named carrier or forwarder (lib/tracking/access.ts). */
export async function postTrackingEvents({ actor, shipmentId, events }: PostTrackingEventsOptions) {
  const db = await getDb();
  const list = Array.isArray(events) ? events : [events];
  const result = await db.transaction(async (tx) => {
    const tracking = await getTrackingForPoster(tx, actor, shipmentId);
    return ingestTrackingEvents(tx, { tracking, events: list, actorId: actor.userId, asList: Array.isArray(events) });
  });
  await sendTrackingMails(result.mails);
  return { received: result.received, stored: result.stored, duplicates: result.duplicates };
}
