import { findLocode } from "@/lib/reference/unlocode";
import type { ShipmentTrackingRow, TrackingStatus } from "@/models";
import type { MilestoneDto, TrackingDto, TrackingStatusDto } from "./schemas";
import type { Milestone, Timeline } from "./timeline";

export function toTrackingDto(row: ShipmentTrackingRow): TrackingDto {
  return {
    id: row.id,
    shipmentId: row.shipmentId,
    carrierCode: row.carrierCode,
    carrierBookingReference: row.carrierBookingReference,
    transportDocumentReference: row.transportDocumentReference,
    equipmentReferences: row.equipmentReferences,
    vesselIMONumber: row.vesselIMONumber,
    mode: row.mode,
    carrierUserId: row.carrierUserId,
    forwarderUserId: row.forwarderUserId,
    active: row.active,
    eventCount: row.eventCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What the audit log keeps of a tracking: its identifiers, in the API's names. */
export function auditView(row: ShipmentTrackingRow) {
  return {
    carrierCode: row.carrierCode,
    carrierBookingReference: row.carrierBookingReference,
    transportDocumentReference: row.transportDocumentReference,
    equipmentReferences: row.equipmentReferences,
    vesselIMONumber: row.vesselIMONumber,
    mode: row.mode,
    carrierUserId: row.carrierUserId,
    forwarderUserId: row.forwarderUserId,
    active: row.active,
  };
}

/** "Nhava Sheva (Jawaharlal Nehru)" for INNSA; the code itself when the list does not know it. */
export const placeName = (code: string | null): string | null => (code ? (findLocode(code)?.name ?? code) : null);

export function toMilestoneDto(m: Milestone): MilestoneDto {
  return {
    ...m,
    location: m.location ? { unLocationCode: m.location, name: findLocode(m.location)?.name ?? null } : null,
  };
}

const STATUS_WORDS: Record<TrackingStatus, string> = {
  awaiting_events: "Waiting for the first event",
  booked: "Booked",
  at_origin: "At origin",
  in_transit: "In transit",
  arrived: "Arrived",
  delivered: "Delivered",
  completed: "Completed",
};

/** The status in words: the last milestone that happened and where ("Departed Nhava Sheva"). */
export function statusOf(timeline: Pick<Timeline, "status" | "statusMilestone">): TrackingStatusDto {
  const m = timeline.statusMilestone;
  if (!m) return { code: timeline.status, text: STATUS_WORDS[timeline.status] };
  const where = placeName(m.location);
  const text =
    m.code === "TRANSHIPMENT_ARRIVED"
      ? `At transhipment port ${where ?? ""}`.trim()
      : where &&
          ["GATED_IN", "LOADED", "DEPARTED", "TRANSHIPMENT_DEPARTED", "ARRIVED", "DISCHARGED", "GATED_OUT"].includes(
            m.code,
          )
        ? `${m.label} ${["DEPARTED", "TRANSHIPMENT_DEPARTED"].includes(m.code) ? "" : "at "}${where}`.replace("  ", " ")
        : m.label;
  return { code: timeline.status, text: text.replace("Departed transhipment port", "Departed") };
}

export function nextMilestoneOf(timeline: Pick<Timeline, "nextMilestone">) {
  const m = timeline.nextMilestone;
  if (!m) return null;
  return { code: m.code, label: m.label, location: m.location, at: m.estimated ?? m.planned };
}
