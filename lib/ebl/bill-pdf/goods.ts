import { groupDigits } from "@/lib/pdf/format";
import { REGULAR } from "@/lib/pdf/open-pdf";
import { MARGIN, type BillPage } from "./layout";
import { asList, asRecord, lines, text, weight, type PrintedBill } from "./values";

/** The particulars furnished by the shipper: one table row per cargo item, then the packages and gross weight in total. */
export function paintGoods({ doc, width, ensureSpace, heading, table }: BillPage, { td }: PrintedBill): void {
  const items = asList(td.consignmentItems);
  heading("Particulars furnished by the shipper");
  const cargoRows: string[][] = [];
  let grossTotal = 0;
  let grossUnit = "";
  let packagesTotal = 0;
  for (const item of items) {
    const description = lines(
      ...(Array.isArray(item.descriptionOfGoods) ? item.descriptionOfGoods : [item.descriptionOfGoods]),
    );
    const marks = Array.isArray(item.shippingMarks)
      ? item.shippingMarks.map(text).join("\n")
      : text(item.shippingMarks);
    const hs = Array.isArray(item.HSCodes) ? item.HSCodes.map(text).join(", ") : "";
    for (const cargo of asList(item.cargoItems)) {
      const packaging = asRecord(cargo.outerPackaging);
      const gross = asRecord(cargo.cargoGrossWeight);
      if (typeof gross.value === "number") {
        grossTotal += gross.value;
        grossUnit ||= text(gross.unit);
      }
      if (typeof packaging.numberOfPackages === "number") packagesTotal += packaging.numberOfPackages;
      cargoRows.push([
        marks,
        text(cargo.equipmentReference),
        [text(packaging.numberOfPackages), text(packaging.description)].filter(Boolean).join(" "),
        `${description}${hs ? `\nHS ${hs}` : ""}`,
        weight(gross),
      ]);
    }
  }
  table(
    [
      { label: "Marks and numbers", width: 90 },
      { label: "Container", width: 80 },
      { label: "Packages", width: 80 },
      { label: "Description of goods", width: width - 340 },
      { label: "Gross weight", width: 90 },
    ],
    cargoRows.length ? cargoRows : [["", "", "", "No goods on the document.", ""]],
  );
  if (cargoRows.length) {
    ensureSpace(16);
    doc
      .font("bold")
      .fontSize(8.5)
      .fillColor("black")
      .text(
        `Total: ${groupDigits(String(packagesTotal))} packages, ${weight({ value: Math.round(grossTotal * 1000) / 1000, unit: grossUnit })} gross`,
        MARGIN,
        doc.y,
        { width, align: "right" },
      );
    doc.y += 6;
  }
}

/** Containers with their seals, when the document lists equipment. */
export function paintContainers({ width, heading, table }: BillPage, { td }: PrintedBill): void {
  const equipment = asList(td.utilizedTransportEquipments);
  if (equipment.length) {
    heading("Containers and seals");
    table(
      [
        { label: "Container", width: 110 },
        { label: "Type", width: 60 },
        { label: "Seals", width: width - 310 },
        { label: "Tare weight", width: 80 },
        { label: "Shipper-owned", width: 60 },
      ],
      equipment.map((used) => {
        const unit = asRecord(used.equipment);
        return [
          text(unit.equipmentReference),
          text(unit.ISOEquipmentCode),
          asList(used.seals)
            .map((seal) => [text(seal.number), seal.source ? `(${text(seal.source)})` : ""].filter(Boolean).join(" "))
            .join(", "),
          weight(unit.tareWeight),
          used.isShipperOwned ? "Yes" : "No",
        ];
      }),
    );
  }
}

/** The carrier's terms and conditions, when the document carries them. */
export function paintTerms({ doc, width, heading }: BillPage, { td }: PrintedBill): void {
  if (td.termsAndConditions) {
    heading("Terms");
    doc.font(REGULAR).fontSize(7.5).fillColor("black").text(text(td.termsAndConditions), MARGIN, doc.y, { width });
    doc.y += 6;
  }
}
