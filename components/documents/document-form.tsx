"use client";

import { useMemo } from "react";
import { PARTY_FIELDS, type FieldDescriptor, type SectionDescriptor } from "@/lib/templates/descriptors";
import { ScalarField } from "./field-control";
import { sharedMarker, type FormContext } from "./form-context";
import { LineItemsTable } from "./line-items-table";
import { getIn, pathKey } from "./paths";
import { PartyContactPicker } from "./pickers";
import { sectionAnchor } from "./section-nav";
import { SelectInput, TextInput } from "./inputs";
import styles from "./documents.module.css";

export type { FormContext } from "./form-context";

/**
 * The editor's form, generated from the template descriptor: one card per section (the sections
 * already cleared of fields that do not apply to the mode of transport, see visible-fields.ts).
 */
export function DocumentForm({ sections, context }: { sections: SectionDescriptor[]; context: FormContext }) {
  return (
    <div className={styles.sections}>
      {sections.map((section) => (
        <Section key={section.id} section={section} context={context} />
      ))}
    </div>
  );
}

function Section({ section, context }: { section: SectionDescriptor; context: FormContext }) {
  const headingId = `section-${section.id}`;
  return (
    <section
      className={`card ${styles.section}`}
      aria-labelledby={headingId}
      id={sectionAnchor(section.id)}
      tabIndex={-1}
    >
      <h2 id={headingId}>{section.title}</h2>
      <div className={styles.fieldGrid}>
        {section.fields.map((field) => (
          <FieldControl key={field.key} field={field} path={[field.key]} context={context} />
        ))}
      </div>
    </section>
  );
}

type ControlProps = { field: FieldDescriptor; path: (string | number)[]; context: FormContext; compact?: boolean };

/** One field of any descriptor type at `path` in the document's data. */
export function FieldControl(props: ControlProps) {
  switch (props.field.type) {
    case "incoterm":
      return <IncotermControl {...props} />;
    case "party":
      return <PartyFieldset {...props} />;
    case "lineItems":
      return <LineItemsTable {...props} />;
    default:
      return <ScalarField {...props} />;
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
    <div className={styles.incoterm} data-field={pathKey(path)}>
      <SelectInput
        label="Incoterms® 2020 rule"
        marker={sharedMarker(field, context)}
        value={value.rule ?? ""}
        onChange={(v) => update("rule", v)}
        name={pathKey([...path, "rule"])}
        options={field.options ?? []}
        error={errors[pathKey([...path, "rule"])] ?? errors[pathKey(path)]}
        readOnly={readOnly}
      />
      <TextInput
        label="Named place"
        value={value.place ?? ""}
        onChange={(v) => update("place", v)}
        name={pathKey([...path, "place"])}
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
    <fieldset className={`${styles.party} ${styles.wide}`} aria-labelledby={legendId} data-field={pathKey(path)}>
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
