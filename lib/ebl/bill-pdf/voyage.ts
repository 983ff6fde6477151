import { originalsText } from "../originals";
import type { BillPage } from "./layout";
import { asList, asRecord, location, text, type PrintedBill } from "./values";

/** Vessel and voyage, ports and places, dates, references, freight and originals, three boxes to a row. */
export function paintVoyage({ heading, boxes }: BillPage, { td, transports }: PrintedBill): void {
  const voyages = asList(transports.vesselVoyages)
    .map((voyage) =>
      [text(voyage.vesselName), text(voyage.carrierExportVoyageNumber)].filter(Boolean).join(", voyage "),
    )
    .join("\n");
  const bookings = [
    ...new Set(
      asList(td.consignmentItems)
        .map((item) => text(item.carrierBookingReference))
        .filter(Boolean),
    ),
  ].join(", ");
  const placeOfIssue = asRecord(td.placeOfIssue);
  heading("Voyage");
  boxes(
    [
      ["Vessel and voyage", voyages],
      ["Port of loading", location(transports.portOfLoading, td.displayedNameForPortOfLoad)],
      ["Port of discharge", location(transports.portOfDischarge, td.displayedNameForPortOfDischarge)],
      ["Place of receipt", location(transports.placeOfReceipt, td.displayedNameForPlaceOfReceipt)],
      ["Place of delivery", location(transports.placeOfDelivery, td.displayedNameForPlaceOfDelivery)],
      ["Shipped on board", text(td.shippedOnBoardDate) || text(td.receivedForShipmentDate)],
      [
        "Place and date of issue",
        [location(placeOfIssue) || text(placeOfIssue.locationName), text(td.issueDate)].filter(Boolean).join(", "),
      ],
      [
        "Booking / shipping instructions",
        [bookings, text(td.shippingInstructionsReference)].filter(Boolean).join(" / "),
      ],
      [
        "Freight",
        td.freightPaymentTermCode === "PRE"
          ? "Prepaid"
          : td.freightPaymentTermCode === "COL"
            ? "Collect"
            : text(td.freightPaymentTermCode),
      ],
      ["Number of originals", originalsText(td)],
    ],
    3,
  );
}
