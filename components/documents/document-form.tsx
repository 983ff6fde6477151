"use client";

import { useMemo } from "react";
import { COUNTRY_OPTIONS } from "@/lib/reference/countries";
import { CURRENCIES } from "@/lib/reference/currencies";
import {
  PARTY_FIELDS,
  type FieldDescriptor,
  type SectionDescriptor,
  type TemplateDescriptor,
} from "@/lib/templates/descriptors";
import { LineItemsTable } from "./line-items-table";
import { getIn, pathKey } from "./paths";
import { PartyContactPicker, PortInput } from "./pickers";
import { sharedMarker, type FormContext } from "./form-context";
import { SelectInput, TextInput } from "./inputs";
import styles from "./documents.module.css";

export const COUNTRY_SELECT = COUNTRY_OPTIONS.map((c) => ({ value: c.code, label: `${c.name} (${c.code})` }));
export const CURRENCY_SELECT = CURRENCIES.map((c) => ({ value: c.code, label: `${c.code} – ${c.name}` }));

export type { FormContext } from "./form-context";

const text = (value: unknown) => (typeof value === "string" ? value : typeof value === "number" ? String(value) : "");

/** The editor's form, generated from the template descriptor: one fieldset per section. */
export function DocumentForm({ template, context }: { template: TemplateDescriptor; context: FormContext }) {
  return (
    <div className={styles.sections}>
      {template.sections.map((section) => (
        <Section key={section.id} section={section} context={context} />
      ))}
    </div>
  );
}

function Section({ section, context }: { section: SectionDescriptor; context: FormContext }) {
  const headingId = `section-${section.id}`;
  return (
    <section className={`card ${styles.section}`} aria-labelledby={headingId}>
      <h2 id={headingId}>{section.title}</h2>
      <div className={styles.fieldGrid}>
        {section.fields.map((field) => (
          <FieldControl key={field.key} field={field} path={[field.key]} context={context} />
        ))}
      </div>
    </section>
  );
}

/** One field of any descriptor type at `path` in the document's data. */
export function FieldControl({
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
    case "incoterm":
      return <IncotermControl field={field} path={path} context={context} />;
    case "location":
      return <PortInput {...common} value={value} onChange={set} />;
    case "party":
      return <PartyFieldset field={field} path={path} context={context} />;
    case "lineItems":
      return <LineItemsTable field={field} path={path} context={context} FieldControl={FieldControl} />;
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

/** Incoterms® 2020: the rule and its named place, stored together as {rule, place}. */
function IncotermControl({
  field,
  path,
  context,
}: {
  field: FieldDescriptor;
  path: (string | number)[];
  context: FormContext;
}) {
  const { data, errors, readOnly, onChange } = context;
  const value = (getIn(data, path) ?? {}) as { rule?: string; place?: string };
  const update = (key: "rule" | "place", next: string) => {
    const merged = { ...value, [key]: next || undefined };
    onChange(path, merged.rule || merged.place ? merged : undefined);
  };
  return (
    <div className={styles.incoterm}>
      <SelectInput
        label="Incoterms® 2020 rule"
        marker={sharedMarker(field, context)}
        value={value.rule ?? ""}
        onChange={(v) => update("rule", v)}
        options={field.options ?? []}
        error={errors[pathKey([...path, "rule"])] ?? errors[pathKey(path)]}
        readOnly={readOnly}
      />
      <TextInput
        label="Named place"
        value={value.place ?? ""}
        onChange={(v) => update("place", v)}
        maxLength={100}
        error={errors[pathKey([...path, "place"])]}
        readOnly={readOnly}
        placeholder="e.g. Nhava Sheva"
      />
    </div>
  );
}

/** A party (exporter, consignee…): fill from a saved contact, then adjust any line. */
function PartyFieldset({
  field,
  path,
  context,
}: {
  field: FieldDescriptor;
  path: (string | number)[];
  context: FormContext;
}) {
  const { data, errors, readOnly, onChange } = context;
  const legendId = `party-${pathKey(path)}`;
  const partyError = errors[pathKey(path)];
  const subFields = useMemo(() => PARTY_FIELDS, []);
  return (
    <fieldset className={`${styles.party} ${styles.wide}`} aria-labelledby={legendId}>
      <legend id={legendId}>{field.label}</legend>
      {sharedMarker(field, context)}
      {field.help ? <p className="field-hint">{field.help}</p> : null}
      {!readOnly ? (
        <PartyContactPicker
          partyKey={field.key}
          partyLabel={field.label}
          onPick={(party) => onChange(path, party)}
          current={getIn(data, path)}
        />
      ) : null}
      {partyError ? <p className="field-error">{partyError}</p> : null}
      <div className={styles.fieldGrid}>
        {subFields.map((sub) => (
          <FieldControl
            key={sub.key}
            field={{ ...sub, label: sub.label, shared: false }}
            path={[...path, sub.key]}
            context={{ ...context, readOnly }}
          />
        ))}
      </div>
    </fieldset>
  );
}
