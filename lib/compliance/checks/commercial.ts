import { compareDecimal, isDecimalString, toUnits } from "@/lib/money/decimal";
import { validateGstin } from "@/lib/identifiers/gstin";
import { currencyMinorDigits } from "@/lib/reference/currencies";
import type { CheckInput, DocView } from "./input";
import { docsWith, finding, groupBy, describeGroups, list, obj, str, type Finding } from "./util";

/**
 * Money, dates, insurance and identifiers: the insurance cover against the invoice (UCP 600 art.
 * 28), one currency across invoice and draft, the draft equal to the invoice, the invoice dated
 * before shipment, and the Indian and EU identifiers (IEC = PAN in the GSTIN; EORI for an EU
 * consignee).
 */

/** The invoice the checks measure against: the commercial invoice, else the proforma. */
export function invoiceOf(input: CheckInput): DocView | undefined {
  return (
    input.documents.find((d) => d.name === "commercial_invoice") ??
    input.documents.find((d) => d.name === "proforma_invoice")
  );
}

/**
 * The date of shipment: the eBL's shipped-on-board date (the date of issue for a received-for-
 * shipment bill), else the departure date the documents show.
 */
export function shipmentDateOf(input: CheckInput): { date: string; source: string; path: string } | undefined {
  const doc = input.ebl?.document;
  const onBoard = str(doc?.shippedOnBoardDate) ?? str(doc?.issueDate);
  if (onBoard && /^\d{4}-\d{2}-\d{2}/.test(onBoard))
    return { date: onBoard.slice(0, 10), source: "ebl", path: "shippedOnBoardDate" };
  for (const name of ["bill_of_lading_instructions", "commercial_invoice", "packing_list"]) {
    const d = input.documents.find((x) => x.name === name);
    const date = str(d?.data.departureDate);
    if (d && date) return { date, source: d.name, path: "departureDate" };
  }
  const any = input.documents.find((d) => str(d.data.departureDate));
  return any ? { date: str(any.data.departureDate)!, source: any.name, path: "departureDate" } : undefined;
}

const EU = new Set("AT BE BG HR CY CZ DK EE FI FR DE GR IE IT LV LT LU MT NL PL PT RO SK SI ES SE".split(" "));
/** EORI: the member state's code and up to 15 letters or digits (XI for Northern Ireland). */
const EORI = /^(?:[A-Z]{2})[A-Z0-9]{1,15}$/;

function insuranceChecks(input: CheckInput): Finding[] {
  const out: Finding[] = [];
  const insurance = input.documents.find((d) => d.name === "insurance_certificate");
  if (!insurance) return out;
  const invoice = invoiceOf(input);
  const insuredValue = str(insurance.data.insuredValue);
  const currency = str(insurance.data.currency);
  // Against the invoice: the invoice against the credit is lc.currency_mismatch (art. 18(a)(iii)).
  const expected = invoice ? str(invoice.data.currency) : undefined;
  if (currency && expected && currency !== expected) {
    const against = invoice!.name;
    out.push(
      finding(
        "insurance.currency_mismatch",
        `The insurance is in ${currency}; the ${list([against])} is in ${expected}.`,
        {
          documents: [insurance.name, against],
          fields: [
            { document: insurance.name, path: "currency" },
            { document: against, path: "currency" },
          ],
          suggestion: `Ask the insurer for cover in ${expected}.`,
        },
      ),
    );
  }
  const total = invoice?.totals.total;
  const invoiceCurrency = invoice ? str(invoice.data.currency) : undefined;
  const digits = invoiceCurrency ? currencyMinorDigits(invoiceCurrency) : undefined;
  if (
    insuredValue &&
    total &&
    digits !== undefined &&
    currency === invoiceCurrency &&
    isDecimalString(insuredValue, digits) &&
    toUnits(insuredValue, digits) * 10n < toUnits(total, digits) * 11n
  ) {
    out.push(
      finding(
        "insurance.under_110_percent",
        `Insured value ${insuredValue} ${currency} is under 110 % of the invoice value ${total} ${currency} (minimum ${invoice!.totals.suggestedInsuredValue} ${currency}).`,
        {
          documents: [insurance.name, invoice!.name],
          fields: [{ document: insurance.name, path: "insuredValue" }],
          suggestion: `Insure at least ${invoice!.totals.suggestedInsuredValue} ${currency}.`,
        },
      ),
    );
  }
  const issued = str(insurance.data.dateOfIssue);
  const shipped = shipmentDateOf(input);
  if (issued && shipped && issued > shipped.date) {
    out.push(
      finding(
        "insurance.dated_after_shipment",
        `The insurance certificate is dated ${issued}, after the date of shipment ${shipped.date}.`,
        {
          documents: [insurance.name, shipped.source],
          fields: [
            { document: insurance.name, path: "dateOfIssue" },
            { document: shipped.source, path: shipped.path },
          ],
          suggestion:
            "Date the cover on or before shipment, or have it state that cover is effective from the date of shipment.",
        },
      ),
    );
  }
  return out;
}

function amountChecks(input: CheckInput): Finding[] {
  const out: Finding[] = [];
  const invoice = invoiceOf(input);
  // Insurance has its own currency check (art. 28(f)(i)).
  const items = docsWith(input.documents, "currency")
    .filter((d) => d.name !== "insurance_certificate")
    .map((doc) => ({ doc, value: str(doc.data.currency) }))
    .filter((i): i is { doc: DocView; value: string } => !!i.value);
  const groups = groupBy(items, (v) => v);
  if (groups.length > 1) {
    out.push(
      finding(
        "amount.currency_mismatch",
        `The documents are in different currencies: ${describeGroups(groups, (v: string) => v)}.`,
        {
          documents: items.map((i) => i.doc.name),
          fields: items.map((i) => ({ document: i.doc.name, path: "currency" })),
          suggestion: "Use one currency on the invoice, the draft and the other documents.",
        },
      ),
    );
  }
  const currency = invoice ? str(invoice.data.currency) : undefined;
  if (currency) {
    const foreign = input.payments.filter((p) => p.currency !== currency);
    if (foreign.length) {
      out.push(
        finding(
          "amount.currency_mismatch",
          `${foreign.length} payment${foreign.length === 1 ? " is" : "s are"} in ${[...new Set(foreign.map((p) => p.currency))].join(", ")}, not the invoice's ${currency}: the balance cannot count ${foreign.length === 1 ? "it" : "them"}.`,
          {
            documents: ["payments", invoice!.name],
            fields: [],
            severity: "warning",
            suggestion: "Check the payment's currency.",
          },
        ),
      );
    }
  }
  const draft = input.documents.find((d) => d.name === "bill_of_exchange");
  const draftAmount = draft ? str(draft.data.amount) : undefined;
  const total = invoice?.name === "commercial_invoice" ? invoice.totals.total : undefined;
  if (draft && draftAmount && total && isDecimalString(draftAmount) && compareDecimal(draftAmount, total) !== 0) {
    out.push(
      finding(
        "amount.draft_differs_from_invoice",
        `The bill of exchange is drawn for ${draftAmount}; the commercial invoice totals ${total}.`,
        {
          documents: [draft.name, invoice!.name],
          fields: [{ document: draft.name, path: "amount" }],
          suggestion: `Draw the bill for ${total}, the invoice total.`,
        },
      ),
    );
  }
  return out;
}

function dateChecks(input: CheckInput): Finding[] {
  const invoice = input.documents.find((d) => d.name === "commercial_invoice");
  const date = invoice ? str(invoice.data.invoiceDate) : undefined;
  const shipped = shipmentDateOf(input);
  if (!invoice || !date || !shipped || date <= shipped.date) return [];
  return [
    finding(
      "dates.invoice_after_shipment",
      `The commercial invoice is dated ${date}, after the date of shipment ${shipped.date}.`,
      {
        documents: [invoice.name, shipped.source],
        fields: [
          { document: invoice.name, path: "invoiceDate" },
          { document: shipped.source, path: shipped.path },
        ],
        suggestion: "Date the invoice on or before shipment.",
      },
    ),
  ];
}

/** A tax id that looks like a GSTIN: 15 characters starting with the two-digit state code. */
const looksLikeGstin = (v: string) => /^\d{2}[A-Z0-9]{13}$/.test(v);

function identifierChecks(input: CheckInput): Finding[] {
  const out: Finding[] = [];
  const invalid: { document: string; path: string; value: string }[] = [];
  let gstinPan: { pan: string; document: string; path: string } | undefined;
  for (const doc of input.documents) {
    const exporter = obj(doc.data.exporter);
    const taxId = str(exporter?.taxId)?.toUpperCase().replace(/\s/g, "");
    if (taxId && looksLikeGstin(taxId) && (str(exporter?.country) ?? "IN") === "IN") {
      const result = validateGstin(taxId);
      if (!result.ok) invalid.push({ document: doc.name, path: "exporter.taxId", value: taxId });
      else gstinPan ??= { pan: result.pan, document: doc.name, path: "exporter.taxId" };
    }
    const gstin = str(doc.data.gstin)?.toUpperCase();
    if (gstin) {
      const result = validateGstin(gstin);
      if (!result.ok) invalid.push({ document: doc.name, path: "gstin", value: gstin });
      else gstinPan = { pan: result.pan, document: doc.name, path: "gstin" };
    }
  }
  if (invalid.length) {
    const values = [...new Set(invalid.map((i) => i.value))];
    out.push(
      finding("identifiers.gstin_invalid", `GSTIN ${values.join(", ")} is not valid (format or check character).`, {
        documents: invalid.map((i) => i.document),
        fields: invalid.map(({ document, path }) => ({ document, path })),
        suggestion: "Copy the GSTIN from the GST registration certificate.",
      }),
    );
  }
  const bill = input.documents.find((d) => d.name === "shipping_bill");
  const iec = bill ? str(bill.data.iec)?.toUpperCase() : undefined;
  if (bill && iec && gstinPan && iec !== gstinPan.pan) {
    out.push(
      finding(
        "identifiers.iec_pan_mismatch",
        `The IEC ${iec} is not the PAN ${gstinPan.pan} in the exporter's GSTIN.`,
        {
          documents: [bill.name, gstinPan.document],
          fields: [
            { document: bill.name, path: "iec" },
            { document: gstinPan.document, path: gstinPan.path },
          ],
          suggestion: "The IEC equals the exporter's PAN: check both.",
        },
      ),
    );
  }
  const missing = input.documents.filter((d) => {
    const consignee = obj(d.data.consignee);
    const country = str(consignee?.country);
    if (!consignee || !country || !EU.has(country)) return false;
    const taxId = str(consignee.taxId)?.toUpperCase().replace(/\s/g, "");
    return !taxId || !EORI.test(taxId) || !(EU.has(taxId.slice(0, 2)) || taxId.startsWith("XI"));
  });
  if (missing.length) {
    const country = str(obj(missing[0]!.data.consignee)?.country);
    out.push(
      finding(
        "identifiers.eori_missing",
        `The consignee is in the EU (${country}) but no EORI number is given as its tax id.`,
        {
          documents: missing.map((d) => d.name),
          fields: missing.map((d) => ({ document: d.name, path: "consignee.taxId" })),
          suggestion:
            "Ask the buyer for its EORI number (e.g. DE123456789012345) and enter it as the consignee's tax id.",
        },
      ),
    );
  }
  return out;
}

export function commercialChecks(input: CheckInput): Finding[] {
  return [...insuranceChecks(input), ...amountChecks(input), ...dateChecks(input), ...identifierChecks(input)];
}
