import { z } from "zod";
import { zText, zUuid } from "@/lib/contract/schemas";
import { isDecimalString } from "@/lib/money/decimal";
import { resolveCountry } from "@/lib/reference/countries";
import { isCurrencyCode } from "@/lib/reference/currencies";
import { hsDigits, isHsCode } from "@/lib/reference/hs-codes";
import { INCOTERMS } from "@/lib/templates/descriptors";
import {
  DOCUMENT_KEYS,
  LEVELS,
  PAYMENT_TERMS,
  PRODUCT_NATURES,
  RESPONSIBLE_PARTIES,
  TRANSPORTS,
  type ProductNature,
} from "./vocabulary";

const isPresent = (input: unknown) => input !== undefined && input !== null;

const zCountry = (field: string) =>
  zText({
    error: (issue) =>
      isPresent(issue.input)
        ? `${field}: write the country as text, an ISO 3166 alpha-2 code such as "IN" or a name such as "India".`
        : `${field} is required: an ISO 3166 alpha-2 code such as "IN" or a country name.`,
  })
    .trim()
    .transform((value, ctx) => {
      const code = resolveCountry(value);
      if (!code) {
        ctx.addIssue({
          code: "custom",
          message: `${field}: "${value.slice(0, 60)}" is not a country we know. Use an ISO 3166 alpha-2 code such as "IN" or the country's English name.`,
        });
        return z.NEVER;
      }
      return code;
    })
    .describe("ISO 3166-1 alpha-2 code, or an English country name (resolved to its code).");

/**
 * A JSON number's decimal text. ECMAScript writes a number as the shortest digits that read back
 * as the same double, which for any literal of at most 15 significant digits are the literal's
 * own digits (15 decimal digits always survive a double). So "25000.5" sent as a number comes
 * back as "25000.5" without arithmetic on it; more digits than that may have been rounded when
 * the body was parsed, so they are refused and must come as a string. Exponents are shifted as
 * text.
 */
export function numberToDecimalText(value: number): string | null {
  if (!Number.isFinite(value) || value < 0) return null;
  const text = String(value);
  const match = /^(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(text);
  if (!match) return null;
  const [, int = "", frac = "", exp = "0"] = match;
  const significant = (int + frac).replace(/^0+/, "").replace(/0+$/, "");
  if (significant.length > 15) return null;
  const shift = Number(exp);
  const digits = int + frac;
  const point = int.length + shift;
  const padded = point <= 0 ? "0".repeat(1 - point) + digits : digits.padEnd(point, "0");
  const at = Math.max(point, 1);
  const whole = padded.slice(0, at).replace(/^0+(?=\d)/, "");
  const fraction = padded.slice(at).replace(/0+$/, "");
  return fraction ? `${whole}.${fraction}` : whole;
}

const VALUE_HELP = 'a non-negative decimal such as "25000" or "1250.50" (at most 15 digits before the point, 6 after)';

export const ZValue = z
  .union([zText().trim(), z.number()], {
    error: (issue) => (isPresent(issue.input) ? `value must be ${VALUE_HELP}.` : `value is required: ${VALUE_HELP}.`),
  })
  .transform((value, ctx) => {
    const text = typeof value === "number" ? numberToDecimalText(value) : value;
    if (text === null) {
      ctx.addIssue({
        code: "custom",
        message: `value: this number cannot be read exactly; send it as a decimal string, ${VALUE_HELP}.`,
      });
      return z.NEVER;
    }
    if (!isDecimalString(text)) {
      ctx.addIssue({ code: "custom", message: `value must be ${VALUE_HELP}; got "${text.slice(0, 40)}".` });
      return z.NEVER;
    }
    return text;
  })
  .describe(
    'The consignment value in `currency`: a decimal string ("25000.50"); a JSON number is read from its decimal text (at most 15 significant digits).',
  );

const enumError = (field: string, values: readonly string[]) => (issue: { input?: unknown }) =>
  isPresent(issue.input)
    ? `${field} must be one of: ${values.join(", ")}.`
    : `${field} is required: one of ${values.join(", ")}.`;

const ZNature = z.enum(PRODUCT_NATURES, { error: enumError("product_nature", PRODUCT_NATURES) });

export const ZProductNatures = z
  .union([ZNature, z.array(ZNature).min(1, "product_nature: choose at least one.").max(PRODUCT_NATURES.length)], {
    error: enumError("product_nature", PRODUCT_NATURES),
  })
  .transform((v): ProductNature[] => [...new Set(Array.isArray(v) ? v : [v])])
  .describe("One product nature or a list of them.");

const optionalFlag = (field: string) =>
  z
    .boolean({ error: `${field} must be true or false.` })
    .optional()
    .describe(`Optional; left out, rules depending on it are conditional.`);

const INCOTERM_RULES = INCOTERMS.map((i) => i.rule);

export const ZSuggestionRequest = z.object({
  export_country: zCountry("export_country"),
  import_country: zCountry("import_country"),
  commodity: zText({
    error: (issue) =>
      isPresent(issue.input) ? "commodity must be text." : "commodity is required: describe the goods.",
  })
    .trim()
    .min(1, "commodity is required: describe the goods.")
    .max(500, "commodity must be at most 500 characters.")
    .describe("Free text describing the goods; HS candidates are suggested from it."),
  value: ZValue,
  transport: z.enum(TRANSPORTS, { error: enumError("transport", TRANSPORTS) }),
  product_nature: ZProductNatures,
  currency: zText({ error: 'currency must be a three-letter ISO 4217 code, e.g. "USD".' })
    .trim()
    .toUpperCase()
    .refine(isCurrencyCode, 'currency must be a three-letter ISO 4217 code, e.g. "USD" or "INR".')
    .optional(),
  hs_code: zText({ error: 'hs_code must be text, e.g. "0306.17".' })
    .trim()
    .refine(isHsCode, "hs_code must be an HS 2022 subheading (six digits) or a national code starting with one.")
    .transform(hsDigits)
    .optional()
    .describe("A confirmed HS code; its chapter's rules apply. Without it, candidates are suggested only."),
  incoterm: zText({ error: "incoterm must be text." })
    .trim()
    .toUpperCase()
    .refine(
      (v) => INCOTERM_RULES.includes(v),
      `incoterm must be an Incoterms® 2020 rule: ${INCOTERM_RULES.join(", ")}.`,
    )
    .optional(),
  payment_terms: z.enum(PAYMENT_TERMS, { error: enumError("payment_terms", PAYMENT_TERMS) }).optional(),
  containerized: optionalFlag("containerized"),
  wood_packaging: optionalFlag("wood_packaging"),
  gst_registered: optionalFlag("gst_registered"),
  claims_export_benefits: optionalFlag("claims_export_benefits"),
  inland_road_leg: optionalFlag("inland_road_leg"),
  shipmentId: zUuid({ error: "shipmentId must be a shipment id (a UUID)." })
    .optional()
    .describe("Record the answer on this shipment (its owner or a user it is shared with for editing)."),
});
export type SuggestionRequest = z.output<typeof ZSuggestionRequest>;

export const ZHsCandidate = z.object({
  code: zText(),
  description: zText(),
  score: z.number().describe("Relative to the best candidate (1)."),
  matchedTerms: z.array(zText()),
});

export const ZSuggestionAnswer = z.object({
  ruleSetVersion: zText(),
  hs: z.object({
    code: zText().nullable(),
    source: z.enum(["given", "suggested", "none"]),
    candidates: z.array(ZHsCandidate),
  }),
  productNatures: z.array(z.enum(PRODUCT_NATURES)),
  documents: z.array(
    z.object({
      key: z.enum(DOCUMENT_KEYS),
      title: zText(),
      level: z.enum(LEVELS),
      responsibleParty: z.enum(RESPONSIBLE_PARTIES),
      templateKey: zText().nullable(),
      reasons: z.array(z.object({ ruleId: zText(), text: zText(), authority: zText(), sourceUrl: zText() })),
      condition: zText(),
    }),
  ),
  notes: z.array(z.object({ ruleId: zText(), severity: z.enum(["info", "warning"]), text: zText() })),
});
export type SuggestionAnswer = z.output<typeof ZSuggestionAnswer>;

export const ZHsSuggestQuery = z.object({
  q: zText({ error: "q must be text." })
    .trim()
    .max(200, "q must be at most 200 characters.")
    .default("")
    .describe("The commodity as typed."),
});

export const ZHsSuggestResponse = z.object({ candidates: z.array(ZHsCandidate) });

export const ZAddSuggestionsBody = ZSuggestionRequest.omit({ shipmentId: true }).extend({
  documents: z
    .array(z.enum(DOCUMENT_KEYS, { error: `documents: each must be one of the suggested document keys.` }))
    .max(DOCUMENT_KEYS.length)
    .optional()
    .describe("The suggested documents to add; left out, every suggested document Exportly has a template for."),
});

export const ZAddSuggestionsResponse = z.object({
  answer: ZSuggestionAnswer,
  added: z.array(zText()).describe("Template keys created on the shipment by this call."),
  templates: z.array(zText()).describe("The shipment's documents after the call."),
});
