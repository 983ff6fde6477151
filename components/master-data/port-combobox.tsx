"use client";

/**
 * PortCombobox: a text field for a port, with suggestions from the user's saved ports and a
 * UN/LOCODE search (seaports and airports first). It follows the ARIA 1.2 combobox pattern:
 * type to search, ArrowDown/ArrowUp move through the suggestions, Enter picks the active one,
 * Escape closes the list, Tab leaves. Free text stays allowed (a port is a plain string).
 *
 * Props (all simple values):
 * - `label: string`             visible label of the field.
 * - `value: string`             the port string (controlled).
 * - `onChange(port: string)`    called on every keystroke and with the label of a picked
 *                               suggestion, e.g. "INNSA — Jawaharlal Nehru (Nhava Sheva), IN".
 * - `onPick?(port, location)`   called only when a suggestion is picked; `location` is the
 *                               UN/LOCODE entry ({code, name, country, kinds, label…}) or null
 *                               for a saved port.
 * - `saveOnPick?: boolean`      also save a picked UN/LOCODE port to the user's saved ports
 *                               (POST /api/ports) and refresh them in the app state. Default false.
 * - `name?`, `placeholder?`, `hint?`, `error?`, `required?`, `disabled?`, `id?`: as on an input.
 *
 * Example: <PortCombobox label="Port of loading" value={pol} onChange={setPol} />
 */
import { useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { toast } from "react-toastify";
import { ApiError, errorMessage } from "@/lib/client/api";
import { useAppState } from "@/lib/client/app-state";
import { useApiMutation, useApiQuery } from "@/lib/client/queries";
import { SEARCH_DELAY_MS, type PortLocation } from "./master-data-client";
import { useDebounced } from "./use-debounced";
import styles from "./master-data.module.css";

export type PortComboboxProps = {
  label: string;
  value: string;
  onChange: (port: string) => void;
  onPick?: (port: string, location: PortLocation | null) => void;
  saveOnPick?: boolean;
  name?: string;
  placeholder?: string;
  hint?: string;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  id?: string;
};

type Suggestion = { key: string; port: string; location: PortLocation | null };

const MAX_SAVED_SHOWN = 8;
const KIND_LABELS: Record<string, string> = {
  seaport: "Seaport",
  airport: "Airport",
  rail: "Rail",
  road: "Road",
  inland_depot: "Inland depot",
};

export function PortCombobox({
  label,
  value,
  onChange,
  onPick,
  saveOnPick = false,
  name,
  placeholder,
  hint,
  error,
  required,
  disabled,
  id,
}: PortComboboxProps) {
  const { ports: savedPorts, refreshPorts } = useAppState();
  const autoId = useId();
  const inputId = id ?? `${autoId}-input`;
  const listId = `${autoId}-list`;
  const hintId = `${autoId}-hint`;
  const errorId = `${autoId}-error`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listRef = useRef<HTMLUListElement>(null);

  const query = value.trim();
  // Search UN/LOCODE as the user types, after the last keystroke (two letters at least).
  const searched = useDebounced(query, SEARCH_DELAY_MS);
  const search = useApiQuery(
    "/api/ports/search",
    { query: { q: searched, limit: 8 } },
    { enabled: open && searched.length >= 2 },
  );
  const searching = search.isFetching;
  const searchError = search.error ? errorMessage(search.error) : null;
  const results = useMemo(() => search.data?.locations ?? [], [search.data]);
  const savePort = useApiMutation("POST", "/api/ports", { invalidates: ["/api/ports"] });
  const saved = useMemo<Suggestion[]>(() => {
    const q = query.toLowerCase();
    return savedPorts
      .filter((p) => !q || p.value.toLowerCase().includes(q))
      .slice(0, MAX_SAVED_SHOWN)
      .map((p) => ({ key: `saved:${p.value}`, port: p.value, location: null }));
  }, [savedPorts, query]);
  const found = useMemo<Suggestion[]>(() => {
    const savedSet = new Set(saved.map((s) => s.port));
    return results
      .filter((r) => !savedSet.has(r.label))
      .map((r) => ({ key: `locode:${r.code}`, port: r.label, location: r }));
  }, [results, saved]);
  const options = useMemo(() => [...saved, ...found], [saved, found]);

  // Keep the active option in view while moving with the keyboard.
  useEffect(() => {
    if (active < 0) return;
    listRef.current?.querySelector(`[data-index="${active}"]`)?.scrollIntoView({ block: "nearest" });
  }, [active]);

  const pick = useCallback(
    async (option: Suggestion) => {
      onChange(option.port);
      onPick?.(option.port, option.location);
      setOpen(false);
      setActive(-1);
      if (saveOnPick && option.location) {
        try {
          await savePort.mutateAsync({ body: { port: option.port } });
          await refreshPorts();
        } catch (e) {
          toast.error(e instanceof ApiError ? e.message : errorMessage(e));
        }
      }
    },
    [onChange, onPick, saveOnPick, refreshPorts, savePort],
  );

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        if (!open) setOpen(true);
        setActive((i) => (options.length === 0 ? -1 : (i + 1) % options.length));
        break;
      case "ArrowUp":
        event.preventDefault();
        if (!open) setOpen(true);
        setActive((i) => (options.length === 0 ? -1 : i <= 0 ? options.length - 1 : i - 1));
        break;
      case "Enter":
        if (open && active >= 0 && options[active]) {
          // Picking a suggestion must not submit the surrounding form.
          event.preventDefault();
          void pick(options[active]);
        }
        break;
      case "Escape":
        if (open) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        }
        break;
      case "Tab":
        setOpen(false);
        break;
    }
  }

  const showList = open && !disabled && (options.length > 0 || query.length >= 2);
  const activeId = showList && active >= 0 && options[active] ? `${listId}-${active}` : undefined;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  const statusText = searching
    ? "Searching UN/LOCODE…"
    : searchError
      ? searchError
      : query.length >= 2 && options.length === 0
        ? "No matching port. You can keep what you typed."
        : "";

  const renderOption = (option: Suggestion, index: number) => (
    <li
      key={option.key}
      id={`${listId}-${index}`}
      data-index={index}
      role="option"
      aria-selected={index === active}
      className={styles.option}
      // mousedown, not click: the input must not lose focus (and close the list) first.
      onMouseDown={(e) => {
        e.preventDefault();
        void pick(option);
      }}
      onMouseMove={() => setActive(index)}
    >
      <span>{option.port}</span>
      {option.location ? (
        <span className={styles.optionMeta}>
          {option.location.kinds.map((k) => KIND_LABELS[k] ?? k).join(", ") || "Location"}
        </span>
      ) : null}
    </li>
  );

  return (
    <div className={`field ${styles.combobox}`}>
      <label htmlFor={inputId}>{label}</label>
      <input
        id={inputId}
        name={name}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={activeId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        placeholder={placeholder ?? "Type a port name or UN/LOCODE, e.g. Nhava Sheva or INNSA"}
        value={value}
        required={required}
        disabled={disabled}
        onChange={(e) => {
          onChange(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onClick={() => setOpen(true)}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setOpen(false);
          setActive(-1);
        }}
      />
      <ul
        id={listId}
        ref={listRef}
        role="listbox"
        aria-label={`${label} suggestions`}
        className={styles.listbox}
        hidden={!showList}
      >
        {saved.length > 0 ? (
          <li role="presentation">
            <div className={styles.groupLabel} id={`${listId}-saved`}>
              Saved ports
            </div>
            <ul role="group" aria-labelledby={`${listId}-saved`} className={styles.group}>
              {saved.map((option, i) => renderOption(option, i))}
            </ul>
          </li>
        ) : null}
        {found.length > 0 ? (
          <li role="presentation">
            <div className={styles.groupLabel} id={`${listId}-locode`}>
              UN/LOCODE
            </div>
            <ul role="group" aria-labelledby={`${listId}-locode`} className={styles.group}>
              {found.map((option, i) => renderOption(option, saved.length + i))}
            </ul>
          </li>
        ) : null}
        {statusText && options.length === 0 ? (
          <li role="presentation" className={styles.status}>
            {statusText}
          </li>
        ) : null}
      </ul>
      <span className="visually-hidden" role="status" aria-live="polite">
        {showList ? (searching ? "Searching…" : `${options.length} suggestion${options.length === 1 ? "" : "s"}`) : ""}
      </span>
      {hint ? (
        <span id={hintId} className="field-hint">
          {hint}
        </span>
      ) : null}
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
