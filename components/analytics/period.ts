/**
 * The analytics screen's state as it lives in the URL (so a view can be shared and the back
 * button returns to the previous one): the period preset (or custom days), the comparison and
 * the filters. Pure functions, tested in period.test.ts.
 */

export const PRESETS = ["month", "quarter", "year", "custom"] as const;
export type Preset = (typeof PRESETS)[number];

export const PRESET_LABELS: Record<Preset, string> = {
  month: "This month",
  quarter: "This quarter",
  year: "This year",
  custom: "Custom",
};

/** The longest period the API reports on (lib/analytics/period.ts MAX_PERIOD_DAYS). */
export const MAX_PERIOD_DAYS = 3_660;

export type AnalyticsState = {
  preset: Preset;
  /** Calendar days, inclusive (for presets: computed from today). */
  from: string;
  to: string;
  compare: boolean;
  country: string;
  status: string;
  currency: string;
  partner: string;
};

export type FilterKey = "country" | "status" | "currency" | "partner";
export const FILTER_KEYS: FilterKey[] = ["country", "status", "currency", "partner"];

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/** Whether text is a real calendar day written YYYY-MM-DD (2026-02-30 is not). */
export function isCalendarDate(text: string): boolean {
  if (!DATE.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** Today in a time zone, YYYY-MM-DD. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

/** The days of a preset: from its first day up to today (the API's "so far", as its default month is). */
export function presetRange(preset: Exclude<Preset, "custom">, today: string): { from: string; to: string } {
  const year = today.slice(0, 4);
  const month = Number(today.slice(5, 7));
  if (preset === "month") return { from: `${today.slice(0, 7)}-01`, to: today };
  if (preset === "quarter") {
    const first = Math.floor((month - 1) / 3) * 3 + 1;
    return { from: `${year}-${String(first).padStart(2, "0")}-01`, to: today };
  }
  return { from: `${year}-01-01`, to: today };
}

/** The number of days from..to inclusive. */
export const periodDays = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

export type CustomErrors = { from?: string; to?: string };

/** What is wrong with a custom period, in words for the fields; empty when it is fine. */
export function validateCustom(from: string, to: string): CustomErrors {
  const errors: CustomErrors = {};
  if (!from) errors.from = "Enter the first day of the period.";
  else if (!isCalendarDate(from)) errors.from = "Enter the first day as a real date, e.g. 2026-01-01.";
  if (!to) errors.to = "Enter the last day of the period.";
  else if (!isCalendarDate(to)) errors.to = "Enter the last day as a real date, e.g. 2026-03-31.";
  if (!errors.from && !errors.to) {
    if (to < from) errors.to = "The last day must be on or after the first day.";
    else if (periodDays(from, to) > MAX_PERIOD_DAYS) errors.to = "A period covers at most ten years (3,660 days).";
  }
  return errors;
}

/**
 * The state from the query string. A preset's days are computed from today; custom days that do
 * not make a valid period (an edited or old link) fall back to this month, with the reason.
 */
export function stateFromSearch(
  params: URLSearchParams,
  today: string,
): { state: AnalyticsState; problem: string | null } {
  // A link with days but no preset (the dashboard's period tiles) is a custom period.
  const asked = params.get("period") ?? (params.has("from") || params.has("to") ? "custom" : null);
  let preset: Preset = PRESETS.includes(asked as Preset) ? (asked as Preset) : "month";
  let problem: string | null = null;
  let range: { from: string; to: string };
  if (preset === "custom") {
    const from = params.get("from") ?? "";
    const to = params.get("to") ?? "";
    const errors = validateCustom(from, to);
    if (errors.from || errors.to) {
      problem = `The link's custom period is not valid (${errors.from ?? errors.to}) This month is shown instead.`;
      preset = "month";
      range = presetRange("month", today);
    } else range = { from, to };
  } else range = presetRange(preset, today);
  const text = (key: string) => (params.get(key) ?? "").trim();
  return {
    state: {
      preset,
      ...range,
      compare: params.get("compare") === "previous",
      country: text("country").toUpperCase(),
      status: text("status"),
      currency: text("currency").toUpperCase(),
      partner: text("partner"),
    },
    problem,
  };
}

/** The query string of a state: presets are kept by name (a shared "this quarter" link stays current). */
export function searchFromState(state: AnalyticsState): string {
  const params = new URLSearchParams();
  params.set("period", state.preset);
  if (state.preset === "custom") {
    params.set("from", state.from);
    params.set("to", state.to);
  }
  if (state.compare) params.set("compare", "previous");
  for (const key of FILTER_KEYS) if (state[key]) params.set(key, state[key]);
  return params.toString();
}
