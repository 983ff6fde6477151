"use client";

import { useId, type ReactNode } from "react";
import styles from "./documents.module.css";

type SharedProps = { label: string; overridden: boolean; onToggle?: () => void };

/**
 * Marks shared data (entered once for the shipment, shown by every document of it) and lets the
 * user keep a value for this document only, or give it back to the shipment.
 */
export function SharedMark({ label, overridden, onToggle }: SharedProps) {
  const text = overridden ? "This document only" : "Shared";
  const title = overridden
    ? "This document keeps its own value; the other documents of the shipment are not changed."
    : "Entered once for the shipment: every document of the shipment shows it.";
  if (!onToggle)
    return (
      <span className={styles.sharedMark} data-overridden={overridden || undefined} title={title}>
        {text}
      </span>
    );
  return (
    <button
      type="button"
      className={styles.sharedMark}
      data-overridden={overridden || undefined}
      title={title}
      aria-pressed={overridden}
      aria-label={`Keep ${label.toLowerCase()} for this document only`}
      onClick={onToggle}
    >
      {text}
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
};

/** Label, hint, error and the shared-data marker around one control; the control gets the ids. */
export function FieldFrame({
  label,
  error,
  hint,
  marker,
  unit,
  className,
  children,
}: Common & { children: (ids: { id: string; describedBy?: string; invalid?: true }) => ReactNode }) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={`field ${styles.field} ${className ?? ""}`}>
      <div className={styles.labelRow}>
        <label htmlFor={id}>{label}</label>
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
