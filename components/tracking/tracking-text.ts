/** Words for the tracking figures (pure, unit-tested; no React here). */

/** "26 h": hours as days and hours once they reach a day ("1 d 2 h"). */
export function hoursText(hours: number): string {
  const whole = Math.round(Math.abs(hours));
  const days = Math.floor(whole / 24);
  const rest = whole % 24;
  if (days === 0) return `${rest} h`;
  return rest === 0 ? `${days} d` : `${days} d ${rest} h`;
}

/** The delay against the first plan: "On time", "5 h late", "1 d 2 h late", "3 h early"; "—" when unknown. */
export function delayText(delayHours: number | null | undefined): string {
  if (delayHours === null || delayHours === undefined || !Number.isFinite(delayHours)) return "—";
  if (Math.round(delayHours) === 0) return "On time";
  return delayHours > 0 ? `${hoursText(delayHours)} late` : `${hoursText(delayHours)} early`;
}

/** Is this a delay worth a warning colour (an hour or more late)? */
export const isLate = (delayHours: number | null | undefined) =>
  typeof delayHours === "number" && Math.round(delayHours) > 0;

/** How an ETA moved from `from` to `to`: "moved 1 d 2 h later", "moved 3 h earlier", "unchanged". */
export function etaMoveText(from: string, to: string): string {
  const hours = (Date.parse(to) - Date.parse(from)) / 3_600_000;
  if (!Number.isFinite(hours)) return "";
  if (Math.round(hours) === 0) return "unchanged";
  return hours > 0 ? `moved ${hoursText(hours)} later` : `moved ${hoursText(hours)} earlier`;
}

/** DCSA classifiers in words: PLN planned, EST estimated, ACT actual. */
export const CLASSIFIER_WORDS: Record<string, string> = { PLN: "Planned", EST: "Estimated", ACT: "Actual" };
export const classifierText = (code: string | null | undefined) => (code ? (CLASSIFIER_WORDS[code] ?? code) : "");
