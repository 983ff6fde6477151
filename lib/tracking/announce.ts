import type { ShipmentTrackingRow } from "@/models";
import type { Timeline } from "./timeline";

/** An ETA that moves by this much or more is announced (docs/tracking.md). */
export const ETA_MOVE_HOURS = 24;

export type TrackingChange =
  | { kind: "departed"; at: string; port: string | null }
  | { kind: "arrived"; at: string; port: string | null }
  | { kind: "eta_moved"; from: string; to: string; port: string | null };

type Announced = Pick<ShipmentTrackingRow, "announcedDepartedAt" | "announcedArrivedAt" | "announcedEtaAt">;

/**
 * What to tell the owner and sharees, compared with what they were last told (kept on the
 * tracking row): a departure, an arrival, an ETA that moved by 24 hours or more from the last
 * announced one. One change per fact, however many events carried it. The first ETA seen is
 * the baseline and is not announced; a departure already overtaken by the arrival is not either.
 */
export function planAnnouncements(
  tracking: Announced,
  timeline: Pick<Timeline, "departedAt" | "arrivedAt" | "eta" | "portOfLoading" | "portOfDischarge">,
): { changes: TrackingChange[]; announced: Partial<Announced> } {
  const changes: TrackingChange[] = [];
  const announced: Partial<Announced> = {};
  if (timeline.departedAt && !tracking.announcedDepartedAt) {
    announced.announcedDepartedAt = new Date(timeline.departedAt);
    if (!timeline.arrivedAt) changes.push({ kind: "departed", at: timeline.departedAt, port: timeline.portOfLoading });
  }
  if (timeline.arrivedAt && !tracking.announcedArrivedAt) {
    announced.announcedArrivedAt = new Date(timeline.arrivedAt);
    changes.push({ kind: "arrived", at: timeline.arrivedAt, port: timeline.portOfDischarge });
  }
  const eta = timeline.eta.classifier !== "ACT" ? timeline.eta.dateTime : null;
  if (eta && !timeline.arrivedAt) {
    const last = tracking.announcedEtaAt;
    if (!last) announced.announcedEtaAt = new Date(eta);
    else if (Math.abs(Date.parse(eta) - last.getTime()) >= ETA_MOVE_HOURS * 3_600_000) {
      announced.announcedEtaAt = new Date(eta);
      changes.push({ kind: "eta_moved", from: last.toISOString(), to: eta, port: timeline.portOfDischarge });
    }
  }
  return { changes, announced };
}
