"use client";

import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { formatDecimal } from "@/lib/format/numbers";
import type { ChartDatum, ChartPanel, Unit } from "./chart-model";
import { formatCountry, formatMonth } from "./format";
import styles from "./analytics.module.css";

/** Distinct on white and for the common colour-vision deficiencies; the table carries the meaning anyway. */
const COLOURS = ["#0b5cad", "#c4320a", "#067647", "#6941c6", "#b54708", "#475467", "#c11574", "#0e7090"];

const TICK = { fontSize: 12, fill: "#4a5568" };
const COMPACT = new Intl.NumberFormat(undefined, { notation: "compact", maximumFractionDigits: 1 });

const unitSuffix = (unit: Unit) => (unit === "hours" ? " h" : unit === "percent" ? " %" : "");

/** Category labels as the table writes them (months and countries by name). */
function categoryLabel(value: string): string {
  if (/^\d{4}-\d{2}$/.test(value)) return formatMonth(value);
  if (/^[A-Z]{2}$/.test(value) || value === "unknown") return formatCountry(value);
  return value;
}

type TooltipProps = {
  active?: boolean;
  label?: string | number;
  payload?: readonly { dataKey?: unknown; name?: unknown; color?: string; payload?: ChartDatum }[];
};

/** The tooltip shows the exact figures (the decimal strings the API sent), not the float the bar is drawn from. */
function makeTooltip(unit: Unit, currency: string | null) {
  return function ExactTooltip({ active, label, payload }: TooltipProps) {
    if (!active || !payload?.length) return null;
    return (
      <div className={styles.tooltip}>
        <strong>{categoryLabel(String(label ?? ""))}</strong>
        <ul>
          {payload.map((item) => {
            const key = String(item.dataKey);
            const text = String(item.payload?.[`${key}:text`] ?? "");
            return (
              <li key={key}>
                <span aria-hidden="true" className={styles.swatch} style={{ background: item.color }} />
                {String(item.name)}: {currency ? `${currency} ` : ""}
                {formatDecimal(text)}
                {unitSuffix(unit)}
              </li>
            );
          })}
        </ul>
      </div>
    );
  };
}

/**
 * A report's chart: Recharts bars, one panel per currency when it draws money (never two
 * currencies on one axis). The figure is described by the table (`describedBy`), which holds the
 * same figures for screen readers and keyboard users.
 */
export function ReportChart({
  panels,
  label,
  describedBy,
}: {
  panels: ChartPanel[];
  label: string;
  describedBy: string;
}) {
  return (
    <figure className={styles.chart} role="group" aria-label={label} aria-describedby={describedBy}>
      <div
        className={styles.panels}
        style={{ gridTemplateColumns: `repeat(${Math.min(panels.length, 3)}, minmax(0, 1fr))` }}
      >
        {panels.map((panel) => (
          <div key={panel.id} className={styles.panel} data-chart-panel={panel.id}>
            {panel.title ? <p className={styles.panelTitle}>{panel.title}</p> : null}
            <div className={styles.panelBody}>
              <ResponsiveContainer width="100%" height="100%">
                <BarChart
                  data={panel.data}
                  layout={panel.layout === "bars" ? "vertical" : "horizontal"}
                  margin={{ top: 8, right: 12, bottom: 4, left: 4 }}
                >
                  <CartesianGrid strokeDasharray="3 3" stroke="#d5dae1" />
                  {panel.layout === "bars" ? (
                    <>
                      <XAxis
                        type="number"
                        tick={TICK}
                        allowDecimals={panel.unit !== "count"}
                        domain={panel.unit === "percent" ? [0, 100] : [0, "auto"]}
                        tickFormatter={(v: number) => COMPACT.format(v)}
                      />
                      <YAxis
                        type="category"
                        dataKey="category"
                        tick={TICK}
                        width={110}
                        tickFormatter={(v: string) => {
                          const text = categoryLabel(v);
                          return text.length > 16 ? `${text.slice(0, 15)}…` : text;
                        }}
                      />
                    </>
                  ) : (
                    <>
                      <XAxis dataKey="category" tick={TICK} minTickGap={8} tickFormatter={categoryLabel} />
                      <YAxis
                        tick={TICK}
                        width={48}
                        allowDecimals={panel.unit !== "count"}
                        tickFormatter={(v: number) => COMPACT.format(v)}
                      />
                    </>
                  )}
                  <Tooltip content={makeTooltip(panel.unit, panel.currency)} />
                  {panel.series.length > 1 ? <Legend wrapperStyle={{ fontSize: 12 }} /> : null}
                  {panel.series.map((series, index) => (
                    <Bar
                      key={series.key}
                      dataKey={series.key}
                      name={series.label}
                      fill={COLOURS[index % COLOURS.length]}
                      stackId={panel.stacked ? "stack" : undefined}
                      isAnimationActive={false}
                    />
                  ))}
                </BarChart>
              </ResponsiveContainer>
            </div>
          </div>
        ))}
      </div>
    </figure>
  );
}
