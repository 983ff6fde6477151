import { and, arrayContains, eq, or, type SQL } from "drizzle-orm";
import type { DbOrTx } from "@/lib/db/client";
import { shipmentTrackings, type ShipmentTrackingRow } from "@/models";

export type TrackingReferences = {
  ownerId: string;
  transportDocumentReference?: string | null;
  carrierBookingReference?: string | null;
  equipmentReference?: string | null;
};

/**
 * The active trackings of `ownerId`'s shipments that an event with these references belongs to:
 * any one of the transport document reference, the booking reference or a container number
 * matching is enough (carriers send some of them on each event). Used for events a carrier
 * source delivers (webhooks, polling); nothing outside the owner's shipments is ever matched.
 */
export async function matchTrackingsByReferences(db: DbOrTx, refs: TrackingReferences): Promise<ShipmentTrackingRow[]> {
  const any: SQL[] = [];
  if (refs.transportDocumentReference)
    any.push(eq(shipmentTrackings.transportDocumentReference, refs.transportDocumentReference));
  if (refs.carrierBookingReference)
    any.push(eq(shipmentTrackings.carrierBookingReference, refs.carrierBookingReference));
  if (refs.equipmentReference)
    any.push(arrayContains(shipmentTrackings.equipmentReferences, [refs.equipmentReference.toUpperCase()]));
  if (any.length === 0) return [];
  return db
    .select()
    .from(shipmentTrackings)
    .where(and(eq(shipmentTrackings.ownerId, refs.ownerId), eq(shipmentTrackings.active, true), or(...any)))
    .orderBy(shipmentTrackings.createdAt);
}

/** The references a DCSA event carries (its own fields and its `references` list). */
export function referencesOfEvent(event: Record<string, unknown>): Omit<TrackingReferences, "ownerId"> {
  const list = Array.isArray(event.references)
    ? (event.references as { referenceType?: unknown; referenceValue?: unknown }[])
    : [];
  const docs = Array.isArray(event.documentReferences)
    ? (event.documentReferences as { documentReferenceType?: unknown; documentReferenceValue?: unknown }[])
    : [];
  const pick = (...candidates: unknown[]) => candidates.find((c): c is string => typeof c === "string" && !!c) ?? null;
  return {
    transportDocumentReference: pick(
      event.transportDocumentReference,
      event.documentTypeCode === "TRD" ? event.documentID : undefined,
      docs.find((d) => d.documentReferenceType === "TRD")?.documentReferenceValue,
    ),
    carrierBookingReference: pick(
      event.carrierBookingReference,
      event.documentTypeCode === "BKG" ? event.documentID : undefined,
      docs.find((d) => d.documentReferenceType === "BKG")?.documentReferenceValue,
    ),
    equipmentReference: pick(event.equipmentReference, list.find((r) => r.referenceType === "EQ")?.referenceValue),
  };
}
