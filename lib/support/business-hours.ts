import type { SupportPriority } from "@/models/support-constants";

/**
 * Business-hours arithmetic for the support targets (docs/support.md, "Targets").
 *
 * Hand-written on Intl rather than a library: neither date-fns-tz nor a Temporal polyfill is
 * installed, and the only time-zone question asked is "which UTC instant is 09:00 on this local
 * calendar day", which Intl.DateTimeFormat answers exactly (its offsets come from the runtime's
 * IANA database, DST included). Calendar days are stepped with Date.UTC on (year, month, day),
 * never by adding 24 hours, so a 23- or 25-hour day cannot shift the window.
 */
export type BusinessHours = {
  /** An IANA time zone, e.g. "Asia/Kolkata". */
  timeZone: string;
  /** Minutes after local midnight the window opens and closes (09:00 → 540, 18:00 → 1080). */
  openMinute: number;
  closeMinute: number;
  /** ISO weekdays that are working days: 1 = Monday … 7 = Sunday. */
  days: readonly number[];
};

export const DEFAULT_TIME_ZONE = "Asia/Kolkata";

/** Reads SUPPORT_TIME_ZONE, SUPPORT_BUSINESS_HOURS ("09:00-18:00") and SUPPORT_BUSINESS_DAYS ("1-5"). */
export function businessHoursFromEnv(env: Record<string, string | undefined> = process.env): BusinessHours {
  const timeZone = env.SUPPORT_TIME_ZONE?.trim() || DEFAULT_TIME_ZONE;
  if (!isTimeZone(timeZone)) throw new Error(`SUPPORT_TIME_ZONE: "${timeZone}" is not an IANA time zone.`);
  const hours = /^(\d{1,2}):(\d{2})\s*-\s*(\d{1,2}):(\d{2})$/.exec(env.SUPPORT_BUSINESS_HOURS?.trim() || "09:00-18:00");
  if (!hours) throw new Error('SUPPORT_BUSINESS_HOURS: write the window as "HH:MM-HH:MM", e.g. "09:00-18:00".');
  const [oh, om, ch, cm] = hours.slice(1).map(Number) as [number, number, number, number];
  const openMinute = oh * 60 + om;
  const closeMinute = ch * 60 + cm;
  if (om > 59 || cm > 59 || closeMinute > 24 * 60 || openMinute >= closeMinute)
    throw new Error("SUPPORT_BUSINESS_HOURS: the window must open before it closes, within one day.");
  const days = parseDays(env.SUPPORT_BUSINESS_DAYS?.trim() || "1-5");
  return { timeZone, openMinute, closeMinute, days };
}

function parseDays(text: string): number[] {
  const days = new Set<number>();
  for (const part of text.split(",")) {
    const range = /^\s*([1-7])\s*(?:-\s*([1-7]))?\s*$/.exec(part);
    if (!range) throw new Error('SUPPORT_BUSINESS_DAYS: ISO weekdays, 1 = Monday … 7 = Sunday, e.g. "1-5".');
    const from = Number(range[1]);
    const to = Number(range[2] ?? range[1]);
    for (let d = from; d <= to; d++) days.add(d);
  }
  if (days.size === 0) throw new Error("SUPPORT_BUSINESS_DAYS: name at least one day.");
  return [...days].sort();
}

export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** Business minutes allowed, by priority: first public reply and resolution (a business day is 9 h). */
export const SUPPORT_TARGETS: Record<SupportPriority, { firstResponseMinutes: number; resolutionMinutes: number }> = {
  urgent: { firstResponseMinutes: 60, resolutionMinutes: 9 * 60 },
  high: { firstResponseMinutes: 4 * 60, resolutionMinutes: 2 * 9 * 60 },
  normal: { firstResponseMinutes: 9 * 60, resolutionMinutes: 5 * 9 * 60 },
  low: { firstResponseMinutes: 2 * 9 * 60, resolutionMinutes: 10 * 9 * 60 },
};

type LocalDate = { year: number; month: number; day: number };

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The local wall-clock fields of an instant in a time zone. */
function localParts(instant: number, timeZone: string) {
  const parts: Record<string, number> = {};
  for (const { type, value } of formatterFor(timeZone).formatToParts(new Date(instant))) {
    if (type !== "literal") parts[type] = Number(value);
  }
  return parts as { year: number; month: number; day: number; hour: number; minute: number; second: number };
}

/** The zone's offset from UTC at an instant, in milliseconds (local = UTC + offset). */
function offsetAt(instant: number, timeZone: string): number {
  const p = localParts(instant, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant a local wall-clock time happens. Two passes settle the offset on either side of a
 * DST change; a time skipped by a spring-forward gap maps to the instant just after the gap.
 */
export function zonedTimeToUtc(date: LocalDate, minuteOfDay: number, timeZone: string): number {
  const wall = Date.UTC(date.year, date.month - 1, date.day, 0, minuteOfDay);
  let instant = wall - offsetAt(wall, timeZone);
  instant = wall - offsetAt(instant, timeZone);
  return instant;
}

const nextDay = (d: LocalDate): LocalDate => {
  const t = new Date(Date.UTC(d.year, d.month - 1, d.day + 1));
  return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() };
};
/** ISO weekday (1 = Monday) of a calendar date; the calendar date alone decides it, whatever the zone. */
const isoWeekday = (d: LocalDate) => ((new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDay() + 6) % 7) + 1;

/** The business windows [open, close) as UTC instants, from the local day of `from` onwards. */
function* windows(from: number, hours: BusinessHours): Generator<[number, number]> {
  const start = localParts(from, hours.timeZone);
  let day: LocalDate = { year: start.year, month: start.month, day: start.day };
  // Any real configuration has a working day every week; this bounds a loop over a bad one.
  for (let i = 0; i < 366 * 50; i++, day = nextDay(day)) {
    if (!hours.days.includes(isoWeekday(day))) continue;
    yield [
      zonedTimeToUtc(day, hours.openMinute, hours.timeZone),
      zonedTimeToUtc(day, hours.closeMinute, hours.timeZone),
    ];
  }
}

/** The instant `minutes` business minutes after `start` (a start outside hours counts from the next opening). */
export function addBusinessMinutes(start: Date, minutes: number, hours: BusinessHours): Date {
  let remaining = minutes * 60_000;
  let cursor = start.getTime();
  for (const [open, close] of windows(cursor, hours)) {
    const from = Math.max(cursor, open);
    if (from >= close) continue;
    if (remaining <= close - from) return new Date(from + remaining);
    remaining -= close - from;
    cursor = close;
  }
  throw new Error("addBusinessMinutes: no business hours in fifty years");
}

/** Business minutes between two instants (negative when `to` is before `from`), whole minutes toward zero. */
export function businessMinutesBetween(from: Date, to: Date, hours: BusinessHours): number {
  if (to.getTime() < from.getTime()) return -businessMinutesBetween(to, from, hours);
  let total = 0;
  const end = to.getTime();
  for (const [open, close] of windows(from.getTime(), hours)) {
    if (open >= end) break;
    const a = Math.max(open, from.getTime());
    const b = Math.min(close, end);
    if (b > a) total += b - a;
  }
  return Math.trunc(total / 60_000);
}

/** The two targets of a ticket opened at `createdAt` with this priority. */
export function targetsFor(createdAt: Date, priority: SupportPriority, hours: BusinessHours) {
  const target = SUPPORT_TARGETS[priority];
  return {
    firstResponseDueAt: addBusinessMinutes(createdAt, target.firstResponseMinutes, hours),
    resolutionDueAt: addBusinessMinutes(createdAt, target.resolutionMinutes, hours),
  };
}
