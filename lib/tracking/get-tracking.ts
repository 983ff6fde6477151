import type { Actor } from "@/lib/auth/actor";
import { getDb } from "@/lib/db/client";
import { getTrackingRole, trackingOf } from "./access";
import { statusOf, toMilestoneDto, toTrackingDto } from "./dto";
import { loadTimeline } from "./load-timeline";
import { routeMap } from "./route-map";
import type { TrackingView } from "./schemas";

export type GetTrackingOptions = { actor: Actor; shipmentId: string; now?: Date };

/**
 * The composite view of a shipment's tracking: status, ETA, delay, milestones (shipment and per
 * container), every stored event, the route and the vessel's estimated position. One query for
 * the events, everything else computed in memory (lib/tracking/timeline.ts, route-map.ts).
 */
export async function getTracking({ actor, shipmentId, now = new Date() }: GetTrackingOptions): Promise<TrackingView> {
  const db = await getDb();
  const { role } = await getTrackingRole(db, actor, shipmentId, { need: "read" });
  const tracking = await trackingOf(db, shipmentId);
  const { rows, timeline } = await loadTimeline(db, tracking);
  const map = routeMap(timeline, now);
  return {
    tracking: toTrackingDto(tracking),
    role,
    status: statusOf(timeline),
    eta: timeline.eta,
    delayHours: timeline.delayHours,
    milestones: timeline.milestones.map(toMilestoneDto),
    equipment: timeline.equipment.map((c) => ({
      equipmentReference: c.equipmentReference,
      milestones: c.milestones.map(toMilestoneDto),
    })),
    events: rows.map((r) => ({
      eventID: r.eventId,
      eventType: r.eventType,
      eventClassifierCode: r.eventClassifierCode,
      eventTypeCode: r.eventTypeCode,
      eventDateTime: r.eventDateTime,
      eventCreatedDateTime: r.eventCreatedDateTime,
      equipmentReference: r.equipmentReference,
      unLocationCode: r.unLocationCode,
      superseded: timeline.superseded.has(r.eventId),
      receivedAt: r.receivedAt,
      raw: r.raw,
    })),
    route: { ports: map.ports, path: map.path },
    position: map.position,
  };
}
