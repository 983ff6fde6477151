"use client";

/**
 * PortCombobox: a port field, on the app's Combobox (components/ui/combobox.tsx): the user's saved
 * ports first, then the UN/LOCODE search (exact code and name first, seaports and airports before
 * the rest; the server ranks). A port is chosen from the list: typed text that is not a choice is
 * refused at the field ("Choose a port from the list"), except a UN/LOCODE typed in full, which is
 * looked up and chosen when the field is left, and except where `allowFreeText` (Saved data, where
 * a port may be a place UN/LOCODE lacks).
 *
 * Props (all simple values):
 * - `label: string`             visible label of the field.
 * - `value: string`             the port string (controlled).
 * - `onChange(port: string)`    called on every keystroke and with the label of a picked
 *                               suggestion, e.g. "INNSA — Jawaharlal Nehru (Nhava Sheva), IN".
 * - `onPick?(port, location)`   called only when a suggestion is picked (after `onChange`);
 *                               `location` is the UN/LOCODE entry ({code, name, country, kinds,
 *                               label…}) or null for a saved port.
 * - `saveOnPick?: boolean`      also save a picked UN/LOCODE port to the user's saved ports
 *                               (POST /api/ports) and refresh them in the app state. Default false.
 * - `allowFreeText?: boolean`   accept typed text that is no choice. Default false.
 * - `name?`, `placeholder?`, `hint?`, `error?`, `required?`, `disabled?`, `id?`: as on an input;
 *   `name` is also the wrapper's data-field for error summaries.
 *
 * Example: <PortCombobox label="Port of loading" value={pol} onChange={setPol} />
 */
import { useMemo, useRef, useState } from "react";
import { toast } from "react-toastify";
import { Combobox } from "@/components/ui/combobox";
import comboboxStyles from "@/components/ui/combobox.module.css";
import { ApiError, errorMessage } from "@/lib/client/api";
import { apiRequest } from "@/lib/client/api-client";
import { useAppState } from "@/lib/client/app-state";
import { useApiMutation, useApiQuery } from "@/lib/client/queries";
import { SEARCH_DELAY_MS, type PortLocation } from "./master-data-client";
import { useDebounced } from "./use-debounced";

export type PortComboboxProps = {
  label: string;
  value: string;
  onChange: (port: string) => void;
  onPick?: (port: string, location: PortLocation | null) => void;
  saveOnPick?: boolean;
  allowFreeText?: boolean;
  name?: string;
  placeholder?: string;
  hint?: string;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  id?: string;
};

type Suggestion = { key: string; port: string; location: PortLocation | null; group: string };

const MAX_SAVED_SHOWN = 8;
const KIND_LABELS: Record<string, string> = {
  seaport: "Seaport",
  airport: "Airport",
  rail: "Rail",
  road: "Road",
  inland_depot: "Inland depot",
};
/** A UN/LOCODE as people type it: "NLRTM", "nl rtm". */
const LOCODE = /^[A-Za-z]{2}\s?[A-Za-z2-9]{3}$/;

export function PortCombobox({
  label,
  value,
  onChange,
  onPick,
  saveOnPick = false,
  allowFreeText = false,
  name,
  placeholder,
  hint,
  error,
  required,
  disabled,
  id,
}: PortComboboxProps) {
  const { ports: savedPorts, refreshPorts } = useAppState();
  // What the user last typed, and the suggestion last chosen: a value that is neither (set by
  // the form: a saved document, a reset) counts as chosen.
  const [typed, setTyped] = useState<string | null>(null);
  const [chosen, setChosen] = useState<Suggestion | null>(null);
  const picked = useRef<string | null>(null);

  const query = value.trim();
  const searched = useDebounced(query, SEARCH_DELAY_MS);
  const typing = typed !== null && typed === value;
  const search = useApiQuery(
    "/api/ports/search",
    { query: { q: searched, limit: 8 } },
    { enabled: typing && searched.length >= 2 },
  );
  const savePort = useApiMutation("POST", "/api/ports", { invalidates: ["/api/ports"] });

  const options = useMemo<Suggestion[]>(() => {
    const q = query.toLowerCase();
    const saved = savedPorts
      .filter((p) => !q || p.value.toLowerCase().includes(q))
      .slice(0, MAX_SAVED_SHOWN)
      .map((p) => ({ key: `saved:${p.value}`, port: p.value, location: null, group: "Saved ports" }));
    const savedSet = new Set(saved.map((s) => s.port));
    const found = (search.data?.locations ?? [])
      .filter((r) => !savedSet.has(r.label))
      .map((r) => ({ key: `locode:${r.code}`, port: r.label, location: r, group: "UN/LOCODE" }));
    return [...saved, ...found];
  }, [savedPorts, query, search.data]);

  const selected: Suggestion | null =
    chosen && chosen.port === value
      ? chosen
      : value !== "" && !typing
        ? { key: `current:${value}`, port: value, location: null, group: "" }
        : null;

  async function choose(option: Suggestion) {
    picked.current = option.port;
    setChosen(option);
    setTyped(null);
    onChange(option.port);
    onPick?.(option.port, option.location);
    if (saveOnPick && option.location) {
      try {
        await savePort.mutateAsync({ body: { port: option.port } });
        await refreshPorts();
      } catch (e) {
        toast.error(e instanceof ApiError ? e.message : errorMessage(e));
      }
    }
  }

  /** A full UN/LOCODE typed and left: the port it names, as if picked. */
  async function resolve(text: string): Promise<Suggestion | null> {
    const savedHit = savedPorts.find((p) => p.value.toLowerCase() === text.toLowerCase());
    if (savedHit) return { key: `saved:${savedHit.value}`, port: savedHit.value, location: null, group: "Saved ports" };
    if (!LOCODE.test(text)) return null;
    const code = text.replace(/\s/g, "").toUpperCase();
    const { locations } = await apiRequest("GET", "/api/ports/search", { query: { q: code, limit: 1 } });
    const hit = locations[0];
    return hit && hit.code === code
      ? { key: `locode:${hit.code}`, port: hit.label, location: hit, group: "UN/LOCODE" }
      : null;
  }

  return (
    <Combobox<Suggestion>
      id={id}
      label={label}
      name={name}
      items={options}
      itemKey={(o) => o.key}
      itemText={(o) => o.port}
      groupOf={(o) => o.group}
      renderItem={(o) => (
        <>
          <span>{o.port}</span>
          {o.location ? (
            <span className={comboboxStyles.optionMeta}>
              {o.location.kinds.map((k) => KIND_LABELS[k] ?? k).join(", ") || "Location"}
            </span>
          ) : null}
        </>
      )}
      inputValue={value}
      onInputChange={(text) => {
        if (text === picked.current) return; // the text of a choice, already handed on
        picked.current = null;
        setTyped(text);
        onChange(text);
      }}
      selected={selected}
      onSelect={(option) => {
        if (option) void choose(option);
        else {
          picked.current = null;
          setChosen(null);
        }
      }}
      loading={typing && (search.isFetching || searched !== query)}
      loadError={search.error ? errorMessage(search.error) : null}
      minChars={2}
      emptyText={allowFreeText ? "No matching port. You can keep what you typed." : `No port matches “${query}”.`}
      allowFreeText={allowFreeText}
      refuseMessage="Choose a port from the list."
      resolveFreeText={allowFreeText ? undefined : resolve}
      listLabel={`${label} suggestions`}
      placeholder={placeholder ?? "Type a port name or UN/LOCODE, e.g. Nhava Sheva or INNSA"}
      hint={hint}
      error={error}
      required={required}
      disabled={disabled}
    />
  );
}
