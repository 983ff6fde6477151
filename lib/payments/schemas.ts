import { ZLimit, zText, zUuid } from "@/lib/contract/schemas";
import { z } from "zod";
import { isCursorTimestamp, isCursorUuid, packCursor, unpackCursor, ZCursor } from "@/lib/db/keyset-cursor";
import { isCurrencyCode } from "@/lib/reference/currencies";
import { SHIPMENT_STATUSES } from "@/models/shipments";
import { amountShapeError, NUMBER_AMOUNT_MESSAGE } from "@/lib/money/amount";

/** Today's date in UTC, YYYY-MM-DD: the server's one notion of "today" for payment dates. */
export const todayUtc = (now = new Date()) => now.toISOString().slice(0, 10);

/** The earliest payment date accepted: older ones are typos (a year of 0206 or 1026). */
export const EARLIEST_PAYMENT_DATE = "2000-01-01";

const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** The message for an unacceptable payment date, or null. `today` is YYYY-MM-DD (UTC). */
export function paymentDateError(value: string, today: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return 'Write the payment date as YYYY-MM-DD, e.g. "2026-03-14".';
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const days = month === 2 && isLeap(year) ? 29 : DAYS_IN_MONTH[month - 1];
  if (!days || day < 1 || day > days) return `${value} is not a date on the calendar.`;
  if (value < EARLIEST_PAYMENT_DATE) return "The payment date must be in the year 2000 or later.";
  // ISO dates compare correctly as text.
  if (value > today) return `The payment date cannot be in the future (today is ${today}, UTC).`;
  return null;
}

export const ZAmount = zText({
  error: (issue) => (issue.input === undefined || issue.input === null ? "Enter the amount." : NUMBER_AMOUNT_MESSAGE),
})
  .trim()
  .superRefine((amount, ctx) => {
    const message = amountShapeError(amount);
    if (message) ctx.addIssue({ code: "custom", message });
  })
  .describe(
    "A decimal string in the currency's major unit, e.g. \"1250.50\"; a JSON number is refused. At most the currency's minor digits (JPY 0, KWD 3); less than 1,000,000,000,000.",
  );

export const ZCurrency = zText({ error: 'Currency must be text, e.g. "USD".' })
  .trim()
  .toUpperCase()
  .refine(isCurrencyCode, "Currency: use a three-letter ISO 4217 code, for example USD, EUR or INR.")
  .describe("ISO 4217 code.");

export const ZPaymentDate = zText({
  error: (issue) =>
    issue.input === undefined || issue.input === null
      ? "Enter the payment date (YYYY-MM-DD)."
      : 'Write the payment date as text, YYYY-MM-DD, e.g. "2026-03-14".',
})
  .trim()
  .superRefine((value, ctx) => {
    const message = paymentDateError(value, todayUtc());
    if (message) ctx.addIssue({ code: "custom", message });
  })
  .describe("The day the money arrived, YYYY-MM-DD: a real calendar date, from 2000-01-01 to today (UTC).");

export const MAX_NOTES = 500;
/** Control characters break PDFs, CSVs and terminals; line breaks and tabs are fine in notes. */
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;

export const ZNotes = zText({ error: "Notes must be text." })
  .transform((s) => s.replace(/\r\n?/g, "\n").trim())
  .refine((s) => [...s].length <= MAX_NOTES, `Notes must be at most ${MAX_NOTES} characters.`)
  .refine((s) => !CONTROL.test(s), "Notes contain control characters that cannot be printed.")
  .nullish()
  .transform((s) => (s ? s : null))
  .describe(`Optional, at most ${MAX_NOTES} characters; "" or null means none.`);

const FIELDS = "amount, currency, paymentDate and notes";
const strictError = (issue: { code: string; keys?: string[] }) =>
  issue.code === "unrecognized_keys"
    ? `Unknown field: ${issue.keys?.join(", ")}. A payment has ${FIELDS}.`
    : "Send the payment as a JSON object.";

/** Unknown keys are refused rather than dropped, so a misspelt `paymentdate` is heard about. */
export const ZRecordPaymentBody = z.strictObject(
  {
    amount: ZAmount,
    currency: ZCurrency.nullish().describe(
      "ISO 4217 code; defaults to the shipment's invoice currency (400 when the shipment has none).",
    ),
    paymentDate: ZPaymentDate,
    notes: ZNotes,
  },
  { error: strictError },
);
export type RecordPaymentInput = z.output<typeof ZRecordPaymentBody>;

/** PATCH: the fields sent replace the stored ones; `notes` "" or null clears them. */
export const ZUpdatePaymentBody = z
  .strictObject(
    {
      amount: ZAmount.optional(),
      currency: ZCurrency.optional().describe(
        "ISO 4217 code. Changed without `amount`, the stored amount must fit the new currency's minor digits.",
      ),
      paymentDate: ZPaymentDate.optional(),
      notes: ZNotes.optional(),
    },
    { error: strictError },
  )
  .refine(
    (body) => Object.values(body).some((v) => v !== undefined),
    `Send at least one of ${FIELDS.replace(" and ", " or ")}.`,
  );
export type UpdatePaymentInput = z.output<typeof ZUpdatePaymentBody>;

/** A payments-list cursor: the last row's (paymentDate, id), the key of payments_shipment_date_idx. */
export type PaymentPosition = { paymentDate: string; id: string };

export const encodePaymentCursor = (p: PaymentPosition) => packCursor([p.paymentDate, p.id]);
export function decodePaymentCursor(cursor: string): PaymentPosition | undefined {
  const [paymentDate, id] = unpackCursor(cursor, 2) ?? [];
  if (!paymentDate || !id || !isCursorTimestamp(`${paymentDate}T00:00:00Z`) || !isCursorUuid(id)) return undefined;
  return { paymentDate, id };
}

export const ZPaymentListQuery = z.object({
  limit: ZLimit({ max: 200, fallback: 100 }),
  cursor: zText()
    .max(200)
    .refine((c) => decodePaymentCursor(c) !== undefined, "This cursor is not valid. Start again from the first page.")
    .transform((c) => decodePaymentCursor(c)!)
    .optional(),
});

export const ZBalanceListQuery = z.object({
  limit: ZLimit({ max: 200, fallback: 50 }),
  cursor: ZCursor.optional(),
  filter: z
    .enum(["overdue"], { error: "filter must be overdue." })
    .optional()
    .describe(
      "overdue: only shipments with an overdue balance as of today (due date on or before today, something still owed in the invoice currency; the dashboard's overdue figure). The totals stay over all shipments.",
    ),
  tz: zText()
    .max(64)
    .optional()
    .describe("IANA time zone whose today `filter=overdue` uses when the user has not chosen one in settings."),
});

export const INVOICE_SOURCES = ["commercial_invoice", "proforma_invoice"] as const;
export type InvoiceSource = (typeof INVOICE_SOURCES)[number];

const ZMoney = z.object({
  currency: zText(),
  amount: zText().describe(
    "Decimal string with the currency's minor digits; negative when overpaid (outstanding only).",
  ),
});

export const ZPaymentDto = z.object({
  id: zUuid(),
  shipmentId: zUuid(),
  amount: zText(),
  currency: zText(),
  notes: zText().nullable(),
  paymentDate: z.iso.date(),
  createdBy: zUuid().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type PaymentDto = z.infer<typeof ZPaymentDto>;

export const ZBalanceDto = z.object({
  shipmentId: zUuid(),
  reference: zText(),
  status: z.enum(SHIPMENT_STATUSES),
  invoiced: z
    .object({ source: z.enum(INVOICE_SOURCES), currency: zText(), amount: zText() })
    .nullable()
    .describe("The commercial invoice's server-computed total, else the proforma's; null when neither has a currency."),
  paid: z
    .array(ZMoney)
    .describe("Sum of the payments per currency, the invoice's currency first (no conversion between currencies)."),
  outstanding: ZMoney.nullable().describe(
    "Invoiced minus paid in the invoice's currency; null without an invoiced total or on a cancelled shipment.",
  ),
  paymentCount: z.number().int(),
  lastPaymentDate: z.iso.date().nullable(),
});
export type BalanceDto = z.infer<typeof ZBalanceDto>;

export const ZCurrencyTotal = z.object({
  currency: zText(),
  invoiced: zText().describe("Invoiced totals in this currency, cancelled shipments left out."),
  paid: zText().describe("Every payment in this currency."),
  outstanding: zText().describe("Sum of the shipments' outstanding amounts in this currency."),
});
export type CurrencyTotal = z.infer<typeof ZCurrencyTotal>;

export const ZBalanceListResponse = z.object({
  balances: z.array(ZBalanceDto),
  nextCursor: zText().nullable(),
  totals: z
    .array(ZCurrencyTotal)
    .nullable()
    .describe("Over all the user's shipments, with the first page only (null on later pages)."),
});

export const ZShipmentPaymentsResponse = z.object({
  balance: ZBalanceDto,
  payments: z.array(ZPaymentDto),
  nextCursor: zText().nullable(),
});
export const ZPaymentResponse = z.object({ payment: ZPaymentDto, balance: ZBalanceDto });
