import { and, desc, eq, ne } from "drizzle-orm";
import type { DbOrTx } from "@/lib/db/client";
import { validateContainerNumber } from "@/lib/identifiers/iso6346";
import { mergeView, readStored } from "@/lib/templates/merge";
import { envelopes, shipmentDocuments, type ShipmentRow } from "@/models";

type Json = Record<string, unknown>;
const text = (value: unknown, max: number): string | null =>
  typeof value === "string" && value.trim() && value.trim().length <= max ? value.trim() : null;

export type TrackingPrefill = {
  carrierCode: string | null;
  carrierBookingReference: string | null;
  transportDocumentReference: string | null;
  equipmentReferences: string[];
};

/**
 * What a new tracking takes from the shipment when the request leaves it out: the B/L number
 * (transportDocumentReference) and carrier SCAC of its newest eBL that is not void, the booking
 * number and container numbers of its bill of lading instructions (containers only when every
 * one has a valid ISO 6346 check digit), else the eBL's booking reference.
 */
export async function prefillFromShipment(db: DbOrTx, shipment: ShipmentRow): Promise<TrackingPrefill> {
  const [[instructions], [envelope]] = await Promise.all([
    db
      .select({ data: shipmentDocuments.data })
      .from(shipmentDocuments)
      .where(
        and(eq(shipmentDocuments.shipmentId, shipment.id), eq(shipmentDocuments.name, "bill_of_lading_instructions")),
      ),
    db
      .select({ document: envelopes.transportDocument })
      .from(envelopes)
      .where(and(eq(envelopes.shipmentId, shipment.id), ne(envelopes.status, "VOIDED")))
      .orderBy(desc(envelopes.createdAt))
      .limit(1),
  ]);
  const data = shipment.templates.includes("bill_of_lading_instructions")
    ? mergeView("bill_of_lading_instructions", shipment.sharedData, readStored(instructions?.data as Json | undefined))
        .data
    : {};
  const document = (envelope?.document ?? {}) as Json;
  const items = Array.isArray(document.consignmentItems) ? (document.consignmentItems as Json[]) : [];
  const containers =
    typeof data.containerNumbers === "string"
      ? data.containerNumbers
          .split(/[,;\n]+/)
          .map((c) => c.trim())
          .filter(Boolean)
          .map(validateContainerNumber)
      : [];
  return {
    carrierCode: text(document.carrierCode, 4)?.toUpperCase() ?? null,
    carrierBookingReference: text(data.bookingNumber, 35) ?? text(items[0]?.carrierBookingReference, 35),
    transportDocumentReference: text(document.transportDocumentReference, 20),
    equipmentReferences: containers.every((c) => c.ok) ? containers.map((c) => c.value) : [],
  };
}
