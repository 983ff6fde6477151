import { AppError } from "@/lib/contract/errors";
import { fromUnits, toUnits } from "@/lib/money/decimal";
import { currencyMinorDigits } from "@/lib/reference/currencies";
import { documentKeyOf, type LcDocumentKey } from "./document-keys";
import { DEFAULT_PRESENTATION_DAYS, type ParsedLetterOfCredit, type Unparsed } from "./schemas";

/**
 * Reads a pasted SWIFT MT700 (issue of a documentary credit) into the letter-of-credit fields.
 *
 * Hand-written: no maintained npm package parses MT7xx (the SWIFT parsers on npm cover MT103/940
 * payments, are unmaintained, or need the full SWIFT field dictionary). MT700's block 4 is simple
 * enough: each field starts on a line `:TAG:` and runs until the next tag line; continuation lines
 * belong to the field. Header blocks (`{1:…}{2:…}{4:`) and the trailer (`-}`) are skipped.
 * What cannot be read is listed in `unparsed` with the reason, never guessed.
 */

const TAG_LINE = /^:(\d{2}[A-Z]?):(.*)$/;

/** Fields we read on purpose; other tags are listed as unparsed ("not used by Exportly"). */
const TAG_NAMES: Record<string, string> = {
  "27": "sequence of total",
  "40A": "form of documentary credit",
  "40E": "applicable rules",
  "41A": "available with … by …",
  "41D": "available with … by …",
  "42C": "drafts at",
  "42A": "drawee",
  "42D": "drawee",
  "49": "confirmation instructions",
  "71B": "charges",
  "71D": "charges",
  "78": "instructions to the paying bank",
  "57A": "advise through bank",
  "57D": "advise through bank",
  "51A": "applicant bank",
  "23": "reference to pre-advice",
};

/** YYMMDD → YYYY-MM-DD (20YY: MT700 dates are of this century), or null when not a calendar date. */
export function swiftDate(value: string): string | null {
  const match = /^(\d{2})(\d{2})(\d{2})$/.exec(value);
  if (!match) return null;
  const iso = `20${match[1]}-${match[2]}-${match[3]}`;
  const parsed = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === iso ? iso : null;
}

/** "125000,5" in USD → "125000.50"; null when not a SWIFT amount or too precise for the currency. */
export function swiftAmount(value: string, currency: string): string | null {
  const match = /^(\d{1,15}),(\d*)$/.exec(value.trim());
  if (!match) return null;
  const digits = currencyMinorDigits(currency);
  if (digits === undefined) return null;
  const fraction = match[2]!.replace(/0+$/, "");
  if (fraction.length > digits) return null;
  return fromUnits(toUnits(`${match[1]}${fraction ? `.${fraction}` : ""}`, digits), digits);
}

function shipmentTerm(value: string): "allowed" | "not_allowed" | "conditional" | null {
  const text = value.toUpperCase().replace(/\s+/g, " ").trim();
  if (/^(NOT ALLOWED|PROHIBITED|NOT PERMITTED)\b/.test(text)) return "not_allowed";
  if (/^(ALLOWED|PERMITTED)\b/.test(text)) return "allowed";
  if (/^CONDITIONAL\b/.test(text)) return "conditional";
  return null;
}

/** Splits 46A into one entry per document: "+", "1." / "1)" / "-" bullets start one; other lines continue it. */
function documentEntries(text: string): string[] {
  const entries: string[] = [];
  for (const line of text.split("\n")) {
    const trimmed = line.trim();
    if (!trimmed) continue;
    const bullet = /^(\+|-|\d{1,2}[.)]|\(\d{1,2}\))\s*(.*)$/.exec(trimmed);
    if (bullet || entries.length === 0) entries.push(bullet ? bullet[2]! : trimmed);
    else entries[entries.length - 1] += ` ${trimmed}`;
  }
  return entries.filter(Boolean);
}

export type ParseResult = { letterOfCredit: ParsedLetterOfCredit; unparsed: Unparsed[] };

export function parseMt700(message: string): ParseResult {
  const unparsed: Unparsed[] = [];
  // Block 4 only, when the header blocks are present.
  let body = message.replace(/\r\n?/g, "\n");
  const block4 = body.indexOf("{4:");
  if (block4 >= 0) body = body.slice(block4 + 3);
  body = body.replace(/\n?-\}[\s\S]*$/, "");

  const fields: { tag: string; lines: string[] }[] = [];
  for (const raw of body.split("\n")) {
    const line = raw.replace(/\s+$/, "");
    const tagged = TAG_LINE.exec(line.trim());
    if (tagged) fields.push({ tag: tagged[1]!, lines: [tagged[2]!] });
    else if (fields.length) fields[fields.length - 1]!.lines.push(line);
    else if (line.trim() && !/^\{[0-9]:/.test(line.trim()))
      unparsed.push({ tag: null, text: line.trim(), reason: "Text before the first field tag." });
  }
  if (fields.length === 0) {
    const message = "No MT700 fields found: paste the message with its field tags, e.g. :20:, :31D:, :32B:.";
    throw new AppError("validation_failed", message, { issues: [{ path: "mt700", message }] });
  }

  const lc: ParsedLetterOfCredit = { documentsRequired: [], presentationPeriodDays: DEFAULT_PRESENTATION_DAYS };
  const seen = new Set<string>();
  const skip = (tag: string, text: string, reason: string) => unparsed.push({ tag, text, reason });
  const textOf = (lines: string[]) =>
    lines
      .map((l) => l.trim())
      .join("\n")
      .trim();

  for (const { tag, lines } of fields) {
    const text = textOf(lines);
    if (seen.has(tag) && tag !== "46A" && tag !== "47A" && tag !== "45A") {
      skip(tag, text, "This field appears twice; the first one was kept.");
      continue;
    }
    seen.add(tag);
    switch (tag) {
      case "20":
        if (text && text.length <= 35 && !text.includes("\n")) lc.documentaryCreditNumber = text;
        else skip(tag, text, "The documentary credit number must be one line of at most 35 characters.");
        break;
      case "31C": {
        const date = swiftDate(text);
        if (date) lc.dateOfIssue = date;
        else skip(tag, text, "The date of issue must be YYMMDD.");
        break;
      }
      case "31D": {
        const match = /^(\d{6})\s*([\s\S]*)$/.exec(text);
        const date = match ? swiftDate(match[1]!) : null;
        if (date) {
          lc.expiryDate = date;
          if (match![2]!.trim()) lc.expiryPlace = match![2]!.replace(/\s+/g, " ").trim();
        } else skip(tag, text, "The expiry must be YYMMDD followed by the place of expiry.");
        break;
      }
      case "50":
        lc.applicant = text;
        break;
      case "59":
        lc.beneficiary = text;
        break;
      case "32B": {
        const match = /^([A-Z]{3})\s*([\d,]+)$/.exec(text.replace(/\s+/g, ""));
        const amount = match ? swiftAmount(match[2]!, match[1]!) : null;
        if (match && amount) {
          lc.currency = match[1]!;
          lc.amount = amount;
        } else
          skip(
            tag,
            text,
            "The amount must be a currency code and an amount with a decimal comma, e.g. USD125000,00, within the currency's minor digits.",
          );
        break;
      }
      case "39A": {
        const match = /^(\d{1,3})\s*\/\s*(\d{1,3})$/.exec(text);
        if (match && Number(match[1]) <= 100 && Number(match[2]) <= 100) {
          lc.tolerancePlusPercent = Number(match[1]);
          lc.toleranceMinusPercent = Number(match[2]);
        } else skip(tag, text, 'The tolerance must be two whole percents, e.g. "05/05".');
        break;
      }
      case "43P":
      case "43T": {
        const term = shipmentTerm(text);
        if (term) lc[tag === "43P" ? "partialShipments" : "transhipment"] = term;
        else skip(tag, text, "Expected ALLOWED, NOT ALLOWED or CONDITIONAL.");
        break;
      }
      case "44A":
        lc.placeOfTakingInCharge = text;
        break;
      case "44E":
        lc.portOfLoading = text;
        break;
      case "44F":
        lc.portOfDischarge = text;
        break;
      case "44B":
        lc.placeOfFinalDestination = text;
        break;
      case "44C": {
        const date = swiftDate(text);
        if (date) lc.latestShipmentDate = date;
        else skip(tag, text, "The latest date of shipment must be YYMMDD.");
        break;
      }
      case "45A":
        lc.goodsDescription = lc.goodsDescription ? `${lc.goodsDescription}\n${text}` : text;
        break;
      case "46A": {
        lc.documentsRequiredText = lc.documentsRequiredText ? `${lc.documentsRequiredText}\n${text}` : text;
        const keys = new Set<LcDocumentKey>(lc.documentsRequired);
        for (const entry of documentEntries(text)) {
          const key = documentKeyOf(entry);
          if (key) keys.add(key);
          else skip(tag, entry, "Document not recognised: kept in documentsRequiredText.");
        }
        lc.documentsRequired = [...keys];
        break;
      }
      case "47A":
        lc.additionalConditions = lc.additionalConditions ? `${lc.additionalConditions}\n${text}` : text;
        break;
      case "48": {
        // "21", "21/AFTER THE DATE OF SHIPMENT" (SR 2018+) or narrative "WITHIN 21 DAYS AFTER…".
        const match = /^(\d{1,3})(\/|\s|$)/.exec(text) ?? /\b(\d{1,3})\s+DAYS\b/i.exec(text);
        const days = match ? Number(match[1]) : NaN;
        if (days >= 1 && days <= 365) lc.presentationPeriodDays = days;
        else skip(tag, text, "The period for presentation must give a number of days.");
        break;
      }
      default:
        skip(tag, text, TAG_NAMES[tag] ? `Not used by Exportly (${TAG_NAMES[tag]}).` : "Unknown MT700 field.");
    }
  }
  return { letterOfCredit: lc, unparsed };
}
