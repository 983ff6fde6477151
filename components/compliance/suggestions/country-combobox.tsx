"use client";

import { useMemo, useState } from "react";
import { Combobox } from "@/components/ui/combobox";
import { COUNTRY_OPTIONS } from "@/lib/reference/countries";

type Country = { code: string; name: string };

const label = (c: Country) => `${c.name} (${c.code})`;

/**
 * A country picker on the app's Combobox: type a name or the two-letter code, choose from the
 * list. The list is local (ISO 3166 names from i18n-iso-countries), so nothing is fetched.
 */
export function CountryCombobox({
  label: fieldLabel,
  name,
  value,
  onChange,
  error,
  required,
}: {
  label: string;
  name: string;
  /** The chosen alpha-2 code, "" for none. */
  value: string;
  onChange: (code: string) => void;
  error?: string;
  required?: boolean;
}) {
  const selected = COUNTRY_OPTIONS.find((c) => c.code === value) ?? null;
  const [text, setText] = useState(selected ? label(selected) : "");
  const items = useMemo(() => {
    const q = text.trim().toLowerCase();
    if (!q || (selected && text === label(selected))) return [];
    const starts = COUNTRY_OPTIONS.filter((c) => c.code.toLowerCase() === q || c.name.toLowerCase().startsWith(q));
    const contains = COUNTRY_OPTIONS.filter((c) => !starts.includes(c) && c.name.toLowerCase().includes(q));
    return [...starts, ...contains].slice(0, 12);
  }, [text, selected]);
  return (
    <Combobox<Country>
      label={fieldLabel}
      name={name}
      items={items}
      itemKey={(c) => c.code}
      itemText={label}
      inputValue={text}
      onInputChange={setText}
      selected={selected}
      onSelect={(c) => onChange(c?.code ?? "")}
      minChars={1}
      emptyText={`No country matches “${text}”.`}
      refuseMessage="Choose a country from the list."
      listLabel="Countries"
      placeholder="Name or code, e.g. India or IN"
      error={error}
      required={required}
    />
  );
}
