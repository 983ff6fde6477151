import { randomUUID } from "node:crypto";

/**
 * A complete DCSA 3.0.3 TransportDocument that validates (a straight, shipped-on-board,
 * electronic bill from Nhava Sheva to Rotterdam). The parties' names and Exportly codes are
 * written by the server; `overrides` replaces top-level fields.
 */
export function sampleTransportDocument(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const reference = `EXPL${randomUUID().replace(/-/g, "").slice(0, 12).toUpperCase()}`;
  return {
    transportDocumentReference: reference,
    transportDocumentTypeCode: "BOL",
    isShippedOnBoardType: true,
    freightPaymentTermCode: "PRE",
    isElectronic: true,
    isToOrder: false,
    numberOfOriginalsWithCharges: 1,
    numberOfOriginalsWithoutCharges: 0,
    shippedOnBoardDate: "2026-06-01",
    termsAndConditions: "Carriage subject to the carrier's standard bill of lading terms.",
    receiptTypeAtOrigin: "CY",
    deliveryTypeAtDestination: "CY",
    cargoMovementTypeAtOrigin: "FCL",
    cargoMovementTypeAtDestination: "FCL",
    carrierCode: "MSC",
    carrierCodeListProvider: "SMDG",
    invoicePayableAt: { UNLocationCode: "INNSA" },
    partyContactDetails: [{ name: "Export desk", email: "export.desk@example.com" }],
    documentParties: {
      shipper: { partyName: "Shipper", address: { street: "12 Marine Drive", city: "Mumbai", countryCode: "IN" } },
      issuingParty: { partyName: "Carrier", address: { street: "Boompjes 1", city: "Rotterdam", countryCode: "NL" } },
    },
    consignmentItems: [
      {
        carrierBookingReference: "BKG2606001",
        descriptionOfGoods: ["Cotton knitted T-shirts"],
        HSCodes: ["610910"],
        cargoItems: [
          {
            equipmentReference: "MSCU1234565",
            cargoGrossWeight: { value: 12000, unit: "KGM" },
            outerPackaging: { numberOfPackages: 400, description: "Cartons" },
          },
        ],
      },
    ],
    utilizedTransportEquipments: [
      {
        equipment: { equipmentReference: "MSCU1234565", ISOEquipmentCode: "42G1" },
        isShipperOwned: false,
        seals: [{ number: "SEAL2606" }],
      },
    ],
    transports: {
      plannedDepartureDate: "2026-06-01",
      plannedArrivalDate: "2026-06-25",
      portOfLoading: { UNLocationCode: "INNSA" },
      portOfDischarge: { UNLocationCode: "NLRTM" },
      vesselVoyages: [{ vesselName: "MSC Aurora", carrierExportVoyageNumber: "2606W" }],
    },
    ...overrides,
  };
}
