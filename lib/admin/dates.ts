/**
 * The dates the admin filters take (`from`, `to`): a day (YYYY-MM-DD, UTC) or an ISO 8601 date
 * and time, in years 1900 to 2999. `Date.parse` alone accepts far more ("1", "May 5", year
 * 275760), and a date past 9999 becomes "+010000-…" on its way to PostgreSQL, which refuses it.
 * No record of ours is dated outside those years, so a filter beyond them (`?to=9999-12-31`) is a
 * typing slip, answered 400 with the range rather than an empty list that looks like an answer.
 */
const DATE = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,6})?)?(?:Z|[+-]\d{2}:\d{2})?)?$/;
const MIN_YEAR = 1900;
const MAX_YEAR = 2999;
/** The last moment a filter can reach: the end of 2999-12-31 (UTC). */
const LAST_MOMENT = new Date(Date.UTC(MAX_YEAR, 11, 31, 23, 59, 59, 999));

export const ADMIN_DATE_MESSAGE = `must be a date (YYYY-MM-DD) or a date and time, between ${MIN_YEAR}-01-01 and ${MAX_YEAR}-12-31.`;

export function isAdminDate(text: string): boolean {
  const match = DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1, 4).map(Number) as [number, number, number];
  const [hour = 0, minute = 0, second = 0] = match.slice(4, 7).map((part) => (part ? Number(part) : 0));
  if (year < MIN_YEAR || year > MAX_YEAR || hour > 23 || minute > 59 || second > 59) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return false;
  return !Number.isNaN(Date.parse(text));
}

/** A `to` given as a bare date (YYYY-MM-DD) means the whole of that day (UTC). */
export function endOf(to: string): Date {
  const date = new Date(to);
  const end = /^\d{4}-\d{2}-\d{2}$/.test(to) ? new Date(date.getTime() + 24 * 60 * 60 * 1000) : date;
  return end > LAST_MOMENT ? LAST_MOMENT : end;
}
