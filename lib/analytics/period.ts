import { AppError } from "@/lib/contract/errors";

/**
 * A report period: calendar days `from`..`to` inclusive in `timeZone`, and the period of the same
 * number of days just before it (for comparisons). SQL turns the days into instants with
 * `($from::date)::timestamp AT TIME ZONE $tz` (start) and `($to::date + 1)::timestamp AT TIME
 * ZONE $tz` (end, exclusive), so a day is the user's day, including across DST changes; stored
 * times stay UTC.
 */
export type Period = {
  from: string;
  to: string;
  timeZone: string;
  previous: { from: string; to: string };
  /** Today in `timeZone` (receivables age against it, or against `to` when the period ended). */
  today: string;
};

/** The longest period a report covers: ten years and a bit (leap days). */
export const MAX_PERIOD_DAYS = 3_660;

const DAY_MS = 86_400_000;

/**
 * The earliest day a period may start: PostgreSQL has no year 0, and the previous period of a
 * period in year 1 would fall before it (a 500 from SQL, not a 400).
 */
export const EARLIEST_DAY = "1900-01-01";

const isRealDate = (value: string): boolean => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

/** Whole days from a to b (calendar dates, YYYY-MM-DD). */
export const daysBetween = (a: string, b: string): number =>
  Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY_MS);

/** The calendar date `days` after `date` (negative: before). */
export const addDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Whether the runtime knows the IANA zone (Intl throws a RangeError on an unknown one). */
export function isTimeZone(zone: string): boolean {
  if (!zone || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The calendar date of `instant` in `timeZone`, YYYY-MM-DD. */
export function dateInZone(instant: Date, timeZone: string): string {
  // en-CA formats dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(
    instant,
  );
}

/**
 * The zone a user's reports count days in: their setting, else the zone the browser sent (`tz`),
 * else UTC. A `tz` the runtime does not know is a 400 naming it.
 */
export function reportTimeZone(userZone: string | null | undefined, requested: string | undefined): string {
  if (userZone && isTimeZone(userZone)) return userZone;
  if (requested !== undefined) {
    if (!isTimeZone(requested)) {
      throw new AppError("validation_failed", `${requested} is not a time zone we know.`, {
        issues: [{ path: "tz", message: "Use an IANA time zone name, e.g. Asia/Kolkata or Europe/Berlin." }],
      });
    }
    return requested;
  }
  return "UTC";
}

/**
 * The period from a request: `from` and `to` together (a 400 naming the other when only one is
 * sent), else this month so far. `to` may not precede `from`; at most MAX_PERIOD_DAYS days.
 */
export function resolvePeriod(input: { from?: string; to?: string }, timeZone: string, now: Date = new Date()): Period {
  const today = dateInZone(now, timeZone);
  let { from, to } = input;
  if (from === undefined && to === undefined) {
    from = `${today.slice(0, 8)}01`;
    to = today;
  }
  const issues: { path: string; message: string }[] = [];
  if (from === undefined) issues.push({ path: "from", message: "Send from with to, e.g. from=2026-01-01." });
  else if (!isRealDate(from)) issues.push({ path: "from", message: `${from} is not a date on the calendar.` });
  else if (from < EARLIEST_DAY) issues.push({ path: "from", message: `from must be ${EARLIEST_DAY} or later.` });
  if (to === undefined) issues.push({ path: "to", message: "Send to with from, e.g. to=2026-03-31." });
  else if (!isRealDate(to)) issues.push({ path: "to", message: `${to} is not a date on the calendar.` });
  if (issues.length === 0 && from! > to!) issues.push({ path: "to", message: "to must be on or after from." });
  if (issues.length === 0 && daysBetween(from!, to!) + 1 > MAX_PERIOD_DAYS) {
    issues.push({ path: "to", message: `A period covers at most ${MAX_PERIOD_DAYS} days.` });
  }
  if (issues.length > 0) throw new AppError("validation_failed", issues[0]!.message, { issues });
  const length = daysBetween(from!, to!) + 1;
  return {
    from: from!,
    to: to!,
    timeZone,
    today,
    previous: { from: addDays(from!, -length), to: addDays(from!, -1) },
  };
}
