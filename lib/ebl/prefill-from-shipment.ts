import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "@/lib/db/client";
import { mergeView, readStored } from "@/lib/templates/merge";
import { shipmentDocuments, type ShipmentRow } from "@/models";

type Json = Record<string, unknown>;
const text = (value: unknown, max: number): string | undefined =>
  typeof value === "string" && value.trim() ? value.replace(/\s+/g, " ").trim().slice(0, max).trim() : undefined;
const list = (value: unknown): string[] =>
  typeof value === "string"
    ? value
        .split(/[,;\n]+/)
        .map((v) => v.trim())
        .filter(Boolean)
    : [];
const location = (value: unknown): Json | undefined => {
  const code = (value as { code?: unknown } | null)?.code;
  return typeof code === "string" ? { UNLocationCode: code } : undefined;
};
const compact = (value: Json): Json => Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined));

/**
 * A partial DCSA TransportDocument from a shipment's bill of lading instructions (its own
 * fields merged with the shipment's shared data, lib/templates/merge.ts): the kind of bill,
 * freight terms, the shipper's address, ports (UN/LOCODE), vessel and voyage, goods with HS
 * codes, packages and weights, containers and seals. The carrier completes the rest before issue.
 */
export async function prefillFromShipment(db: DbOrTx, shipment: ShipmentRow): Promise<Json> {
  const [row] = await db
    .select()
    .from(shipmentDocuments)
    .where(
      and(eq(shipmentDocuments.shipmentId, shipment.id), eq(shipmentDocuments.name, "bill_of_lading_instructions")),
    );
  const data = mergeView(
    "bill_of_lading_instructions",
    shipment.sharedData,
    readStored(row?.data as Json | undefined),
  ).data;

  const exporter = (data.exporter ?? {}) as Json;
  const consignedTo = typeof data.consignedTo === "string" ? data.consignedTo : undefined;
  const containers = list(data.containerNumbers);
  const seals = list(data.sealNumbers);
  const items = Array.isArray(data.lineItems) ? (data.lineItems as Json[]) : [];
  const bookingReference = text(data.bookingNumber, 35);

  const shipperAddress = compact({
    street: text(exporter.address, 70),
    city: text(exporter.city, 35),
    postCode: text(exporter.postalCode, 10),
    countryCode: text(exporter.country, 2),
  });
  const document: Json = compact({
    transportDocumentTypeCode: data.blType === "sea_waybill" ? "SWB" : data.blType ? "BOL" : undefined,
    isToOrder: consignedTo ? consignedTo !== "named" : undefined,
    freightPaymentTermCode:
      data.freightTerms === "prepaid" ? "PRE" : data.freightTerms === "collect" ? "COL" : undefined,
    isShippedOnBoardType: true,
    isElectronic: true,
    documentParties:
      shipperAddress.street && shipperAddress.city && shipperAddress.countryCode
        ? { shipper: { address: shipperAddress } }
        : undefined,
    transports: compact({
      plannedDepartureDate: typeof data.departureDate === "string" ? data.departureDate : undefined,
      placeOfReceipt: location(data.placeOfReceipt),
      portOfLoading: location(data.portOfLoading),
      portOfDischarge: location(data.portOfDischarge),
      placeOfDelivery: location(data.placeOfDelivery),
      vesselVoyages:
        text(data.vessel, 50) && text(data.voyage, 50)
          ? [{ vesselName: text(data.vessel, 50), carrierExportVoyageNumber: text(data.voyage, 50) }]
          : undefined,
    }),
    consignmentItems: items.length
      ? items.map((item) =>
          compact({
            carrierBookingReference: bookingReference,
            descriptionOfGoods: text(item.description, 5000) ? [text(item.description, 5000)] : undefined,
            HSCodes: typeof item.hsCode === "string" && item.hsCode ? [item.hsCode.slice(0, 6)] : undefined,
            shippingMarks: text(item.marks, 500) ? [text(item.marks, 500)] : undefined,
            cargoItems: [
              compact({
                equipmentReference: containers[0]?.slice(0, 11),
                cargoGrossWeight:
                  typeof item.grossWeight === "string" ? { value: Number(item.grossWeight), unit: "KGM" } : undefined,
                cargoNetWeight:
                  typeof item.netWeight === "string" ? { value: Number(item.netWeight), unit: "KGM" } : undefined,
                outerPackaging:
                  typeof item.packages === "number"
                    ? { numberOfPackages: item.packages, description: text(item.packageKind, 100) ?? "Packages" }
                    : undefined,
              }),
            ],
          }),
        )
      : undefined,
    utilizedTransportEquipments: containers.length
      ? containers.map((reference, i) => ({
          equipment: { equipmentReference: reference.slice(0, 11) },
          isShipperOwned: false,
          seals: seals[i] ? [{ number: seals[i]!.slice(0, 15) }] : [],
        }))
      : undefined,
  });
  return document;
}
