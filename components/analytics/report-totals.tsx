import type { Report } from "@/lib/client/reports";
import { formatCalendarDate } from "@/lib/format/dates";
import { formatDecimal, formatMoney } from "@/lib/format/numbers";
import { isDecimal, signedChange } from "./decimal";
import styles from "./analytics.module.css";

/** Words for the totals' keys the columns do not name (docs/analytics.md lists each report's totals). */
const TOTAL_LABELS: Record<string, string> = {
  shipments: "Shipments",
  lines: "Lines",
  documents: "Documents",
  ebls: "eBLs",
  medianHours: "Median hours",
  p90Hours: "p90 hours",
  arrivals: "Arrivals",
  onTime: "On time",
  onTimePercent: "On time (%)",
  documentsFinalised: "Documents finalised",
  finalisedWithoutErrors: "Finalised without errors",
  percent: "Finalised without errors (%)",
  amount: "Value",
  outstanding: "Outstanding",
  overdue: "Overdue",
  asOf: "As of",
};

const humanise = (key: string) =>
  TOTAL_LABELS[key] ??
  key
    .replace(/([a-z])([A-Z0-9])/g, "$1 $2")
    .replace(/^./, (c) => c.toUpperCase())
    .replace(/ ([A-Z])/g, (_, c: string) => ` ${c.toLowerCase()}`);

type Figure = { id: string; label: string; value: string; previous?: string; change?: string };

const isScalar = (v: unknown): v is string | number => typeof v === "number" || typeof v === "string";
const asText = (v: string | number) => String(v);

/** The figures of a totals object: scalars by key, and per currency (`byCurrency`) each of its figures. */
function figuresOf(totals: Record<string, unknown>, previous: Record<string, unknown> | undefined): Figure[] {
  const figures: Figure[] = [];
  const add = (id: string, label: string, value: string | number, currency: string | null, before: unknown) => {
    const text = asText(value);
    const shown = /^\d{4}-\d{2}-\d{2}$/.test(text)
      ? formatCalendarDate(text)
      : currency
        ? formatMoney(currency, text)
        : formatDecimal(text);
    const figure: Figure = { id, label, value: shown };
    if (isScalar(before) && isDecimal(text) && isDecimal(asText(before))) {
      const beforeText = asText(before);
      figure.previous = currency ? formatMoney(currency, beforeText) : formatDecimal(beforeText);
      const change = signedChange(text, beforeText);
      figure.change = change.startsWith("+") ? `+${formatDecimal(change.slice(1))}` : formatDecimal(change);
    }
    figures.push(figure);
  };
  for (const [key, value] of Object.entries(totals)) {
    if (key === "byCurrency" && Array.isArray(value)) {
      const earlier = Array.isArray(previous?.byCurrency) ? (previous.byCurrency as Record<string, unknown>[]) : [];
      for (const entry of value as Record<string, unknown>[]) {
        const currency = typeof entry.currency === "string" ? entry.currency : null;
        if (!currency) continue;
        const before = earlier.find((e) => e.currency === currency);
        for (const [field, figure] of Object.entries(entry)) {
          if (field === "currency" || !isScalar(figure)) continue;
          // Money fields are decimal strings; counts (shipments) are numbers and carry no currency.
          const money = typeof figure === "string";
          add(
            `${currency}.${field}`,
            `${humanise(field)} (${currency})`,
            figure,
            money ? currency : null,
            previous ? (before?.[field] ?? (money ? "0" : 0)) : undefined,
          );
        }
      }
    } else if (isScalar(value)) add(key, humanise(key), value, null, previous?.[key]);
  }
  return figures;
}

/**
 * A report's totals, each with the previous period's figure and the change when the comparison
 * is on. Money stays per currency; the change is computed on the decimal strings (exact).
 */
export function ReportTotals({ report, id }: { report: Report; id: string }) {
  const figures = figuresOf(report.totals, report.comparison?.totals);
  if (figures.length === 0) return null;
  return (
    <dl className={styles.totals} id={id} data-report-totals={report.report}>
      {figures.map((figure) => (
        <div key={figure.id} className={styles.total} data-total={figure.id}>
          <dt>{figure.label}</dt>
          <dd>
            <span className="num">{figure.value}</span>
            {figure.previous !== undefined ? (
              <span className={styles.change} data-change="">
                {" "}
                <span className="num">{figure.change}</span>
                <span className={styles.muted}> vs {figure.previous}</span>
              </span>
            ) : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}
