import "server-only";
import { groupDigits } from "@/lib/pdf/format";
import { openA4Pdf, REGULAR } from "@/lib/pdf/open-pdf";
import { siteUrl } from "@/lib/site/metadata";
import type { EntryDto, EnvelopeDto, PartyDto, VerificationReport } from "./contract";

/**
 * An eBL printed like a paper bill of lading: the carrier's particulars (reference, parties,
 * vessel and voyage, ports, place and date of issue, goods, containers and seals, weights,
 * originals, terms), then what only the electronic bill has: who holds it now, its status, and
 * the chain of custody with each signed entry's checksum, the document checksum and how to verify
 * it all at /verify. A print-out is for reading; title passes only through the chain.
 */
export type RenderBillInput = { envelope: EnvelopeDto; entries: EntryDto[]; verification?: VerificationReport };

const MARGIN = 40;
const GREY = "#555555";
const LINE = "#bbbbbb";
const FOOTER_SPACE = 40;

type Json = Record<string, unknown>;

const asRecord = (value: unknown): Json =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Json) : {};
const asList = (value: unknown): Json[] =>
  Array.isArray(value) ? value.filter((item): item is Json => !!item && typeof item === "object") : [];
const text = (value: unknown): string => (value === undefined || value === null ? "" : String(value));
const lines = (...values: unknown[]) => values.map(text).filter(Boolean).join("\n");

const ACTION_LABELS: Record<string, string> = {
  ISSUE: "Issued",
  TRANSFER: "Transferred",
  ENDORSE: "Endorsed",
  ENDORSE_TO_ORDER: "Endorsed to order",
  BLANK_ENDORSE: "Endorsed in blank",
  SURRENDER_FOR_DELIVERY: "Surrendered for delivery",
  SURRENDER_FOR_AMENDMENT: "Surrendered for amendment",
  SACC: "Surrender accepted",
  SREJ: "Surrender rejected",
  REFUSE: "Transfer refused",
  VOID: "Voided",
};

const STATUS_LABELS: Record<string, string> = {
  DRAFT: "Draft (not issued)",
  ISSUED: "Issued: in circulation",
  PENDING_SURRENDER_FOR_DELIVERY: "Surrender for delivery pending",
  SURRENDERED_FOR_DELIVERY: "Surrendered for delivery (accomplished)",
  PENDING_SURRENDER_FOR_AMENDMENT: "Surrender for amendment pending",
  SURRENDERED_FOR_AMENDMENT: "Surrendered for amendment",
  VOIDED: "Voided",
};

/** A DCSA party (documentParties.*): name, address, identifying codes. */
function dcsaParty(value: unknown): string {
  const party = asRecord(value);
  if (!party.partyName) return "";
  const address = asRecord(party.address);
  const street = [address.street, address.streetNumber].map(text).filter(Boolean).join(" ");
  const city = [address.postCode, address.city].map(text).filter(Boolean).join(" ");
  const displayed = Array.isArray(party.displayedAddress) ? party.displayedAddress.map(text) : [];
  const addressLines = Array.isArray(party.addressLines) ? party.addressLines.map(text) : [];
  return lines(
    party.partyName,
    ...(displayed.length
      ? displayed
      : addressLines.length
        ? addressLines
        : [street, [city, address.countryCode].filter(Boolean).join(", ")]),
  );
}

const platformParty = (party: PartyDto | null | undefined): string =>
  party
    ? party.company && party.company !== party.name
      ? `${party.company} (${party.name})`
      : party.company || party.name
    : "";

function location(value: unknown, displayed?: unknown): string {
  if (Array.isArray(displayed) && displayed.length) return displayed.map(text).join(", ");
  const place = asRecord(value);
  const name = text(place.locationName) || text(place.city);
  const code = text(place.UNLocationCode);
  return name && code ? `${name} (${code})` : name || code;
}

function weight(value: unknown): string {
  const measure = asRecord(value);
  if (measure.value === undefined) return "";
  return `${groupDigits(String(measure.value))} ${text(measure.unit) === "KGM" ? "kg" : text(measure.unit) === "LBR" ? "lb" : text(measure.unit)}`;
}

const utc = (iso: string) => `${iso.replace("T", " ").slice(0, 16)} UTC`;

export async function renderBillPdf({ envelope, entries, verification }: RenderBillInput): Promise<Buffer> {
  const td = envelope.transportDocument;
  const parties = asRecord(td.documentParties);
  const transports = asRecord(td.transports);
  const reference = text(td.transportDocumentReference) || envelope.id;
  const isWaybill = td.transportDocumentTypeCode === "SWB";

  const { doc, bytes: finished } = openA4Pdf({
    margin: MARGIN,
    title: `${isWaybill ? "Sea waybill" : "Bill of lading"} ${reference}`,
    author: text(asRecord(parties.issuingParty).partyName) || platformParty(envelope.issuer),
    subject: "Electronic bill of lading (print-out)",
    // The bill's own last change: printing it twice gives the same file.
    creationDate: new Date(envelope.updatedAt),
  });

  const width = doc.page.width - 2 * MARGIN;
  const bottom = () => doc.page.height - MARGIN - FOOTER_SPACE;
  const ensureSpace = (height: number) => {
    if (doc.y + height > bottom()) doc.addPage();
  };
  const heading = (title: string) => {
    ensureSpace(40);
    doc.y += 4;
    doc
      .font("bold")
      .fontSize(9)
      .fillColor("black")
      .text(title.toUpperCase(), MARGIN, doc.y, { width, characterSpacing: 0.5 });
    doc
      .moveTo(MARGIN, doc.y + 1)
      .lineTo(MARGIN + width, doc.y + 1)
      .lineWidth(0.5)
      .strokeColor(LINE)
      .stroke();
    doc.y += 5;
  };
  /** Boxes in a grid, as on a paper bill: a label on top, the value below; a row never splits across pages. */
  const boxes = (cells: [string, string][], columns = 2) => {
    const gap = 8;
    const cellWidth = (width - gap * (columns - 1)) / columns;
    const filled = cells.map(([label, value]): [string, string] => [label, value || "—"]);
    for (let i = 0; i < filled.length; i += columns) {
      const row = filled.slice(i, i + columns);
      const height =
        Math.max(
          ...row.map(
            ([label, value]) =>
              doc
                .font("bold")
                .fontSize(7)
                .heightOfString(label, { width: cellWidth - 8 }) +
              doc
                .font(REGULAR)
                .fontSize(8.5)
                .heightOfString(value, { width: cellWidth - 8 }),
          ),
        ) + 10;
      ensureSpace(height);
      const y = doc.y;
      row.forEach(([label, value], col) => {
        const x = MARGIN + col * (cellWidth + gap);
        doc.rect(x, y, cellWidth, height).lineWidth(0.5).strokeColor(LINE).stroke();
        doc
          .font("bold")
          .fontSize(7)
          .fillColor(GREY)
          .text(label, x + 4, y + 4, { width: cellWidth - 8 });
        doc
          .font(REGULAR)
          .fontSize(8.5)
          .fillColor("black")
          .text(value, x + 4, doc.y + 1, { width: cellWidth - 8 });
      });
      doc.y = y + height + 4;
    }
    doc.x = MARGIN;
  };
  type Column = { label: string; width: number; font?: "small" };
  const table = (columns: Column[], rows: string[][], size = 8) => {
    const drawHeader = () => {
      const y = doc.y;
      doc.rect(MARGIN, y, width, 15).fill("#eeeeee");
      let x = MARGIN;
      doc.font("bold").fontSize(7.5).fillColor("black");
      for (const column of columns) {
        doc.text(column.label, x + 3, y + 4, { width: column.width - 6, lineBreak: false, ellipsis: true });
        x += column.width;
      }
      doc.y = y + 17;
    };
    ensureSpace(40);
    drawHeader();
    for (const row of rows) {
      doc.font(REGULAR).fontSize(size);
      const height =
        Math.max(
          ...row.map((value, i) =>
            doc
              .fontSize(columns[i]!.font === "small" ? size - 2 : size)
              .heightOfString(value || " ", { width: columns[i]!.width - 6 }),
          ),
        ) + 6;
      if (doc.y + height > bottom()) {
        doc.addPage();
        drawHeader();
      }
      const y = doc.y;
      let x = MARGIN;
      row.forEach((value, i) => {
        doc
          .font(REGULAR)
          .fontSize(columns[i]!.font === "small" ? size - 2 : size)
          .fillColor("black")
          .text(value, x + 3, y + 3, { width: columns[i]!.width - 6 });
        x += columns[i]!.width;
      });
      doc.y = y + height;
      doc
        .moveTo(MARGIN, doc.y)
        .lineTo(MARGIN + width, doc.y)
        .lineWidth(0.3)
        .strokeColor(LINE)
        .stroke();
    }
    doc.x = MARGIN;
    doc.y += 6;
  };

  // ---- title block ----
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

  // ---- parties ----
  const consignee = td.isToOrder
    ? lines(
        "To order",
        envelope.blankEndorsed
          ? "Endorsed in blank: deliverable to the holder"
          : envelope.endorsee
            ? `Endorsed to ${platformParty(envelope.endorsee)}`
            : dcsaParty(parties.endorsee)
              ? `Endorsee: ${dcsaParty(parties.endorsee)}`
              : "Of the shipper (not yet endorsed)",
      )
    : dcsaParty(parties.consignee) || platformParty(envelope.consignee);
  const notify = asList(parties.notifyParties).map(dcsaParty).filter(Boolean).join("\n\n");
  heading("Parties");
  boxes([
    ["Shipper", dcsaParty(parties.shipper) || platformParty(envelope.shipper)],
    ["Consignee", consignee],
    ["Notify party", notify || "Same as consignee"],
    ["Carrier / issuer", lines(dcsaParty(parties.issuingParty) || platformParty(envelope.issuer))],
  ]);

  // ---- voyage and references ----
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
  const originals = Number(td.numberOfOriginalsWithCharges ?? 0) + Number(td.numberOfOriginalsWithoutCharges ?? 0);
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
      [
        "Number of originals",
        originals ? `${originals} (electronic: the holder of this eBL holds the original)` : "One electronic original",
      ],
    ],
    3,
  );

  // ---- goods ----
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

  if (td.termsAndConditions) {
    heading("Terms");
    doc.font(REGULAR).fontSize(7.5).fillColor("black").text(text(td.termsAndConditions), MARGIN, doc.y, { width });
    doc.y += 6;
  }

  // ---- the electronic part ----
  heading("Electronic bill of lading");
  boxes([
    ["Status", STATUS_LABELS[envelope.status] ?? envelope.status],
    [
      "Current holder",
      envelope.possessor
        ? platformParty(envelope.possessor)
        : envelope.status === "VOIDED" || envelope.status === "SURRENDERED_FOR_DELIVERY"
          ? "Nobody: the bill is accomplished"
          : "—",
    ],
  ]);
  // Full width, so a 64-digit checksum stays on one line (and can be compared at a glance).
  boxes(
    [
      [
        "Document checksum (SHA-256 of the RFC 8785 form of the transport document)",
        envelope.documentChecksum ?? "Not issued",
      ],
      ["Last entry checksum (SHA-256 of the last signed entry)", envelope.lastEntryChecksum ?? "—"],
    ],
    1,
  );

  heading(`Chain of custody (${entries.length} signed ${entries.length === 1 ? "entry" : "entries"})`);
  table(
    [
      { label: "#", width: 22 },
      { label: "Action", width: 78 },
      { label: "From → to", width: 130 },
      { label: "Time (UTC)", width: 56 },
      { label: "Entry checksum (SHA-256 of the signed entry)", width: width - 286, font: "small" },
    ],
    entries.map((entry) => [
      String(entry.sequence),
      ACTION_LABELS[entry.actionCode] ?? entry.actionCode,
      [platformParty(entry.actor), entry.recipient ? `→ ${platformParty(entry.recipient)}` : ""]
        .filter(Boolean)
        .join("\n"),
      utc(entry.actionDateTime).replace(" UTC", ""),
      entry.checksum,
    ]),
  );

  // ---- verification ----
  const verifyUrl = new URL("/verify", siteUrl()).toString();
  heading("Verification");
  doc.font(REGULAR).fontSize(8.5).fillColor("black");
  if (verification) {
    const failed = verification.checks.filter((check) => !check.ok);
    doc
      .font("bold")
      .fillColor(verification.valid ? "#1b7f3b" : "#b00020")
      .text(
        verification.valid
          ? "Verified when printed: every signature, link, checksum and rule checks out."
          : `NOT VALID when printed: ${failed.map((check) => `${check.label} (${check.detail ?? "failed"})`).join("; ")}`,
        MARGIN,
        doc.y,
        { width },
      );
    doc.font(REGULAR).fillColor("black");
  }
  doc.text(
    `This print-out is not the bill: title passes only through the signed chain. To verify it, export the bill's bundle (JSON) and open ${verifyUrl}, or run "npx exportly-verify bundle.json" offline. ` +
      `The platform's signing keys are published at ${new URL("/.well-known/jwks.json", siteUrl()).toString()}.`,
    MARGIN,
    doc.y + 2,
    { width },
  );

  // ---- footer and page numbers ----
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    doc.page.margins.bottom = 0;
    const y = doc.page.height - MARGIN - 12;
    doc
      .moveTo(MARGIN, y - 4)
      .lineTo(MARGIN + width, y - 4)
      .lineWidth(0.5)
      .strokeColor(LINE)
      .stroke();
    doc.font(REGULAR).fontSize(7).fillColor(GREY);
    doc.text(`eBL ${reference} · document SHA-256 ${envelope.documentChecksum ?? "—"}`, MARGIN, y, {
      width: width - 80,
      lineBreak: false,
      ellipsis: true,
    });
    doc.text(`Page ${i - range.start + 1} of ${range.count}`, MARGIN + width - 80, y, {
      width: 80,
      align: "right",
      lineBreak: false,
    });
  }
  doc.end();
  return finished;
}
