"use client";

import { useState } from "react";
import { formatDecimal, parseDecimalInput } from "@/lib/format/numbers";
import { COUNTRY_OPTIONS } from "@/lib/reference/countries";
import { CURRENCIES } from "@/lib/reference/currencies";
import type { FieldDescriptor } from "@/lib/templates/descriptors";
import { sharedMarker, type FormContext } from "./form-context";
import { SelectInput, TextInput } from "./inputs";
import { getIn, pathKey } from "./paths";
import { PortInput } from "./pickers";
import styles from "./documents.module.css";

const COUNTRY_SELECT = COUNTRY_OPTIONS.map((c) => ({ value: c.code, label: `${c.name} (${c.code})` }));
const CURRENCY_SELECT = CURRENCIES.map((c) => ({ value: c.code, label: `${c.code} – ${c.name}` }));

const text = (value: unknown) => (typeof value === "string" ? value : typeof value === "number" ? String(value) : "");

/**
 * One scalar field (text, number, date, choice, place) at `path` in the document's data: every
 * type except the composite ones (party, incoterm, line items), which document-form.tsx renders.
 */
export function ScalarField({
  field,
  path,
  context,
  compact,
  labelSuffix,
}: {
  field: FieldDescriptor;
  path: (string | number)[];
  context: FormContext;
  compact?: boolean;
  /** Read after the label by screen readers only (the goods lines: ", line 3"). */
  labelSuffix?: string;
}) {
  const { data, errors, readOnly, onChange } = context;
  const value = getIn(data, path);
  const error = errors[pathKey(path)];
  const set = (next: unknown) => onChange(path, next === "" ? undefined : next);
  const marker = !compact && path.length === 1 ? sharedMarker(field, context) : null;
  const common = {
    label: field.label,
    error,
    readOnly,
    marker,
    hint: compact ? undefined : field.help,
    unit: field.unit,
    name: pathKey(path),
    labelSuffix,
  };

  switch (field.type) {
    case "textarea":
      return (
        <TextInput
          {...common}
          multiline={!compact}
          value={text(value)}
          onChange={set}
          maxLength={field.maxLength}
          placeholder={field.placeholder}
          className={compact ? undefined : styles.wide}
        />
      );
    case "date":
      return <TextInput {...common} type="date" value={text(value)} onChange={set} />;
    case "money":
    case "decimal":
      // Decimal strings, never floats: "1,250.50" as typed is sent as "1250.50" (parseDecimalInput).
      return (
        <DecimalInput
          {...common}
          value={value}
          onValue={set}
          placeholder={field.placeholder ?? (field.type === "money" ? "0.00" : undefined)}
        />
      );
    case "integer":
      return (
        <TextInput
          {...common}
          inputMode="numeric"
          numeric
          value={text(value)}
          onChange={(v) => set(/^\d{1,9}$/.test(v.trim()) ? Number(v.trim()) : v)}
        />
      );
    case "enum":
      return <SelectInput {...common} value={text(value)} onChange={set} options={field.options ?? []} />;
    case "country":
      return (
        <SelectInput
          {...common}
          value={text(value)}
          onChange={set}
          options={COUNTRY_SELECT}
          emptyLabel="Choose a country"
        />
      );
    case "currency":
      return (
        <SelectInput
          {...common}
          value={text(value)}
          onChange={set}
          options={CURRENCY_SELECT}
          emptyLabel="Choose a currency"
        />
      );
    case "location":
      // The wrapper lets the error summary find the combobox's input by the field's key.
      return (
        <div data-field={common.name} className={styles.fieldCell}>
          <PortInput {...common} value={value} onChange={set} />
        </div>
      );
    case "text":
    default:
      return (
        <TextInput
          {...common}
          value={text(value)}
          onChange={set}
          maxLength={field.maxLength}
          placeholder={field.placeholder}
        />
      );
  }
}

type DecimalProps = Omit<Parameters<typeof TextInput>[0], "value" | "onChange"> & {
  value: unknown;
  onValue: (value: string) => void;
};

const grouped = (value: unknown) => (typeof value === "string" ? formatDecimal(value) : text(value));

/**
 * A quantity or an amount: shown grouped ("1,250.50") when not being typed in, accepted with or
 * without the separators, and kept in the document as the plain decimal string.
 */
function DecimalInput({ value, onValue, ...rest }: DecimalProps) {
  const [typed, setTyped] = useState(() => grouped(value));
  const [last, setLast] = useState(value);
  if (value !== last) {
    // Changed from outside (a product picked, a restore): show the new value.
    setLast(value);
    if (parseDecimalInput(typed) !== text(value)) setTyped(grouped(value));
  }
  return (
    <TextInput
      {...rest}
      inputMode="decimal"
      numeric
      value={typed}
      onChange={(next) => {
        setTyped(next);
        onValue(parseDecimalInput(next));
      }}
      onBlur={() => setTyped(grouped(value))}
    />
  );
}
