import { zText } from "@/lib/contract/schemas";
import { isCountryCode } from "@/lib/reference/countries";

/**
 * Field builders shared by the saved contacts and products. Optional fields accept "", null or
 * a missing key; "" and null parse to null ("none"), which `compact` drops before storing and a
 * PATCH uses to clear a field. So a form can send every field it shows.
 */

/** Control characters have no place in names and addresses (they break PDFs and CSVs). */
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/;

export const requiredText = (label: string, max: number) =>
  zText({
    error: (issue) =>
      issue.input === undefined || issue.input === null ? `${label} is required.` : `${label} must be text.`,
  })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`)
    .refine((s) => !CONTROL.test(s), `${label} contains characters that cannot be printed.`);

export const optionalText = (label: string, max: number) =>
  zText({ error: `${label} must be text.` })
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .refine((s) => !CONTROL.test(s), `${label} contains characters that cannot be printed.`)
    .nullish()
    .transform((s) => (s ? s : null));

export const optionalCountry = (label: string) =>
  zText({ error: `${label} must be text.` })
    .trim()
    .toUpperCase()
    .refine((s) => s === "" || isCountryCode(s), `${label}: use a two-letter ISO country code, for example IN or DE.`)
    .nullish()
    .transform((s) => (s ? s : null));

/** Drops empty values (null, undefined, [], {}), so stored JSON carries only what was given. */
export function compact<T extends Record<string, unknown>>(value: T): T {
  const isEmpty = (v: unknown) =>
    v === undefined ||
    v === null ||
    (Array.isArray(v) && v.length === 0) ||
    (typeof v === "object" && !Array.isArray(v) && Object.keys(v).length === 0);
  return Object.fromEntries(Object.entries(value).filter(([, v]) => !isEmpty(v))) as T;
}
