import { ZLimit, zText, zUuid } from "@/lib/contract/schemas";
import { z } from "zod";
import { ZCursor } from "@/lib/db/keyset-cursor";
import { optionalCountry, optionalText } from "@/lib/master-data/fields";
import { compareDecimal, fractionDigits, isDecimalString } from "@/lib/money/decimal";
import { currencyMinorDigits, isCurrencyCode } from "@/lib/reference/currencies";
import { hsDigits, isHsCode } from "@/lib/reference/hs-codes";

export { PRODUCT_UNIT_SUGGESTIONS } from "./units";

/** A decimal string (never a number: floats cannot hold money exactly). */
const decimalText = (label: string, maxFraction: number) =>
  zText({
    error: `${label} must be text, for example "12.50" (numbers are refused: they cannot hold every amount exactly).`,
  })
    .trim()
    .refine(
      (s) => s === "" || isDecimalString(s),
      `${label}: enter a number such as 12.50 (digits and one dot, no sign or thousands separators).`,
    )
    .refine(
      (s) => s === "" || fractionDigits(s) <= maxFraction,
      `${label} can have at most ${maxFraction} decimal places.`,
    )
    .nullish()
    .transform((s) => (s ? s : null));

const ZHsCode = zText({ error: "HS code must be text." })
  .trim()
  .refine(
    (s) => s === "" || isHsCode(s),
    "HS code: enter a 6-digit HS 2022 subheading, for example 847130 (an 8- or 10-digit national code that extends one is accepted).",
  )
  .transform((s) => hsDigits(s))
  .nullish()
  .transform((s) => (s ? s : null));

const ZCurrency = zText({ error: "Currency must be text." })
  .trim()
  .toUpperCase()
  .refine(
    (s) => s === "" || isCurrencyCode(s),
    "Currency: use a three-letter ISO 4217 code, for example USD, EUR or INR.",
  )
  .nullish()
  .transform((s) => (s ? s : null));

/**
 * The fields of a saved product. Amounts and weights are decimal strings: the unit price has at
 * most as many decimals as its currency's minor unit (INR 2, JPY 0, KWD 3); weights are in
 * kilograms per unit with up to 3 decimals. Unknown keys are refused.
 */
export const ZProductFields = z.strictObject(
  {
    description: optionalText("Description", 500),
    /** The seller's own product or part number. */
    sku: optionalText("Product code", 64),
    /** HS 2022, digits only (6, or an 8/10-digit national extension). */
    hsCode: ZHsCode,
    /** Unit of quantity, e.g. PCS or KGS. */
    unit: optionalText("Unit", 20),
    /** Price of one unit in `currency`, as a decimal string. */
    unitPrice: decimalText("Unit price", 6),
    /** ISO 4217. */
    currency: ZCurrency,
    /** Kilograms per unit, decimal string. */
    netWeightKg: decimalText("Net weight", 3),
    grossWeightKg: decimalText("Gross weight", 3),
    /** ISO 3166-1 alpha-2 country of origin. */
    originCountry: optionalCountry("Country of origin"),
    notes: optionalText("Notes", 1000),
  },
  {
    error: (issue) =>
      issue.code === "unrecognized_keys"
        ? `Unknown product field: ${issue.keys.join(", ")}.`
        : "data must be an object of product fields.",
  },
);

/**
 * Rules across fields. zod runs this even when a field already failed (its issue is not fatal),
 * so each rule reads only values that passed their own check: comparing a weight that is not a
 * decimal would throw.
 */
export const ZProductData = ZProductFields.superRefine((data, ctx) => {
  const decimal = (value: string | null | undefined): value is string => !!value && isDecimalString(value);
  if (!data.description) ctx.addIssue({ code: "custom", path: ["description"], message: "Description is required." });
  if (data.unitPrice && !data.currency)
    ctx.addIssue({ code: "custom", path: ["currency"], message: "Choose the currency of the unit price." });
  if (decimal(data.unitPrice) && data.currency) {
    const digits = currencyMinorDigits(data.currency) ?? 2;
    if (fractionDigits(data.unitPrice) > digits) {
      ctx.addIssue({
        code: "custom",
        path: ["unitPrice"],
        message:
          digits === 0
            ? `Unit price: ${data.currency} has no minor unit, so use a whole amount.`
            : `Unit price: ${data.currency} has ${digits} decimal places at most.`,
      });
    }
  }
  if (
    decimal(data.netWeightKg) &&
    decimal(data.grossWeightKg) &&
    compareDecimal(data.grossWeightKg, data.netWeightKg) < 0
  ) {
    ctx.addIssue({ code: "custom", path: ["grossWeightKg"], message: "Gross weight cannot be less than net weight." });
  }
});
export type ProductData = z.output<typeof ZProductData>;

export const ZCreateProductBody = z.object({ data: ZProductData });

/** PATCH: the fields to change; a field sent as "" or null is cleared, one left out is kept. */
export const ZUpdateProductBody = z.object({ data: ZProductFields.partial() });

export const ZProductDto = z.object({
  id: zUuid(),
  data: z.object({
    description: zText(),
    sku: zText().optional(),
    hsCode: zText().optional(),
    unit: zText().optional(),
    unitPrice: zText().optional(),
    currency: zText().optional(),
    netWeightKg: zText().optional(),
    grossWeightKg: zText().optional(),
    originCountry: zText().optional(),
    notes: zText().optional(),
  }),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type ProductDto = z.infer<typeof ZProductDto>;

export const ZProductResponse = z.object({ product: ZProductDto });
export const ZProductListResponse = z.object({ products: z.array(ZProductDto), nextCursor: zText().nullable() });

export const ZProductListQuery = z.object({
  limit: ZLimit({ max: 200, fallback: 100 }),
  cursor: ZCursor.optional(),
  /** Description, product code or HS code contains this text (case-insensitive). */
  q: zText().trim().max(100, "The search text must be at most 100 characters.").optional(),
});

export const ZHsSearchQuery = z.object({
  q: zText({ error: "Type at least 2 characters to search." })
    .trim()
    .min(2, "Type at least 2 characters to search.")
    .max(100, "The search text must be at most 100 characters."),
  limit: ZLimit({ max: 50, fallback: 20 }),
});

export const ZHsSearchResponse = z.object({
  hsCodes: z.array(z.object({ code: zText(), description: zText() })),
});
