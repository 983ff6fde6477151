import "server-only";
import { openA4Pdf } from "@/lib/pdf/open-pdf";
import { paintChainOfCustody, paintElectronicState } from "./bill-pdf/custody";
import { paintContainers, paintGoods, paintTerms } from "./bill-pdf/goods";
import { billPage, MARGIN } from "./bill-pdf/layout";
import { paintParties } from "./bill-pdf/parties";
import { paintTitle } from "./bill-pdf/title";
import { paintFooters, paintVerification } from "./bill-pdf/verification";
import { asRecord, platformParty, text, type PrintedBill } from "./bill-pdf/values";
import { paintVoyage } from "./bill-pdf/voyage";
import type { EntryDto, EnvelopeDto, VerificationReport } from "./contract";

/**
 * An eBL printed like a paper bill of lading: the carrier's particulars (reference, parties,
 * vessel and voyage, ports, place and date of issue, goods, containers and seals, weights,
 * originals, terms), then what only the electronic bill has: who holds it now, its status, and
 * the chain of custody with each signed entry's checksum, the document checksum and how to verify
 * it all at /verify. A print-out is for reading; title passes only through the chain.
 */
export type RenderBillInput = { envelope: EnvelopeDto; entries: EntryDto[]; verification?: VerificationReport };

export async function renderBillPdf({ envelope, entries, verification }: RenderBillInput): Promise<Buffer> {
  const td = envelope.transportDocument;
  const parties = asRecord(td.documentParties);
  const bill: PrintedBill = {
    envelope,
    entries,
    verification,
    td,
    parties,
    transports: asRecord(td.transports),
    reference: text(td.transportDocumentReference) || envelope.id,
    isWaybill: td.transportDocumentTypeCode === "SWB",
  };

  const { doc, bytes: finished } = openA4Pdf({
    margin: MARGIN,
    title: `${bill.isWaybill ? "Sea waybill" : "Bill of lading"} ${bill.reference}`,
    author: text(asRecord(parties.issuingParty).partyName) || platformParty(envelope.issuer),
    subject: "Electronic bill of lading (print-out)",
    // The bill's own last change: printing it twice gives the same file.
    creationDate: new Date(envelope.updatedAt),
  });

  // Drawn top to bottom in this order: each painter continues at doc.y where the previous one stopped.
  const page = billPage(doc);
  paintTitle(page, bill);
  paintParties(page, bill);
  paintVoyage(page, bill);
  paintGoods(page, bill);
  paintContainers(page, bill);
  paintTerms(page, bill);
  paintElectronicState(page, bill);
  paintChainOfCustody(page, bill);
  paintVerification(page, bill);
  paintFooters(page, bill);
  doc.end();
  return finished;
}
