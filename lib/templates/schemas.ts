import { z } from "zod";
import { zText, zUuid } from "@/lib/contract/schemas";
import { isCountryCode } from "@/lib/reference/countries";
import { currencyMinorDigits, isCurrencyCode } from "@/lib/reference/currencies";
import { isHsCode } from "@/lib/reference/hs-codes";
import { findLocode } from "@/lib/reference/unlocode";
import { fractionDigits } from "@/lib/money/decimal";
import {
  INCOTERMS,
  LINE_ITEM_FIELDS,
  MAX_LINE_ITEMS,
  PARTY_FIELDS,
  TEMPLATE_BY_KEY,
  TEMPLATE_KEYS,
  templateFields,
  type FieldDescriptor,
  type TemplateKey,
} from "./descriptors";
import { isAdCode, isGstin, isIec, isIndianPortCode } from "./identifiers";

/**
 * zod schemas built from the template descriptors (descriptors.ts), so the form the editor
 * renders and the data the server accepts are the same list of fields.
 *
 * Drafts may be incomplete: every field is optional and `null` clears it; what is present must
 * be well-formed (a real HS code, UN/LOCODE, ISO country and currency, amounts with the
 * currency's minor digits). Completeness is checked when the document is finalised
 * (`missingForFinalise`).
 */

/** Money and quantities are decimal strings; at most four fraction digits (the most any ISO 4217 currency has). */
const MAX_MONEY_SCALE = 4;

export const ZTemplateKey = z.enum(TEMPLATE_KEYS, {
  error: `Unknown template. Use one of: ${TEMPLATE_KEYS.join(", ")}.`,
});

const decimal = (label: string, scale: number) =>
  zText({
    error: `${label} must be a decimal string such as "12.50" (numbers are refused so that no amount passes through a float).`,
  })
    .trim()
    .regex(/^\d{1,15}(\.\d+)?$/, { error: `${label} must be a non-negative decimal such as "12.50".`, abort: true })
    .refine((v) => fractionDigits(v) <= scale, `${label} has at most ${scale} digits after the point.`);

/** Extra rules for named text fields (Indian identifiers, emails). */
const TEXT_RULES: Record<string, { check: (v: string) => boolean; message: string; upper?: boolean }> = {
  iec: { check: isIec, message: "IEC must be 10 characters in the PAN format, e.g. AAPFU0939F.", upper: true },
  gstin: {
    check: isGstin,
    message: "GSTIN is not valid: 15 characters whose last one is a check character, e.g. 27AAPFU0939F1ZV.",
    upper: true,
  },
  adCode: { check: isAdCode, message: "AD code must be 14 digits." },
  portCode: { check: isIndianPortCode, message: "Customs port code must be 6 characters such as INNSA1.", upper: true },
  email: { check: (v) => z.email().safeParse(v).success, message: "Enter a valid email address." },
  hsCode: {
    check: isHsCode,
    message: "Not an HS 2022 code: use 6 digits (e.g. 620342) or an 8/10-digit national code that starts with one.",
  },
};

function textSchema(field: FieldDescriptor) {
  const rule = TEXT_RULES[field.key];
  let schema = zText({ error: `${field.label} must be text.` }).trim();
  if (rule?.upper) schema = schema.toUpperCase();
  const bounded = schema.max(
    field.maxLength ?? 100,
    `${field.label} must be at most ${field.maxLength ?? 100} characters.`,
  );
  return rule ? bounded.refine((v) => v === "" || rule.check(v), rule.message) : bounded;
}

const countrySchema = (label: string) =>
  zText({ error: `${label} must be a two-letter country code.` })
    .trim()
    .toUpperCase()
    .refine((v) => v === "" || isCountryCode(v), `${label} must be an ISO 3166 two-letter country code, e.g. IN.`);

const locationSchema = (label: string) =>
  z
    .object(
      {
        code: zText({ error: `${label} needs a UN/LOCODE.` })
          .trim()
          .transform((v) => v.replace(/\s/g, "").toUpperCase())
          .refine((v) => findLocode(v) !== undefined, `${label}: not a UN/LOCODE (five characters such as INNSA).`),
        name: zText().trim().max(100).nullish(),
      },
      { error: `${label} must be {code, name}.` },
    )
    .strict()
    // The name defaults to the UN/LOCODE entry's, so documents print a name users recognise.
    .transform((v) => ({ code: v.code, name: v.name || findLocode(v.code)!.name }));

const partySchema = (label: string) =>
  z
    .object(
      {
        ...Object.fromEntries(PARTY_FIELDS.map((f) => [f.key, fieldSchema(f).nullish()])),
        /** The saved contact this party was filled from, if any. */
        contactId: zUuid().nullish(),
      },
      { error: `${label} must be an object with name, address, country…` },
    )
    .strict();

const lineItemSchema = z
  .object(
    {
      ...Object.fromEntries(LINE_ITEM_FIELDS.map((f) => [f.key, fieldSchema(f).nullish()])),
      /** Stable key for the editor's rows. */
      id: zText().max(64).nullish(),
      /** The saved product this line was filled from, if any. */
      productId: zUuid().nullish(),
    },
    { error: "Each line item must be an object." },
  )
  .strict();

export function fieldSchema(field: FieldDescriptor): z.ZodType {
  switch (field.type) {
    case "text":
    case "textarea":
      return textSchema(field);
    case "date":
      return z.iso.date({ error: `${field.label} must be a date such as 2026-11-21.` });
    case "money":
      return decimal(field.label, MAX_MONEY_SCALE);
    case "decimal":
      return decimal(field.label, field.scale ?? 3);
    case "integer":
      return z
        .number({ error: `${field.label} must be a whole number.` })
        .int(`${field.label} must be a whole number.`)
        .min(field.min ?? 0, `${field.label} must be at least ${field.min ?? 0}.`)
        .max(field.max ?? 1_000_000, `${field.label} must be at most ${field.max ?? 1_000_000}.`);
    case "enum": {
      const values = field.options!.map((o) => o.value) as [string, ...string[]];
      return z.enum(values, { error: `${field.label}: choose one of ${values.join(", ")}.` });
    }
    case "country":
      return countrySchema(field.label);
    case "currency":
      return zText({ error: "Currency must be an ISO 4217 code." })
        .trim()
        .toUpperCase()
        .refine((v) => isCurrencyCode(v), "Currency must be an ISO 4217 code such as USD, EUR or INR.");
    case "location":
      return locationSchema(field.label);
    case "party":
      return partySchema(field.label);
    case "incoterm":
      return z
        .object(
          {
            rule: z.enum(INCOTERMS.map((i) => i.rule) as [string, ...string[]], {
              error: `Incoterm: choose an Incoterms 2020 rule (${INCOTERMS.map((i) => i.rule).join(", ")}).`,
            }),
            place: zText().trim().max(100, "Named place must be at most 100 characters.").nullish(),
          },
          { error: "Incoterm must be {rule, place}." },
        )
        .strict();
    case "lineItems":
      return z
        .array(lineItemSchema, { error: "Line items must be a list." })
        .max(MAX_LINE_ITEMS, `At most ${MAX_LINE_ITEMS} line items.`);
  }
}

export type DocumentData = Record<string, unknown>;
type LineItem = Record<string, unknown>;

/** Amounts must fit the currency: no cents on a JPY invoice, three decimals allowed for KWD. */
function checkMoneyDigits(key: TemplateKey, data: DocumentData, ctx: z.RefinementCtx) {
  const currency = typeof data.currency === "string" ? data.currency : undefined;
  const digits = currency ? currencyMinorDigits(currency) : undefined;
  if (digits === undefined) return;
  const tooPrecise = (value: unknown) => typeof value === "string" && fractionDigits(value) > digits;
  const message = `${currency} amounts have at most ${digits} digit${digits === 1 ? "" : "s"} after the point.`;
  for (const field of templateFields(key)) {
    if (field.type === "money" && tooPrecise(data[field.key]))
      ctx.addIssue({ code: "custom", path: [field.key], message });
  }
  (Array.isArray(data.lineItems) ? (data.lineItems as LineItem[]) : []).forEach((item, i) => {
    if (tooPrecise(item.unitPrice)) ctx.addIssue({ code: "custom", path: ["lineItems", i, "unitPrice"], message });
  });
}

/** FAS, FOB, CFR and CIF are sea and inland waterway rules: refusing them for air or road catches a classic error. */
function checkIncotermMode(data: DocumentData, ctx: z.RefinementCtx) {
  const rule = (data.incoterm as { rule?: string } | null | undefined)?.rule;
  const mode = data.transportMode;
  const incoterm = INCOTERMS.find((i) => i.rule === rule);
  if (incoterm?.seaOnly && typeof mode === "string" && mode !== "sea") {
    ctx.addIssue({
      code: "custom",
      path: ["incoterm", "rule"],
      message: `${incoterm.rule} is for sea and inland waterway transport only; for ${mode} use ${incoterm.rule === "CIF" ? "CIP" : incoterm.rule === "CFR" ? "CPT" : "FCA"}.`,
    });
  }
}

const cache = new Map<TemplateKey, z.ZodType<DocumentData>>();

/** The schema of a document's merged view (its shared fields and its own fields). */
export function templateDataSchema(key: TemplateKey): z.ZodType<DocumentData> {
  let schema = cache.get(key);
  if (!schema) {
    const shape = Object.fromEntries(templateFields(key).map((f) => [f.key, fieldSchema(f).nullish()]));
    schema = z
      .object(shape, { error: "data must be an object." })
      .strict()
      .superRefine((data, ctx) => {
        checkMoneyDigits(key, data, ctx);
        checkIncotermMode(data, ctx);
      }) as unknown as z.ZodType<DocumentData>;
    cache.set(key, schema);
  }
  return schema;
}

export type Issue = { path: string; message: string };

const isBlank = (value: unknown) =>
  value === undefined || value === null || value === "" || (Array.isArray(value) && value.length === 0);

/**
 * What a document still needs before it can be finalised: required fields, each party's name,
 * address and country, and for each line its description, quantity and unit (plus unit price
 * on documents that show prices). Also rules that only matter for an issued document.
 */
export function missingForFinalise(key: TemplateKey, data: DocumentData): Issue[] {
  const issues: Issue[] = [];
  const template = TEMPLATE_BY_KEY[key];
  const priced = template.totals.includes("subtotal");
  for (const field of templateFields(key)) {
    const value = data[field.key];
    if (field.requiredToFinalise && isBlank(value)) {
      issues.push({ path: `data.${field.key}`, message: `${field.label} is required to finalise.` });
      continue;
    }
    if (field.type === "party" && value && field.requiredToFinalise) {
      for (const sub of PARTY_FIELDS.filter((f) => f.requiredToFinalise)) {
        if (isBlank((value as Record<string, unknown>)[sub.key])) {
          issues.push({
            path: `data.${field.key}.${sub.key}`,
            message: `${field.label}: ${sub.label.toLowerCase()} is required to finalise.`,
          });
        }
      }
    }
    if (
      field.type === "incoterm" &&
      value &&
      field.requiredToFinalise &&
      isBlank((value as { place?: string }).place)
    ) {
      issues.push({
        path: `data.${field.key}.place`,
        message: "The Incoterm needs its named place (e.g. FOB Nhava Sheva).",
      });
    }
    if (field.type === "lineItems" && Array.isArray(value)) {
      (value as LineItem[]).forEach((item, i) => {
        for (const col of LINE_ITEM_FIELDS.filter((f) => f.requiredToFinalise || (priced && f.key === "unitPrice"))) {
          if (isBlank(item[col.key]))
            issues.push({
              path: `data.lineItems.${i}.${col.key}`,
              message: `Line ${i + 1}: ${col.label.toLowerCase()} is required to finalise.`,
            });
        }
      });
    }
  }
  if (key === "bill_of_lading_instructions") {
    const incoterm = INCOTERMS.find((i) => i.rule === (data.incoterm as { rule?: string } | undefined)?.rule);
    const expected = incoterm ? (incoterm.sellerPaysMainCarriage ? "prepaid" : "collect") : undefined;
    if (expected && data.freightTerms && data.freightTerms !== expected) {
      issues.push({
        path: "data.freightTerms",
        message: `Under ${incoterm!.rule} the seller ${expected === "prepaid" ? "pays" : "does not pay"} the main carriage: freight should be ${expected}.`,
      });
    }
  }
  if (key === "bill_of_exchange" && data.tenor && data.tenor !== "at_sight" && isBlank(data.tenorDays)) {
    issues.push({ path: "data.tenorDays", message: "A usance bill needs its number of days." });
  }
  return issues;
}
