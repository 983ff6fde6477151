import type { BillPage } from "./layout";
import { asList, dcsaParty, lines, platformParty, type PrintedBill } from "./values";

/** Shipper, consignee (or to whose order), notify party and carrier, in a grid of boxes. */
export function paintParties({ heading, boxes }: BillPage, { envelope, td, parties }: PrintedBill): void {
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
}
