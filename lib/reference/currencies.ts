import currencyCodes from "currency-codes";

/**
 * ISO 4217 currencies and their minor digits (INR 2, JPY 0, KWD 3): amounts are kept as
 * decimal strings or minor units with exactly this many digits, never as floats.
 * Funds and precious-metal codes (no minor unit, XAU…) are left out: nobody invoices in them.
 */
export const CURRENCIES: { code: string; name: string; digits: number }[] = currencyCodes.data
  .filter((c) => Number.isInteger(c.digits) && !c.code.startsWith("X"))
  .map((c) => ({ code: c.code, name: c.currency, digits: c.digits }))
  .sort((a, b) => a.code.localeCompare(b.code));

const BY_CODE = new Map(CURRENCIES.map((c) => [c.code, c]));

export const isCurrencyCode = (code: string): boolean => BY_CODE.has(code);
/** Minor digits of a currency, or undefined when the code is not ISO 4217. */
export const currencyMinorDigits = (code: string): number | undefined => BY_CODE.get(code)?.digits;
