import { stemmer } from "stemmer";
import { isDecimalString, toUnits } from "@/lib/money/decimal";
import { currencyMinorDigits } from "@/lib/reference/currencies";
import { findLocode } from "@/lib/reference/unlocode";
import { countryName } from "@/lib/reference/countries";
import { INCOTERMS, type TemplateKey } from "@/lib/templates/descriptors";
import { LC_DOCUMENT_TITLES, type LcDocumentKey } from "@/lib/letters-of-credit/document-keys";
import { addDays, calendarCountry, nextBankingDay } from "./banking-days";
import { invoiceOf, shipmentDateOf } from "./commercial";
import { containerised } from "./documents";
import type { CheckInput, DocView } from "./input";
import { arr, finding, linesOf, norm, obj, sameParty, str, type Finding } from "./util";

/**
 * The presentation against the letter of credit (UCP 600): amount and currency (art. 18, 30),
 * dates (art. 6(d), 14(c), 29), ports (art. 20), the goods description (art. 18(c)), the parties
 * (art. 18(a)), partial shipment and transhipment (art. 20(c), 31) and the documents 46A asks for
 * (art. 14(a)). Only runs when the shipment has a letter of credit.
 */

const LC = "letter_of_credit";

/** The template that produces a 46A document in Exportly, when there is one. */
const TEMPLATE_OF: Partial<Record<LcDocumentKey, TemplateKey>> = {
  commercial_invoice: "commercial_invoice",
  proforma_invoice: "proforma_invoice",
  packing_list: "packing_list",
  certificate_of_origin: "certificate_of_origin",
  shipping_bill: "shipping_bill",
  insurance_certificate: "insurance_certificate",
  bill_of_exchange: "bill_of_exchange",
};
const TRANSPORT_DOCUMENTS = new Set<LcDocumentKey>(["bill_of_lading", "sea_waybill"]);

/** LC boilerplate and trade words that say nothing about what the goods are. */
const NOT_GOODS = new Set(
  [
    "AS",
    "PER",
    "PROFORMA",
    "PRO",
    "FORMA",
    "INVOICE",
    "NO",
    "NUMBER",
    "DATED",
    "DATE",
    "ORDER",
    "PURCHASE",
    "CONTRACT",
    "SALES",
    "TERMS",
    "TERM",
    "DELIVERY",
    "INCOTERMS",
    "INCOTERM",
    "ICC",
    "AND",
    "OR",
    "OF",
    "THE",
    "FOR",
    "WITH",
    "IN",
    "TO",
    "AT",
    "ON",
    "BY",
    "ABOUT",
    "APPROXIMATELY",
    "APPROX",
    "TOTAL",
    "QUANTITY",
    "QTY",
    "UNIT",
    "PRICE",
    "VALUE",
    "AMOUNT",
    "PCT",
    "PERCENT",
    "PCS",
    "PIECES",
    "KGS",
    "KG",
    "MT",
    "MTS",
    "TONS",
    "USD",
    "EUR",
    "GBP",
    "INR",
    "AED",
    "GOODS",
    "SHIPMENT",
    "PORT",
    "ANY",
    "INDIA",
    "ORIGIN",
    "INDIAN",
    ...INCOTERMS.map((i) => i.rule),
    "2020",
    "2010",
  ].map((w) => w),
);

const stems = (text: string): Set<string> =>
  new Set(
    norm(text)
      .split(" ")
      .filter((w) => w.length >= 3 && /[A-Z]/.test(w) && !/\d/.test(w) && !NOT_GOODS.has(w))
      .map((w) => stemmer(w.toLowerCase())),
  );

/** Words of 45A that no goods line of the invoice shows (places of the shipment excluded). */
export function goodsWordsMissing(lcGoods: string, invoice: DocView): string[] {
  const places = stems(
    ["portOfLoading", "portOfDischarge", "placeOfDelivery"]
      .map((k) => str(obj(invoice.data[k])?.name) ?? "")
      .concat(str(obj(invoice.data.incoterm)?.place) ?? "")
      .join(" "),
  );
  const invoiceWords = stems(
    linesOf(invoice)
      .map((l) => str(l.description) ?? "")
      .join(" "),
  );
  return [...stems(lcGoods)].filter((w) => !invoiceWords.has(w) && !places.has(w));
}

/**
 * A credit's port field (free text: "NHAVA SHEVA, INDIA", "INNSA", "ANY PORT IN INDIA") names
 * the documents' port: its UN/LOCODE, its name, or "any port" of its country.
 */
export function portMatches(lcText: string, location: Record<string, unknown>): boolean {
  const code = str(location.code)?.toUpperCase();
  const text = ` ${norm(lcText)} `;
  if (code && text.includes(` ${code} `)) return true;
  const names = [str(location.name), code ? findLocode(code)?.name : undefined].filter((n): n is string => !!n);
  if (names.some((n) => norm(n) && text.includes(` ${norm(n)} `))) return true;
  // "NHAVA SHEVA, INDIA" names "Jawaharlal Nehru (Nhava Sheva)": every word of the credit's text,
  // once the country and filler words are left out, is a word of the port's name.
  const country = code ? countryName(code.slice(0, 2)) : undefined;
  const filler = new Set([
    "PORT",
    "OF",
    "SEAPORT",
    "AIRPORT",
    "IN",
    ...(country ? norm(country).split(" ") : []),
    code?.slice(0, 2),
  ]);
  const words = norm(lcText)
    .split(" ")
    .filter((w) => w && !filler.has(w));
  if (
    words.length &&
    !words.includes("ANY") &&
    names.some((n) => {
      const own = new Set(norm(n).split(" "));
      return words.every((w) => own.has(w));
    })
  )
    return true;
  // "ANY PORT IN INDIA": by the country's name (its code "IN" is also a word of the sentence).
  if (/\bANY\b/.test(text) && country && text.includes(` ${norm(country)} `)) return true;
  return false;
}

/** A party field of MT700 (50, 59): its name is the first line that is not an account ("/123…"). */
const partyName = (text: string | null) =>
  text
    ?.split("\n")
    .map((l) => l.trim())
    .find((l) => l && !l.startsWith("/"));

function minor(amount: string | null | undefined, currency: string): bigint | undefined {
  const digits = currencyMinorDigits(currency);
  return amount && digits !== undefined && isDecimalString(amount, digits) ? toUnits(amount, digits) : undefined;
}

/** Units of 45A → the unit the goods lines use; `counted` goods get no art. 30(b) tolerance. */
const UNITS: [RegExp, string, boolean][] = [
  [/^(KGS?|KILOS?|KILOGRAMS?)$/, "KG", false],
  [/^(MT|MTS|METRIC TONS?|TONNES?|TONS?)$/, "MT", false],
  [/^(LTRS?|LITRES?|LITERS?)$/, "LTR", false],
  [/^(MTRS?|METRES?|METERS?)$/, "MTR", false],
  [/^(PCS|PIECES?|NOS|UNITS?)$/, "PCS", true],
  [/^(SETS?)$/, "SET", true],
  [/^(PAIRS?)$/, "PAIR", true],
];
const QUANTITY =
  /\b(ABOUT|APPROXIMATELY|APPROX|CIRCA)?\s*(\d[\d,]*(?:\.\d+)?)\s*(KGS?|KILOS?|KILOGRAMS?|MTS?|METRIC TONS?|TONNES?|TONS?|LTRS?|LITRES?|LITERS?|MTRS?|METRES?|METERS?|PCS|PIECES?|NOS|UNITS?|SETS?|PAIRS?)\b/;

/**
 * The quantity 45A states (e.g. "ABOUT 5,000 KGS") against the invoice's lines in that unit:
 * "about" allows ±10 % (art. 30(a)); goods not counted in units ±5 % (art. 30(b)); counted goods
 * exactly. Quantities compared in thousandths (three decimals, as the goods lines hold them).
 */
function quantityAgainstCredit(goods: string, invoice: DocView): Finding[] {
  const match = QUANTITY.exec(goods.toUpperCase());
  if (!match) return [];
  const unitWord = match[3]!;
  const unit = UNITS.find(([re]) => re.test(unitWord));
  if (!unit) return [];
  const [, code, counted] = unit;
  const stated = match[2]!.replace(/,/g, "");
  if (!isDecimalString(stated, 3)) return [];
  const wanted = toUnits(stated, 3);
  let shipped = 0n;
  let any = false;
  for (const line of linesOf(invoice)) {
    const lineUnit = str(line.unit)?.toUpperCase();
    const q = str(line.quantity);
    const same = lineUnit && UNITS.find(([re]) => re.test(lineUnit))?.[1] === code;
    if (same && q && isDecimalString(q, 3)) {
      shipped += toUnits(q, 3);
      any = true;
    }
  }
  if (!any) return [];
  const percent = match[1] ? 10n : counted ? 0n : 5n;
  const diff = shipped > wanted ? shipped - wanted : wanted - shipped;
  if (diff * 100n <= wanted * percent) return [];
  return [
    finding(
      "goods.quantity_mismatch",
      `The credit states ${match[0].trim()}; the invoice's lines in ${code} add up to ${(Number(shipped) / 1000).toString()} ${code}${percent ? `, outside the ±${percent} % art. 30 allows` : ""}.`,
      {
        documents: [invoice.name, LC],
        fields: [
          { document: invoice.name, path: "lineItems.0.quantity" },
          { document: LC, path: "goodsDescription" },
        ],
        suggestion: "Ship the quantity the credit states (within its tolerance), or ask for an amendment.",
      },
    ),
  ];
}

export function lcChecks(input: CheckInput): Finding[] {
  const lc = input.letterOfCredit;
  if (!lc) return [];
  const out: Finding[] = [];
  const invoice = invoiceOf(input);
  const commercial = invoice?.name === "commercial_invoice" ? invoice : undefined;

  // Currency (art. 18(a)(iii)): the invoice and the draft.
  const inOtherCurrency = input.documents.filter(
    (d) =>
      (d.name === "commercial_invoice" || d.name === "bill_of_exchange") &&
      str(d.data.currency) &&
      str(d.data.currency) !== lc.currency,
  );
  if (inOtherCurrency.length) {
    out.push(
      finding(
        "lc.currency_mismatch",
        `The credit is in ${lc.currency}; the ${inOtherCurrency.map((d) => `${d.name.replace(/_/g, " ")} is in ${str(d.data.currency)}`).join(", the ")}.`,
        {
          documents: [LC, ...inOtherCurrency.map((d) => d.name)],
          fields: inOtherCurrency.map((d) => ({ document: d.name, path: "currency" })),
          suggestion: `Make out the invoice and the draft in ${lc.currency}.`,
        },
      ),
    );
  }

  // Amount (art. 18(b), 30(a)): the invoice total within the credit plus its tolerance.
  const lcAmount = minor(lc.amount, lc.currency);
  const total =
    commercial && str(commercial.data.currency) === lc.currency
      ? minor(commercial.totals.total, lc.currency)
      : undefined;
  if (lcAmount !== undefined && total !== undefined) {
    const plus = BigInt(lc.tolerancePlusPercent ?? 0);
    if (total * 100n > lcAmount * (100n + plus)) {
      out.push(
        finding(
          "lc.amount_exceeded",
          `The invoice totals ${commercial!.totals.total} ${lc.currency}, over the credit's ${lc.amount} ${lc.currency}${plus ? ` plus ${plus} %` : ""}.`,
          {
            documents: [commercial!.name, LC],
            fields: [
              { document: commercial!.name, path: "lineItems" },
              { document: LC, path: "amount" },
            ],
            suggestion:
              "Reduce the invoice to the credit amount, or ask the buyer for an amendment raising the credit.",
          },
        ),
      );
    }
    // Partial shipment (art. 31, 30(c)): drawing less than the credit less its tolerance (5 % without 39A).
    const minus = BigInt(lc.toleranceMinusPercent ?? 5);
    if (lc.partialShipments === "not_allowed" && total * 100n < lcAmount * (100n - minus)) {
      out.push(
        finding(
          "lc.partial_shipment_not_allowed",
          `The credit does not allow partial shipments, but the invoice (${commercial!.totals.total} ${lc.currency}) draws less than the credit (${lc.amount} ${lc.currency}) less ${minus} %: the bank may read it as a partial shipment.`,
          {
            documents: [commercial!.name, LC],
            fields: [
              { document: commercial!.name, path: "lineItems" },
              { document: LC, path: "partialShipments" },
            ],
            suggestion: "Ship the full quantity in one shipment, or ask for an amendment allowing partial shipments.",
          },
        ),
      );
    }
  }

  // Dates (art. 6(d), 14(c), 29).
  const exporterCountry = str(obj(invoice?.data.exporter)?.country);
  const country = calendarCountry(lc.expiryPlace, exporterCountry);
  const expiry = nextBankingDay(lc.expiryDate, country);
  const shipped = shipmentDateOf(input);
  if (shipped && lc.latestShipmentDate && shipped.date > lc.latestShipmentDate) {
    out.push(
      finding(
        "lc.late_shipment",
        `Shipped on ${shipped.date}, after the latest date of shipment ${lc.latestShipmentDate} (44C).`,
        {
          documents: [shipped.source, LC],
          fields: [
            { document: shipped.source, path: shipped.path },
            { document: LC, path: "latestShipmentDate" },
          ],
          suggestion: "Ask the buyer for an amendment extending the latest shipment date before presenting.",
        },
      ),
    );
  }
  if (input.today > expiry) {
    out.push(
      finding(
        "lc.expired",
        `The credit expired on ${lc.expiryDate}${expiry !== lc.expiryDate ? ` (extended to the banking day ${expiry}, ${country} calendar)` : ""}.`,
        {
          documents: [LC],
          fields: [{ document: LC, path: "expiryDate" }],
          suggestion: "Ask the buyer for an amendment extending the expiry, or agree another way of payment.",
        },
      ),
    );
  } else if (shipped) {
    const byPeriod = addDays(shipped.date, lc.presentationPeriodDays);
    const last = nextBankingDay(byPeriod < lc.expiryDate ? byPeriod : lc.expiryDate, country);
    if (input.today > last) {
      out.push(
        finding(
          "lc.late_presentation",
          `The last day for presentation was ${last}: ${lc.presentationPeriodDays} days after shipment on ${shipped.date}${byPeriod >= lc.expiryDate ? ", capped at expiry" : ""} (banking days: ${country} calendar).`,
          {
            documents: [shipped.source, LC],
            fields: [
              { document: shipped.source, path: shipped.path },
              { document: LC, path: "presentationPeriodDays" },
            ],
            suggestion: "Stale documents: ask the applicant to accept them (a waiver) or present on collection terms.",
          },
        ),
      );
    }
  }

  // Ports (art. 20(a)(iii)).
  const portDoc =
    input.documents.find((d) => d.name === "bill_of_lading_instructions") ??
    input.documents.find((d) => d.name === "commercial_invoice") ??
    input.documents.find((d) => obj(d.data.portOfLoading));
  for (const [key, lcKey, checkId, label] of [
    ["portOfLoading", "portOfLoading", "lc.port_of_loading_mismatch", "port of loading"],
    ["portOfDischarge", "portOfDischarge", "lc.port_of_discharge_mismatch", "port of discharge"],
  ] as const) {
    const lcText = lc[lcKey];
    const location = portDoc ? obj(portDoc.data[key]) : undefined;
    if (lcText && location && !portMatches(lcText, location)) {
      out.push(
        finding(
          checkId,
          `The credit's ${label} is "${lcText}"; the ${portDoc!.name.replace(/_/g, " ")} shows ${str(location.name) ?? ""} (${str(location.code)}).`,
          {
            documents: [portDoc!.name, LC],
            fields: [
              { document: portDoc!.name, path: key },
              { document: LC, path: lcKey },
            ],
            suggestion: `Ship from the ${label} the credit names, or ask for an amendment.`,
          },
        ),
      );
    }
  }

  // Goods description (art. 18(c)).
  if (lc.goodsDescription && commercial && linesOf(commercial).length) {
    const missing = goodsWordsMissing(lc.goodsDescription, commercial);
    if (missing.length) {
      out.push(
        finding(
          "lc.goods_description_mismatch",
          `The invoice's goods do not correspond with the credit's description (45A): no line says ${missing
            .slice(0, 5)
            .map((w) => `"${w}"`)
            .join(", ")}.`,
          {
            documents: [commercial.name, LC],
            fields: [
              { document: commercial.name, path: "lineItems.0.description" },
              { document: LC, path: "goodsDescription" },
            ],
            suggestion:
              "Describe the goods on the invoice in the credit's words (more detail may be added, nothing contradicting).",
          },
        ),
      );
    }
  }

  // Quantity against 45A (art. 30(a)-(b)).
  if (lc.goodsDescription && commercial) out.push(...quantityAgainstCredit(lc.goodsDescription, commercial));

  // Parties (art. 18(a)).
  if (commercial) {
    const beneficiary = partyName(lc.beneficiary);
    const exporter = obj(commercial.data.exporter);
    const names = [str(exporter?.company), str(exporter?.name)].filter((n): n is string => !!n);
    if (beneficiary && names.length && !names.some((n) => sameParty(n, beneficiary))) {
      out.push(
        finding(
          "lc.beneficiary_mismatch",
          `The credit's beneficiary is ${beneficiary}; the invoice is issued by ${names[0]}.`,
          {
            documents: [commercial.name, LC],
            fields: [
              { document: commercial.name, path: "exporter.name" },
              { document: LC, path: "beneficiary" },
            ],
            suggestion: "The invoice must be issued by the beneficiary named in the credit.",
          },
        ),
      );
    }
    const applicant = partyName(lc.applicant);
    const buyerKey = obj(commercial.data.buyer) && str(obj(commercial.data.buyer)?.name) ? "buyer" : "consignee";
    const buyer = obj(commercial.data[buyerKey]);
    const buyerNames = [str(buyer?.company), str(buyer?.name)].filter((n): n is string => !!n);
    if (applicant && buyerNames.length && !buyerNames.some((n) => sameParty(n, applicant))) {
      out.push(
        finding(
          "lc.applicant_mismatch",
          `The credit's applicant is ${applicant}; the invoice is made out to ${buyerNames[0]}.`,
          {
            documents: [commercial.name, LC],
            fields: [
              { document: commercial.name, path: `${buyerKey}.name` },
              { document: LC, path: "applicant" },
            ],
            suggestion: "Make out the invoice in the name of the applicant.",
          },
        ),
      );
    }
  }

  // Transhipment (art. 20(c)).
  if (lc.transhipment === "not_allowed") {
    const voyages = arr(obj(input.ebl?.document.transports)?.vesselVoyages).length;
    const instructions = input.documents.find((d) => d.name === "bill_of_lading_instructions");
    const said = str(instructions?.data.specialInstructions);
    const mentions = said && /TRANS+HIP/i.test(said) && !/\bNO\s+TRANS+HIP/i.test(said);
    if (voyages > 1 || mentions) {
      const inContainers = containerised(input);
      out.push(
        finding(
          "lc.transhipment_not_allowed",
          `The credit does not allow transhipment, but ${voyages > 1 ? `the eBL shows ${voyages} vessel voyages` : "the bill of lading instructions mention transhipment"}${inContainers ? "; as the goods are in containers, a bank may still accept it (art. 20(c)(ii))" : ""}.`,
          {
            severity: inContainers ? "warning" : "error",
            documents: [voyages > 1 ? "ebl" : "bill_of_lading_instructions", LC],
            fields: [
              voyages > 1
                ? { document: "ebl", path: "transports.vesselVoyages" }
                : { document: "bill_of_lading_instructions", path: "specialInstructions" },
              { document: LC, path: "transhipment" },
            ],
            suggestion: "Book a direct sailing, or ask for an amendment allowing transhipment.",
          },
        ),
      );
    }
  }

  // Documents required (art. 14(a), 46A).
  const present = new Set(input.documents.map((d) => d.name));
  for (const key of lc.documentsRequired) {
    const template = TEMPLATE_OF[key];
    const name = LC_DOCUMENT_TITLES[key];
    if (template) {
      if (!present.has(template))
        out.push(
          finding("lc.document_missing", `The credit requires a ${name.toLowerCase()}; the shipment has none.`, {
            documents: [LC],
            fields: [{ document: LC, path: "documentsRequired" }],
            suggestion: `Add the ${name.toLowerCase()} to the shipment and fill it in.`,
          }),
        );
    } else if (TRANSPORT_DOCUMENTS.has(key)) {
      if (!input.ebl && !present.has("bill_of_lading_instructions"))
        out.push(
          finding(
            "lc.document_missing",
            `The credit requires a ${name.toLowerCase()}; the shipment has neither an eBL nor bill of lading instructions.`,
            {
              documents: [LC],
              fields: [{ document: LC, path: "documentsRequired" }],
              suggestion: "Add bill of lading instructions (or an eBL) to the shipment.",
            },
          ),
        );
    } else {
      out.push(
        finding(
          "lc.document_missing",
          `The credit requires a ${name.toLowerCase()}, which Exportly does not produce: make sure it is in the presentation.`,
          {
            severity: "info",
            documents: [LC],
            fields: [{ document: LC, path: "documentsRequired" }],
            suggestion: null,
          },
        ),
      );
    }
  }
  return out;
}
