import type { BillPage } from "./layout";
import { ACTION_LABELS, platformParty, STATUS_LABELS, utc, type PrintedBill } from "./values";

/** What only the electronic bill has: its status, who holds it, and the document and last-entry checksums. */
export function paintElectronicState({ heading, boxes }: BillPage, { envelope }: PrintedBill): void {
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
}

/** Every signed entry of the chain, in order, with its checksum; the header repeats on each page. */
export function paintChainOfCustody({ width, heading, table }: BillPage, { entries }: PrintedBill): void {
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
}
