"use client";

import { useId, type ReactNode } from "react";
import { Link2, Unlink } from "lucide-react";
import styles from "./documents.module.css";

type SharedProps = {
  label: string;
  overridden: boolean;
  onToggle?: () => void;
  /** The other documents of the shipment that show this field ("Packing list, Certificate of origin"). */
  sharedWith?: string[];
};

function sharedWithText(titles: string[] | undefined): string {
  if (!titles || titles.length === 0) return "every document of this shipment";
  if (titles.length === 1) return `the ${titles[0]!.toLowerCase()}`;
  const lower = titles.map((t) => t.toLowerCase());
  return `the ${lower.slice(0, -1).join(", ")} and ${lower.at(-1)}`;
}

/**
 * Marks shared data (entered once for the shipment, shown by every document of it) as a small
 * icon whose tooltip says which documents share it, and lets the user keep a value for this
 * document only, or give it back to the shipment.
 */
export function SharedMark({ label, overridden, onToggle, sharedWith }: SharedProps) {
  const tipId = useId();
  const tip = overridden
    ? "This document keeps its own value; the other documents of the shipment are not changed."
    : `Shared with ${sharedWithText(sharedWith)}: a change here shows there too.`;
  const icon = overridden ? <Unlink size={14} aria-hidden="true" /> : <Link2 size={14} aria-hidden="true" />;
  const tooltip = (
    <span role="tooltip" id={tipId} className={styles.tooltip}>
      {tip}
      {onToggle ? (overridden ? " Select to share it again." : " Select to keep it for this document only.") : null}
    </span>
  );
  if (!onToggle)
    return (
      <span className={styles.sharedMark} data-overridden={overridden || undefined}>
        {icon}
        <span className="visually-hidden">
          {overridden ? "This document only" : "Shared"}: {tip}
        </span>
        <span className={styles.tooltip} aria-hidden="true">
          {tip}
        </span>
      </span>
    );
  return (
    <button
      type="button"
      className={styles.sharedMark}
      data-overridden={overridden || undefined}
      aria-pressed={overridden}
      aria-label={`Keep ${label.toLowerCase()} for this document only`}
      aria-describedby={tipId}
      onClick={onToggle}
    >
      {icon}
      {tooltip}
    </button>
  );
}

type Common = {
  label: string;
  error?: string;
  hint?: ReactNode;
  readOnly?: boolean;
  marker?: ReactNode;
  unit?: string;
  className?: string;
  /** Read by screen readers after the label but not shown (", line 3" under a visible "Quantity"). */
  labelSuffix?: string;
};

/** Label, hint, error and the shared-data marker around one control; the control gets the ids. */
export function FieldFrame({
  label,
  error,
  hint,
  marker,
  unit,
  className,
  labelSuffix,
  children,
}: Common & { children: (ids: { id: string; describedBy?: string; invalid?: true }) => ReactNode }) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={`field ${styles.field} ${className ?? ""}`}>
      <div className={styles.labelRow}>
        <label htmlFor={id}>
          {label}
          {labelSuffix ? <span className="visually-hidden">{labelSuffix}</span> : null}
        </label>
        {marker}
      </div>
      <div className={unit ? styles.withUnit : undefined}>
        {children({ id, describedBy, invalid: error ? true : undefined })}
        {unit ? <span className={styles.unit}>{unit}</span> : null}
      </div>
      {hint ? (
        <span id={`${id}-hint`} className="field-hint">
          {hint}
        </span>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type TextProps = Common & {
  value: string;
  onChange: (value: string) => void;
  multiline?: boolean;
  type?: "text" | "date" | "email" | "tel";
  inputMode?: "decimal" | "numeric" | "text";
  maxLength?: number;
  placeholder?: string;
  name?: string;
  /** id of a <datalist> of suggestions. */
  list?: string;
  onBlur?: () => void;
  /** Figures: tabular, aligned right. */
  numeric?: boolean;
};

export function TextInput({
  value,
  onChange,
  multiline,
  type = "text",
  inputMode,
  maxLength,
  placeholder,
  readOnly,
  name,
  list,
  onBlur,
  numeric,
  ...frame
}: TextProps) {
  return (
    <FieldFrame {...frame}>
      {({ id, describedBy, invalid }) =>
        multiline ? (
          <textarea
            id={id}
            name={name}
            rows={3}
            value={value}
            onChange={(e) => onChange(e.target.value)}
            onBlur={onBlur}
            className={numeric ? styles.numeric : undefined}
            maxLength={maxLength}
            placeholder={placeholder}
            readOnly={readOnly}
            aria-describedby={describedBy}
            aria-invalid={invalid}
          />
        ) : (
          <input
            id={id}
            name={name}
            type={type}
            list={list}
            inputMode={inputMode}
            value={value}
            onChange={(e) => onChange(e.target.value)}
            onBlur={onBlur}
            className={numeric ? styles.numeric : undefined}
            maxLength={maxLength}
            placeholder={placeholder}
            readOnly={readOnly}
            aria-describedby={describedBy}
            aria-invalid={invalid}
          />
        )
      }
    </FieldFrame>
  );
}

type SelectProps = Common & {
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  emptyLabel?: string;
  name?: string;
};

export function SelectInput({ value, onChange, options, emptyLabel = "—", readOnly, name, ...frame }: SelectProps) {
  return (
    <FieldFrame {...frame}>
      {({ id, describedBy, invalid }) => (
        <select
          id={id}
          name={name}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          disabled={readOnly}
          aria-describedby={describedBy}
          aria-invalid={invalid}
        >
          <option value="">{emptyLabel}</option>
          {/* A stored value no longer in the list stays visible instead of silently changing. */}
          {value && !options.some((o) => o.value === value) ? <option value={value}>{value}</option> : null}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
