"use client";

import { useId, type ReactNode } from "react";
import styles from "./documents.module.css";

/** Marks shared data: entered once for the shipment, shown by every document of it. */
export function SharedMark() {
  return (
    <span className={styles.sharedMark} title="Entered once for the shipment: every document of the shipment shows it.">
      Shared
    </span>
  );
}

type Common = { label: string; error?: string; hint?: ReactNode; readOnly?: boolean; shared?: boolean; unit?: string; className?: string };

/** Label, hint, error and the shared-data marker around one control; the control gets the ids. */
export function FieldFrame({ label, error, hint, shared, unit, className, children }: Common & { children: (ids: { id: string; describedBy?: string; invalid?: true }) => ReactNode }) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={`field ${styles.field} ${className ?? ""}`}>
      <div className={styles.labelRow}>
        <label htmlFor={id}>{label}</label>
        {shared ? <SharedMark /> : null}
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

export function TextInput({ value, onChange, multiline, type = "text", inputMode, maxLength, placeholder, readOnly, name, list, ...frame }: TextProps) {
  return (
    <FieldFrame {...frame}>
      {({ id, describedBy, invalid }) =>
        multiline ? (
          <textarea id={id} name={name} rows={3} value={value} onChange={(e) => onChange(e.target.value)} maxLength={maxLength} placeholder={placeholder} readOnly={readOnly} aria-describedby={describedBy} aria-invalid={invalid} />
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

type SelectProps = Common & { value: string; onChange: (value: string) => void; options: readonly { value: string; label: string }[]; emptyLabel?: string; name?: string };

export function SelectInput({ value, onChange, options, emptyLabel = "—", readOnly, name, ...frame }: SelectProps) {
  return (
    <FieldFrame {...frame}>
      {({ id, describedBy, invalid }) => (
        <select id={id} name={name} value={value} onChange={(e) => onChange(e.target.value)} disabled={readOnly} aria-describedby={describedBy} aria-invalid={invalid}>
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
