/**
 * Numbers as people read and type them. Amounts and quantities stay decimal strings end to end
 * (money is never a float), so grouping is done on the text, never through Number().
 */

/** "1255.5" → "1,255.5", "-100.50" → "−100.50"; text that is not a plain decimal is returned as it is. */
export function formatDecimal(text: string): string {
  const match = /^(-?)(\d+)(\.\d+)?$/.exec(text.trim());
  if (!match) return text;
  const [, sign, whole = "", fraction = ""] = match;
  return `${sign ? "−" : ""}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",")}${fraction}`;
}

/** "USD 1,255.50": the currency code first, as on trade documents (no locale symbol guessing). */
export const formatMoney = (currency: string, amount: string) => `${currency} ${formatDecimal(amount)}`;

/**
 * What a person typed in a number field, as the plain decimal the API takes: "1,250.50" → "1250.50",
 * " 12 " → "12". Thousands separators are accepted only where they belong (groups of three), so a
 * decimal comma ("1,5") is not silently read as fifteen: it comes back unchanged for the server's
 * own message. Empty input stays empty.
 */
export function parseDecimalInput(text: string): string {
  const trimmed = text.trim().replace(/^\u2212/, "-");
  if (/^-?\d{1,3}(,\d{3})+(\.\d+)?$/.test(trimmed)) return trimmed.replace(/,/g, "");
  return trimmed;
}
