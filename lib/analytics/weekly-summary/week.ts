import { addDays, dateInZone } from "@/lib/analytics/period";

/** The local hour (in the subscriber's zone) the weekly summary is sent in: Monday 08:00–08:59. */
export const SEND_WEEKDAY = 1;
export const SEND_HOUR = 8;

const WEEKDAYS: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

// One formatter per zone: the job asks for each subscriber, and building one costs far more than using it.
const formats = new Map<string, Intl.DateTimeFormat>();

/** The ISO weekday (1 = Monday) and the hour (0–23) of `instant` in `timeZone`. */
export function weekdayAndHour(instant: Date, timeZone: string): { weekday: number; hour: number } {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", { timeZone, weekday: "short", hour: "numeric", hourCycle: "h23" });
    formats.set(timeZone, format);
  }
  const parts = format
    .formatToParts(instant)
    .reduce<Record<string, string>>((acc, p) => ({ ...acc, [p.type]: p.value }), {});
  return { weekday: WEEKDAYS[parts.weekday ?? ""] ?? 0, hour: Number(parts.hour) };
}

/** A summary's week: Monday..Sunday (calendar days in the zone), and the week before it. */
export type SummaryWeek = { from: string; to: string; previous: { from: string; to: string } };

/** The week that ended on the Sunday before `monday` (a calendar date that is a Monday). */
export function weekBefore(monday: string): SummaryWeek {
  const from = addDays(monday, -7);
  return { from, to: addDays(monday, -1), previous: { from: addDays(from, -7), to: addDays(from, -1) } };
}

/**
 * The week to summarise when `now` is Monday between 08:00 and 08:59 in `timeZone` (the week just
 * ended, Monday to Sunday in that zone), else null. The job runs hourly, so exactly one run falls in
 * that local hour in every zone, whole-hour offsets or not (India's +05:30 included), and on DST
 * Mondays too: no zone changes its clocks at 08:00 on a Monday.
 */
export function dueSummaryWeek(now: Date, timeZone: string): SummaryWeek | null {
  const { weekday, hour } = weekdayAndHour(now, timeZone);
  if (weekday !== SEND_WEEKDAY || hour !== SEND_HOUR) return null;
  return weekBefore(dateInZone(now, timeZone));
}
