/**
 * One date format app-wide, from the reader's locale (the browser's, or the server's when rendered
 * there). Instants are stored and sent in UTC and shown in the reader's zone; calendar dates
 * ("2026-01-15": a payment date, an issue date) are not instants and are shown as written, in UTC,
 * so no zone moves them a day.
 */

const DATE = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });
const DATE_TIME = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });
const CALENDAR_DATE = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeZone: "UTC" });

const valid = (date: Date) => !Number.isNaN(date.getTime());

/** An instant as a date in the reader's zone: "15 Jan 2026" (en-GB), "Jan 15, 2026" (en-US). "—" when absent. */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return "—";
  const date = typeof value === "string" ? new Date(value) : value;
  return valid(date) ? DATE.format(date) : "—";
}

/** An instant with its time, in the reader's zone. "—" when absent. */
export function formatDateTime(value: string | Date | null | undefined): string {
  if (!value) return "—";
  const date = typeof value === "string" ? new Date(value) : value;
  return valid(date) ? DATE_TIME.format(date) : "—";
}

/** A calendar date "YYYY-MM-DD" in the same style, never shifted by a time zone; other text is returned as it is. */
export function formatCalendarDate(value: string | null | undefined): string {
  if (!value) return "—";
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return value;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return valid(date) ? CALENDAR_DATE.format(date) : value;
}
