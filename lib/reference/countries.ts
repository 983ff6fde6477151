import countries from "i18n-iso-countries";
import en from "i18n-iso-countries/langs/en.json";

countries.registerLocale(en);

/** ISO 3166-1 alpha-2 codes with their English names, sorted by name (for pickers). */
export const COUNTRY_OPTIONS: { code: string; name: string }[] = Object.entries(
  countries.getNames("en", { select: "official" }),
)
  .map(([code, name]) => ({ code, name }))
  .sort((a, b) => a.name.localeCompare(b.name));

const CODES = new Set(COUNTRY_OPTIONS.map((c) => c.code));

export const isCountryCode = (code: string): boolean => CODES.has(code);
export const countryName = (code: string): string | undefined => countries.getName(code, "en");

/**
 * An ISO 3166-1 alpha-2 code from what a person or a client sends: the code itself in any case
 * ("in", "IN"), an alpha-3 code ("IND") or an English name or common alias ("India", "United
 * States", "USA", "UAE"), as i18n-iso-countries knows them. Undefined when nothing matches.
 */
export function resolveCountry(input: string): string | undefined {
  const text = input.trim();
  if (/^[a-z]{2}$/i.test(text) && isCountryCode(text.toUpperCase())) return text.toUpperCase();
  if (/^[a-z]{3}$/i.test(text)) {
    const code = countries.alpha3ToAlpha2(text.toUpperCase());
    if (code) return code;
  }
  const code = countries.getAlpha2Code(text, "en");
  return code && isCountryCode(code) ? code : undefined;
}
