import { z } from "zod";
import { zText } from "@/lib/contract/schemas";
import { amountShapeError, NUMBER_AMOUNT_MESSAGE } from "@/lib/money/amount";
import { fractionDigits } from "@/lib/money/decimal";
import { currencyMinorDigits, isCurrencyCode } from "@/lib/reference/currencies";
import { LC_DOCUMENT_KEYS } from "./document-keys";

/**
 * A letter of credit's terms as JSON: the SWIFT MT700 fields a presentation is checked against,
 * each named after its field (the tag in the descriptions). Dates are YYYY-MM-DD calendar dates;
 * the amount a decimal string with at most the currency's minor digits; tolerances whole percents.
 */

const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** The message for a text that is not a YYYY-MM-DD calendar date (2000–2099), or null. */
export function calendarDateError(value: string, label: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return `${label}: write the date as YYYY-MM-DD, e.g. "2026-03-14".`;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const days = month === 2 && isLeap(year) ? 29 : DAYS_IN_MONTH[month - 1];
  if (!days || day < 1 || day > days) return `${label}: ${value} is not a date on the calendar.`;
  if (year < 2000 || year > 2099) return `${label}: the year must be between 2000 and 2099.`;
  return null;
}

const date = (label: string, tag: string) =>
  zText({ error: `${label} must be a date as text, YYYY-MM-DD.` })
    .trim()
    .superRefine((value, ctx) => {
      const message = calendarDateError(value, label);
      if (message) ctx.addIssue({ code: "custom", message });
    })
    .describe(`${label} (MT700 ${tag}), YYYY-MM-DD.`);

/** Multi-line text: line breaks normalised, trimmed; "" or null means none. */
const text = (label: string, tag: string, max: number) =>
  zText({ error: `${label} must be text.` })
    .transform((s) => s.replace(/\r\n?/g, "\n").trim())
    .refine((s) => [...s].length <= max, `${label} must be at most ${max} characters.`)
    .nullish()
    .transform((s) => (s ? s : null))
    .describe(`${label} (MT700 ${tag}); at most ${max} characters; "" or null for none.`);

const percent = (label: string) =>
  z
    .number({ error: `${label} must be a whole percent, e.g. 5.` })
    .int(`${label} must be a whole percent, e.g. 5.`)
    .min(0, `${label} cannot be negative.`)
    .max(100, `${label} is at most 100.`)
    .nullish()
    .transform((v) => v ?? null);

export const SHIPMENT_TERMS = ["allowed", "not_allowed", "conditional"] as const;
const shipmentTerm = (label: string, tag: string) =>
  z
    .enum(SHIPMENT_TERMS, { error: `${label} must be one of: ${SHIPMENT_TERMS.join(", ")}.` })
    .nullish()
    .transform((v) => v ?? null)
    .describe(`${label} (MT700 ${tag}): allowed, not_allowed or conditional; null when the credit is silent.`);

export const DEFAULT_PRESENTATION_DAYS = 21;

const FIELDS =
  "documentaryCreditNumber, dateOfIssue, expiryDate, expiryPlace, applicant, beneficiary, currency, amount, tolerancePlusPercent, toleranceMinusPercent, partialShipments, transhipment, placeOfTakingInCharge, portOfLoading, portOfDischarge, placeOfFinalDestination, latestShipmentDate, goodsDescription, documentsRequired, documentsRequiredText, additionalConditions, presentationPeriodDays";

export const ZLetterOfCreditBody = z
  .strictObject(
    {
      documentaryCreditNumber: zText({ error: "Documentary credit number must be text." })
        .trim()
        .min(1, "Enter the documentary credit number (MT700 20).")
        .max(35, "Documentary credit number must be at most 35 characters.")
        .describe("Documentary credit number (MT700 20)."),
      dateOfIssue: date("Date of issue", "31C")
        .nullish()
        .transform((v) => v ?? null),
      expiryDate: date("Expiry date", "31D"),
      expiryPlace: text("Place of expiry", "31D", 100),
      applicant: text("Applicant", "50", 400),
      beneficiary: text("Beneficiary", "59", 400),
      currency: zText({ error: 'Currency must be text, e.g. "USD".' })
        .trim()
        .toUpperCase()
        .refine(isCurrencyCode, "Currency: use a three-letter ISO 4217 code, for example USD, EUR or INR.")
        .describe("Currency of the credit (MT700 32B), ISO 4217."),
      amount: zText({
        error: (issue) =>
          issue.input === undefined || issue.input === null ? "Enter the amount (MT700 32B)." : NUMBER_AMOUNT_MESSAGE,
      })
        .trim()
        .superRefine((amount, ctx) => {
          const message = amountShapeError(amount);
          if (message) ctx.addIssue({ code: "custom", message });
        })
        .describe('Amount of the credit (MT700 32B), a decimal string such as "125000.00".'),
      tolerancePlusPercent: percent("Tolerance plus").describe("MT700 39A, the first number: whole percent."),
      toleranceMinusPercent: percent("Tolerance minus").describe("MT700 39A, the second number: whole percent."),
      partialShipments: shipmentTerm("Partial shipments", "43P"),
      transhipment: shipmentTerm("Transhipment", "43T"),
      placeOfTakingInCharge: text("Place of taking in charge", "44A", 200),
      portOfLoading: text("Port of loading", "44E", 200),
      portOfDischarge: text("Port of discharge", "44F", 200),
      placeOfFinalDestination: text("Place of final destination", "44B", 200),
      latestShipmentDate: date("Latest date of shipment", "44C")
        .nullish()
        .transform((v) => v ?? null),
      goodsDescription: text("Description of goods", "45A", 6500),
      documentsRequired: z
        .array(
          z.enum(LC_DOCUMENT_KEYS, { error: `documentsRequired lists document keys: ${LC_DOCUMENT_KEYS.join(", ")}.` }),
          {
            error: "documentsRequired must be a list of document keys.",
          },
        )
        .max(LC_DOCUMENT_KEYS.length)
        .nullish()
        .transform((v) => [...new Set(v ?? [])])
        .describe("The documents field 46A asks for, as document keys."),
      documentsRequiredText: text("Documents required", "46A", 6500),
      additionalConditions: text("Additional conditions", "47A", 6500),
      presentationPeriodDays: z
        .number({ error: "Period for presentation must be a whole number of days." })
        .int("Period for presentation must be a whole number of days.")
        .min(1, "Period for presentation is at least 1 day.")
        .max(365, "Period for presentation is at most 365 days.")
        .nullish()
        .transform((v) => v ?? DEFAULT_PRESENTATION_DAYS)
        .describe(
          `Period for presentation in days after shipment (MT700 48); ${DEFAULT_PRESENTATION_DAYS} when not sent (UCP 600 art. 14(c)).`,
        ),
    },
    {
      error: (issue) =>
        issue.code === "unrecognized_keys"
          ? `Unknown field: ${issue.keys?.join(", ")}. A letter of credit has ${FIELDS}.`
          : "Send the letter of credit as a JSON object.",
    },
  )
  .superRefine((lc, ctx) => {
    const digits = currencyMinorDigits(lc.currency);
    if (digits !== undefined && fractionDigits(lc.amount.replace(/0+$/, "")) > digits) {
      ctx.addIssue({
        code: "custom",
        path: ["amount"],
        message:
          digits === 0
            ? `${lc.currency} has no minor unit: enter a whole amount.`
            : `${lc.currency} amounts have at most ${digits} digit${digits === 1 ? "" : "s"} after the point.`,
      });
    }
    if (lc.dateOfIssue && lc.expiryDate < lc.dateOfIssue)
      ctx.addIssue({ code: "custom", path: ["expiryDate"], message: "The expiry date is before the date of issue." });
    if (lc.latestShipmentDate && lc.latestShipmentDate > lc.expiryDate)
      ctx.addIssue({
        code: "custom",
        path: ["latestShipmentDate"],
        message: "The latest date of shipment is after the expiry date.",
      });
  });
export type LetterOfCreditInput = z.output<typeof ZLetterOfCreditBody>;

export const ZLetterOfCreditDto = z.object({
  documentaryCreditNumber: zText(),
  dateOfIssue: z.iso.date().nullable(),
  expiryDate: z.iso.date(),
  expiryPlace: zText().nullable(),
  applicant: zText().nullable(),
  beneficiary: zText().nullable(),
  currency: zText(),
  amount: zText().describe("Decimal string with exactly the currency's minor digits."),
  tolerancePlusPercent: z.number().int().nullable(),
  toleranceMinusPercent: z.number().int().nullable(),
  partialShipments: z.enum(SHIPMENT_TERMS).nullable(),
  transhipment: z.enum(SHIPMENT_TERMS).nullable(),
  placeOfTakingInCharge: zText().nullable(),
  portOfLoading: zText().nullable(),
  portOfDischarge: zText().nullable(),
  placeOfFinalDestination: zText().nullable(),
  latestShipmentDate: z.iso.date().nullable(),
  goodsDescription: zText().nullable(),
  documentsRequired: z.array(z.enum(LC_DOCUMENT_KEYS)),
  documentsRequiredText: zText().nullable(),
  additionalConditions: zText().nullable(),
  presentationPeriodDays: z.number().int(),
  version: z.number().int(),
  updatedAt: z.iso.datetime(),
});
export type LetterOfCreditDto = z.infer<typeof ZLetterOfCreditDto>;
/** The terms alone (what the checks read and the parser produces). */
export type LetterOfCreditTerms = Omit<LetterOfCreditDto, "version" | "updatedAt">;

export const ZLetterOfCreditResponse = z.object({ letterOfCredit: ZLetterOfCreditDto });

export const MAX_MT700_CHARS = 20_000;
export const ZParseBody = z.strictObject(
  {
    mt700: zText({ error: "mt700 must be the text of the MT700 message." })
      .max(MAX_MT700_CHARS, `mt700 must be at most ${MAX_MT700_CHARS.toLocaleString("en")} characters.`)
      .refine((s) => s.trim() !== "", "Paste the MT700 message into mt700.")
      .describe(
        "The MT700 message as text: the block 4 fields (`:20:`, `:31D:`, …), with or without the SWIFT header blocks.",
      ),
  },
  {
    error: (issue) =>
      issue.code === "unrecognized_keys" ? `Unknown field: ${issue.keys?.join(", ")}. Send {mt700}.` : "Send {mt700}.",
  },
);

const ZPartialTerms = ZLetterOfCreditDto.omit({ version: true, updatedAt: true })
  .partial()
  .extend({ documentsRequired: z.array(z.enum(LC_DOCUMENT_KEYS)), presentationPeriodDays: z.number().int() });
export const ZUnparsed = z.object({
  tag: zText().nullable().describe("The MT700 tag, e.g. 40A; null for text outside any field."),
  text: zText(),
  reason: zText(),
});
export const ZParseResponse = z.object({
  letterOfCredit: ZPartialTerms.describe(
    "The fields read, in the same shape as PUT takes (fields not found are left out); check and complete them, then PUT.",
  ),
  unparsed: z.array(ZUnparsed).describe("Each tag or line that could not be read, with why."),
});
export type ParsedLetterOfCredit = z.infer<typeof ZPartialTerms>;
export type Unparsed = z.infer<typeof ZUnparsed>;
