import Holidays from "date-holidays";
import countries from "i18n-iso-countries";
import { norm } from "./util";

/**
 * Banking days for UCP 600 art. 29(a): an expiry date or last day for presentation that falls on
 * a day the bank is closed moves to the next banking day. Closed days are Saturdays, Sundays and
 * the public and bank holidays date-holidays knows for the country (its national calendar, no
 * regional ones). Simplification, documented in docs/compliance.md: Indian banks also close on the
 * 2nd and 4th Saturday and open on others; treating every Saturday as closed can only move a
 * last day later by one, so a finding may come a day late, never early (the finding says which
 * calendar it used).
 */

const cache = new Map<string, Set<string>>();

function holidays(country: string, year: number): Set<string> {
  const key = `${country}:${year}`;
  let days = cache.get(key);
  if (!days) {
    days = new Set<string>();
    try {
      const hd = new Holidays(country);
      for (const h of hd.getHolidays(year) ?? []) {
        if (h.type === "public" || h.type === "bank") days.add(h.date.slice(0, 10));
      }
    } catch {
      // An unknown country: weekends only.
    }
    cache.set(key, days);
  }
  return days;
}

const dayOf = (iso: string) => new Date(`${iso}T00:00:00Z`);
const isoOf = (d: Date) => d.toISOString().slice(0, 10);

export function addDays(iso: string, days: number): string {
  const d = dayOf(iso);
  d.setUTCDate(d.getUTCDate() + days);
  return isoOf(d);
}

export function isBankingDay(iso: string, country: string): boolean {
  const weekday = dayOf(iso).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  return !holidays(country, Number(iso.slice(0, 4))).has(iso);
}

/** The day itself when a banking day, else the first following banking day (art. 29(a)). */
export function nextBankingDay(iso: string, country: string): string {
  let day = iso;
  for (let i = 0; i < 30 && !isBankingDay(day, country); i++) day = addDays(day, 1);
  return day;
}

/**
 * The country whose bank calendar applies: the place of expiry's (31D, the place for
 * presentation) when it names a country or a UN/LOCODE, else the fallback (the beneficiary's,
 * i.e. the exporter's country), else India.
 */
export function calendarCountry(expiryPlace: string | null | undefined, fallback: string | undefined): string {
  if (expiryPlace) {
    const words = norm(expiryPlace).split(" ");
    // Longest names first: "UNITED ARAB EMIRATES" before "ARAB".
    for (let n = Math.min(4, words.length); n >= 1; n--) {
      for (let i = 0; i + n <= words.length; i++) {
        const phrase = words.slice(i, i + n).join(" ");
        const code = countries.getAlpha2Code(phrase, "en");
        if (code) return code;
      }
    }
    const locode = /\b([A-Z]{2})[A-Z2-9]{3}\b/.exec(expiryPlace.toUpperCase());
    if (locode && countries.isValid(locode[1]!)) return locode[1]!;
  }
  return fallback && countries.isValid(fallback) ? fallback : "IN";
}
