"use client";

/**
 * HsCodeCombobox: an HS code field on the app's Combobox (components/ui/combobox.tsx). Type digits
 * ("0904", "8471.30") or words ("black pepper": every word must match, over the subheading, its
 * heading and chapter; the server ranks) and choose a subheading. A code typed in full (six
 * digits, or an eight/ten-digit national code) is accepted as typed and checked by the server on
 * save; other text is refused at the field ("Choose an HS code from the list").
 *
 * Props: `label`, `name` (also the data-field), `value` (the code as text), `onChange(code)`,
 * `hint?`, `error?`, `required?`, `disabled?`.
 */
import { useState } from "react";
import { Combobox } from "@/components/ui/combobox";
import comboboxStyles from "@/components/ui/combobox.module.css";
import { errorMessage } from "@/lib/client/api";
import { useApiQuery } from "@/lib/client/queries";
import { SEARCH_DELAY_MS } from "./master-data-client";
import { useDebounced } from "./use-debounced";

type HsOption = { code: string; description: string };

/** "090411", "0904.11", "8471 30 10": the written forms of a full code. */
export const looksLikeHsCode = (text: string) => /^(\d{6}|\d{8}|\d{10})$/.test(text.replace(/[\s.]/g, ""));

export function HsCodeCombobox({
  label,
  name,
  value,
  onChange,
  hint,
  error,
  required,
  disabled,
}: {
  label: string;
  name?: string;
  value: string;
  onChange: (code: string) => void;
  hint?: string;
  error?: string;
  required?: boolean;
  disabled?: boolean;
}) {
  const [chosen, setChosen] = useState<HsOption | null>(null);
  const query = value.trim();
  const searched = useDebounced(query, SEARCH_DELAY_MS);
  const typing = chosen?.code !== value;
  const search = useApiQuery(
    "/api/hs-codes/search",
    { query: { q: searched, limit: 10 } },
    { enabled: typing && searched.length >= 2 },
  );
  const items = typing && query.length >= 2 ? (search.data?.hsCodes ?? []) : [];

  return (
    <Combobox<HsOption>
      label={label}
      name={name}
      items={items}
      itemKey={(o) => o.code}
      itemText={(o) => o.code}
      renderItem={(o) => (
        <span className={comboboxStyles.optionText}>
          <strong>{o.code.replace(/^(\d{4})(\d{2})$/, "$1.$2")}</strong>
          <span className={comboboxStyles.optionMeta} style={{ whiteSpace: "normal" }}>
            {o.description}
          </span>
        </span>
      )}
      inputValue={value}
      onInputChange={onChange}
      selected={chosen?.code === value ? chosen : null}
      onSelect={setChosen}
      loading={typing && (search.isFetching || searched !== query)}
      loadError={search.error ? errorMessage(search.error) : null}
      minChars={2}
      emptyText={`No HS 2022 subheading matches “${query}”.`}
      allowFreeText={looksLikeHsCode}
      refuseMessage="Choose an HS code from the list, or type its 6, 8 or 10 digits."
      listLabel="HS 2022 subheadings"
      placeholder="Digits or words, e.g. 0904 or black pepper"
      hint={chosen?.code === value ? `${label} ${value}: ${chosen.description}` : hint}
      error={error}
      required={required}
      disabled={disabled}
    />
  );
}
