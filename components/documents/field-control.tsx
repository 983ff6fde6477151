"use client";

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
}: {
  field: FieldDescriptor;
  path: (string | number)[];
  context: FormContext;
  compact?: boolean;
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
      // Decimal strings as typed: the server and the totals read them exactly, never as floats.
      return (
        <TextInput
          {...common}
          inputMode="decimal"
          value={text(value)}
          onChange={(v) => set(v.trim().replace(",", "."))}
          placeholder={field.placeholder ?? (field.type === "money" ? "0.00" : undefined)}
        />
      );
    case "integer":
      return (
        <TextInput
          {...common}
          inputMode="numeric"
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
      return <PortInput {...common} value={value} onChange={set} />;
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
