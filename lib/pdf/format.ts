import { countryName } from "@/lib/reference/countries";
import { currencyMinorDigits } from "@/lib/reference/currencies";
import { INCOTERMS, type FieldDescriptor } from "@/lib/templates/descriptors";

/** How a field's value reads on paper. Amounts keep their decimal strings; only grouping is added. */

export type Party = {
  name?: string;
  company?: string;
  address?: string;
  city?: string;
  postalCode?: string;
  country?: string;
  email?: string;
  phone?: string;
  taxId?: string;
};

export function groupDigits(decimal: string): string {
  const [whole, fraction] = decimal.split(".");
  const grouped = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/** Pads to the currency's minor digits ("0" → "0.00" in USD) so every amount on a page lines up. */
export function padMinor(value: string, currency: string | null | undefined): string {
  const digits = currency ? currencyMinorDigits(currency) : undefined;
  if (digits === undefined || !/^\d+(\.\d*)?$/.test(value)) return value;
  const [whole, fraction = ""] = value.split(".");
  return digits === 0 ? whole! : `${whole}.${fraction.padEnd(digits, "0")}`;
}

export const money = (value: string | null | undefined, currency: string | null | undefined) =>
  value == null ? "" : `${currency ? `${currency} ` : ""}${groupDigits(padMinor(value, currency))}`;

/**
 * Countries whose post writes the town before the postcode on one line. India Post: "Mumbai 400001"
 * (the PIN after the town); most of continental Europe writes "20095 Hamburg", the default.
 */
const CITY_BEFORE_POSTCODE = new Set(["IN"]);

/** The town-and-postcode line of an address in the order the destination's post reads it. */
export function cityLine(party: Pick<Party, "city" | "postalCode" | "country">): string {
  const cityFirst = party.country !== undefined && CITY_BEFORE_POSTCODE.has(party.country.toUpperCase());
  const parts = cityFirst ? [party.city, party.postalCode] : [party.postalCode, party.city];
  return parts.filter(Boolean).join(" ");
}

export function partyLines(party: Party | undefined | null): string[] {
  if (!party) return [];
  const townLine = cityLine(party);
  return [
    party.company && party.company !== party.name ? party.company : undefined,
    party.name,
    ...(party.address ? party.address.split(/\r?\n/) : []),
    townLine || undefined,
    party.country ? (countryName(party.country) ?? party.country) : undefined,
    party.taxId ? `Tax id: ${party.taxId}` : undefined,
    [party.phone, party.email].filter(Boolean).join(" · ") || undefined,
  ].filter((line): line is string => !!line);
}

export function formatField(field: FieldDescriptor, value: unknown, currency: string | null): string {
  if (value === undefined || value === null || value === "") return "";
  switch (field.type) {
    case "location": {
      const loc = value as { code: string; name?: string };
      return loc.name ? `${loc.name} (${loc.code})` : loc.code;
    }
    case "country":
      return `${countryName(String(value)) ?? value} (${value})`;
    case "incoterm": {
      const inc = value as { rule: string; place?: string };
      const rule = INCOTERMS.find((i) => i.rule === inc.rule);
      return `${inc.rule}${inc.place ? ` ${inc.place}` : ""} (Incoterms® 2020${rule ? `, ${rule.name}` : ""})`;
    }
    case "enum":
      return field.options?.find((o) => o.value === value)?.label ?? String(value);
    case "money":
      return money(String(value), currency);
    case "decimal":
      return `${groupDigits(String(value))}${field.unit ? ` ${field.unit}` : ""}`;
    case "party":
      return partyLines(value as Party).join("\n");
    case "lineItems":
      return "";
    default:
      return String(value);
  }
}
