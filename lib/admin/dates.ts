/** A `to` given as a bare date (YYYY-MM-DD) means the whole of that day (UTC). */
export function endOf(to: string): Date {
  const date = new Date(to);
  return /^\d{4}-\d{2}-\d{2}$/.test(to) ? new Date(date.getTime() + 24 * 60 * 60 * 1000) : date;
}
