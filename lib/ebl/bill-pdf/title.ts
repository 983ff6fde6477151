import { REGULAR } from "@/lib/pdf/open-pdf";
import { GREY, MARGIN, type BillPage } from "./layout";
import { asRecord, lines, platformParty, text, type PrintedBill } from "./values";

/** The letterhead: the carrier on the left, the kind of bill and its number on the right, and a rule under both. */
export function paintTitle(
  { doc, width }: BillPage,
  { envelope, td, parties, reference, isWaybill }: PrintedBill,
): void {
  const top = doc.y;
  doc
    .font("bold")
    .fontSize(15)
    .fillColor("black")
    .text(text(asRecord(parties.issuingParty).partyName) || platformParty(envelope.issuer) || "Carrier", MARGIN, top, {
      width: 280,
    });
  doc
    .font(REGULAR)
    .fontSize(8.5)
    .fillColor(GREY)
    .text(lines(td.carrierCode ? `Carrier code ${text(td.carrierCode)} (${text(td.carrierCodeListProvider)})` : ""), {
      width: 280,
    });
  const leftBottom = doc.y;
  doc
    .font("bold")
    .fontSize(15)
    .fillColor("black")
    .text(isWaybill ? "SEA WAYBILL" : "BILL OF LADING", MARGIN + 280, top, { width: width - 280, align: "right" });
  doc
    .font(REGULAR)
    .fontSize(8.5)
    .fillColor(GREY)
    .text(`Electronic original, DCSA eBL 3.0 · No. ${reference}`, { width: width - 280, align: "right" });
  doc.y = Math.max(leftBottom, doc.y) + 8;
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + width, doc.y)
    .lineWidth(1)
    .strokeColor("black")
    .stroke();
  doc.y += 10;
}
