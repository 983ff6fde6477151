"use client";

import { useState, type FormEvent } from "react";
import { useFilterOptions } from "@/lib/client/reports";
import { SHIPMENT_STATUSES, statusLabel } from "@/components/shipments/types";
import { ErrorSummary } from "@/components/ui/error-summary";
import {
  PRESET_LABELS,
  PRESETS,
  presetRange,
  validateCustom,
  type AnalyticsState,
  type CustomErrors,
  type Preset,
} from "./period";
import styles from "./analytics.module.css";

/** A filter's choice: the value sent and the words shown. */
type FilterOption = { value: string; label: string };

const plain = (values: string[]): FilterOption[] => values.map((value) => ({ value, label: value }));

type Props = {
  state: AnalyticsState;
  today: string;
  onApply: (next: AnalyticsState) => void;
};

/** A filter as a list of what the user's data holds, or a text input while that list is not available. */
function FilterField({
  name,
  label,
  value,
  onChange,
  options,
  placeholder,
}: {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The choices; null when they could not be loaded (a text input instead), undefined while loading. */
  options: FilterOption[] | null | undefined;
  placeholder?: string;
}) {
  const id = `analytics-${name}`;
  if (options !== null) {
    // The current value stays selectable even when the list no longer holds it (a shared link).
    const known = options ?? [];
    const list = value && !known.some((o) => o.value === value) ? [...known, { value, label: value }] : known;
    return (
      <div className="field">
        <label htmlFor={id}>{label}</label>
        <select
          id={id}
          name={name}
          value={value}
          aria-busy={options === undefined ? true : undefined}
          onChange={(e) => onChange(e.target.value)}
        >
          <option value="">Any</option>
          {list.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    );
  }
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} name={name} value={value} placeholder={placeholder} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}

/**
 * The period picker (this month, quarter, year, or two days), the comparison with the period
 * before, and the filters. One "Apply" puts them all in the URL at once, so the back button
 * steps through views and a link shares one.
 */
export function AnalyticsControls({ state, today, onApply }: Props) {
  const [draft, setDraft] = useState<AnalyticsState>(state);
  const [errors, setErrors] = useState<CustomErrors>({});
  const filters = useFilterOptions();
  // undefined while loading (lists with the current value only), null when they failed (text inputs).
  const lists = filters.status === "error" ? null : filters.data;

  const set = <K extends keyof AnalyticsState>(key: K, value: AnalyticsState[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));

  const choosePreset = (preset: Preset) => {
    setErrors({});
    // Custom starts from the days shown, so the reader adjusts rather than types both.
    setDraft((current) =>
      preset === "custom" ? { ...current, preset } : { ...current, preset, ...presetRange(preset, today) },
    );
  };

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (draft.preset === "custom") {
      const found = validateCustom(draft.from, draft.to);
      setErrors(found);
      if (found.from || found.to) return;
    }
    onApply({
      ...draft,
      country: draft.country.trim().toUpperCase(),
      currency: draft.currency.trim().toUpperCase(),
      partner: draft.partner.trim(),
    });
  };

  const errorList: Record<string, string> = {};
  if (errors.from) errorList.from = errors.from;
  if (errors.to) errorList.to = errors.to;

  return (
    <form className={`card ${styles.controls}`} onSubmit={apply} aria-label="Period and filters" noValidate>
      <ErrorSummary errors={errorList} labels={{ from: "First day", to: "Last day" }} />
      <fieldset className={styles.fieldset}>
        <legend>Period</legend>
        <div className={styles.presets}>
          {PRESETS.map((preset) => (
            <label key={preset} className={styles.preset}>
              <input
                type="radio"
                name="period"
                value={preset}
                checked={draft.preset === preset}
                onChange={() => choosePreset(preset)}
              />
              {PRESET_LABELS[preset]}
            </label>
          ))}
        </div>
        {draft.preset === "custom" ? (
          <div className={styles.customDays}>
            <div className="field">
              <label htmlFor="analytics-from">First day</label>
              <input
                id="analytics-from"
                name="from"
                type="date"
                value={draft.from}
                max={draft.to || undefined}
                aria-invalid={errors.from ? true : undefined}
                aria-describedby={errors.from ? "analytics-from-error" : undefined}
                onChange={(e) => set("from", e.target.value)}
              />
              {errors.from ? (
                <span id="analytics-from-error" className="field-error">
                  {errors.from}
                </span>
              ) : null}
            </div>
            <div className="field">
              <label htmlFor="analytics-to">Last day</label>
              <input
                id="analytics-to"
                name="to"
                type="date"
                value={draft.to}
                min={draft.from || undefined}
                aria-invalid={errors.to ? true : undefined}
                aria-describedby={errors.to ? "analytics-to-error" : undefined}
                onChange={(e) => set("to", e.target.value)}
              />
              {errors.to ? (
                <span id="analytics-to-error" className="field-error">
                  {errors.to}
                </span>
              ) : null}
            </div>
          </div>
        ) : null}
        <label className={styles.checkbox}>
          <input type="checkbox" checked={draft.compare} onChange={(e) => set("compare", e.target.checked)} />
          Compare with previous period
        </label>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend>Filters</legend>
        <div className={styles.filters}>
          <FilterField
            name="country"
            label="Destination country"
            value={draft.country}
            onChange={(v) => set("country", v)}
            options={lists && lists.countries.map((c) => ({ value: c.code, label: `${c.name} (${c.code})` }))}
            placeholder="Two-letter code, e.g. DE"
          />
          <div className="field">
            <label htmlFor="analytics-status">Status</label>
            <select
              id="analytics-status"
              name="status"
              value={draft.status}
              onChange={(e) => set("status", e.target.value)}
            >
              <option value="">Any</option>
              {SHIPMENT_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {statusLabel(status)}
                </option>
              ))}
            </select>
          </div>
          <FilterField
            name="currency"
            label="Currency"
            value={draft.currency}
            onChange={(v) => set("currency", v)}
            options={lists && plain(lists.currencies)}
            placeholder="e.g. USD"
          />
          <FilterField
            name="partner"
            label="Partner"
            value={draft.partner}
            onChange={(v) => set("partner", v)}
            options={lists && plain(lists.partners)}
          />
        </div>
      </fieldset>
      <div className={styles.formActions}>
        <button type="submit" className="btn">
          Apply
        </button>
      </div>
    </form>
  );
}
