import type { EventSubscriptionFilters } from "@/models";

/** What the filters are checked against: the stored event and its tracking's references. */
export type MatchableEvent = {
  eventType: string;
  eventTypeCode: string;
  equipmentReference: string | null;
  unLocationCode: string | null;
  raw: Record<string, unknown>;
  carrierBookingReference: string | null;
  transportDocumentReference: string | null;
  vesselIMONumber: string | null;
};

/**
 * Whether an event matches a subscription's filters, with DCSA 2.2's subscription semantics:
 * every filter given must hold (AND); a list holds when any value does (OR); a type-code filter
 * applies to events of its own type only (a `transportEventTypeCode` filter does not drop
 * equipment events; `eventType` does that). The same rules as GET /v2/events
 * (lib/tracking/dcsa-out/list-events.ts), here in code because a push is decided per event.
 */
export function matchesSubscription(event: MatchableEvent, filters: EventSubscriptionFilters): boolean {
  if (filters.eventType && !filters.eventType.includes(event.eventType)) return false;
  if (
    filters.shipmentEventTypeCode &&
    event.eventType === "SHIPMENT" &&
    !filters.shipmentEventTypeCode.includes(event.eventTypeCode)
  )
    return false;
  if (
    filters.transportEventTypeCode &&
    event.eventType === "TRANSPORT" &&
    !filters.transportEventTypeCode.includes(event.eventTypeCode)
  )
    return false;
  if (
    filters.equipmentEventTypeCode &&
    event.eventType === "EQUIPMENT" &&
    !filters.equipmentEventTypeCode.includes(event.eventTypeCode)
  )
    return false;
  if (
    filters.documentTypeCode &&
    event.eventType === "SHIPMENT" &&
    !filters.documentTypeCode.includes(String(event.raw.documentTypeCode))
  )
    return false;
  if (filters.carrierBookingReference && filters.carrierBookingReference !== event.carrierBookingReference)
    return false;
  if (filters.transportDocumentReference && filters.transportDocumentReference !== event.transportDocumentReference)
    return false;
  if (filters.equipmentReference && filters.equipmentReference.toUpperCase() !== event.equipmentReference) return false;
  if (filters.UNLocationCode && filters.UNLocationCode !== event.unLocationCode) return false;
  if (filters.vesselIMONumber) {
    const vessel = ((event.raw.transportCall as Record<string, unknown> | undefined)?.vessel ?? {}) as Record<
      string,
      unknown
    >;
    const imo = typeof vessel.vesselIMONumber === "string" ? vessel.vesselIMONumber : event.vesselIMONumber;
    if (filters.vesselIMONumber !== imo) return false;
  }
  return true;
}
