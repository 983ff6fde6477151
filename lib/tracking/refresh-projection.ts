import { eq } from "drizzle-orm";
import type { DbOrTx } from "@/lib/db/client";
import { shipmentTrackings, type ShipmentTrackingRow } from "@/models";
import { planAnnouncements, type TrackingChange } from "./announce";
import { nextMilestoneOf, statusOf } from "./dto";
import { loadTimelineOnly } from "./load-timeline";
import type { Timeline } from "./timeline";

/**
 * Rewrites a tracking's projection (status, ETA, delay, next milestone, ports) from all its
 * events, and decides what to announce. The caller holds the tracking row's lock, so concurrent
 * ingests cannot each write a projection missing the other's events.
 */
export async function refreshProjection(
  tx: DbOrTx,
  tracking: ShipmentTrackingRow,
): Promise<{ tracking: ShipmentTrackingRow; changes: TrackingChange[] }> {
  const { count, timeline } = await loadTimelineOnly(tx, tracking);
  const status = statusOf(timeline);
  const { changes, announced } = planAnnouncements(tracking, timeline);
  const [updated] = await tx
    .update(shipmentTrackings)
    .set({
      status: status.code,
      statusText: status.text,
      etaAt: timeline.eta.dateTime ? new Date(timeline.eta.dateTime) : null,
      firstPlannedArrivalAt: timeline.firstPlannedArrival ? new Date(timeline.firstPlannedArrival) : null,
      actualArrivalAt: actualArrivalOf(timeline),
      delayMinutes: timeline.delayHours === null ? null : Math.round(timeline.delayHours * 60),
      nextMilestone: nextMilestoneOf(timeline),
      portOfLoading: timeline.portOfLoading,
      portOfDischarge: timeline.portOfDischarge,
      ports: [timeline.portOfLoading, ...timeline.transhipments, timeline.portOfDischarge].filter(
        (p): p is string => !!p,
      ),
      eventCount: count,
      ...announced,
      updatedAt: new Date(),
    })
    .where(eq(shipmentTrackings.id, tracking.id))
    .returning();
  return { tracking: updated!, changes };
}

/**
 * The actual arrival the on-time report compares with the first plan: the winning (newest, not
 * superseded) ACT arrival at the port of discharge; without a port of discharge, the last port
 * of the route's if it has one; else null.
 */
export function actualArrivalOf(timeline: Timeline): Date | null {
  if (timeline.arrivedAt) return new Date(timeline.arrivedAt);
  if (timeline.portOfDischarge) return null;
  const last = timeline.calls.at(-1);
  return last?.arrived && last.arrivalAt !== null ? new Date(last.arrivalAt) : null;
}
