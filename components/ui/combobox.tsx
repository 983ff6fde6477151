"use client";

/**
 * Combobox: the one picker of the app (ports, HS codes, contacts, products), built on Downshift's
 * useCombobox, which gives the ARIA 1.2 combobox pattern: a labelled input with role="combobox",
 * a listbox, aria-activedescendant on the input for the highlighted option, ArrowDown/ArrowUp to
 * move, Enter or a click to choose, Escape to close. On top of it:
 *
 * - Enter never submits the surrounding form, list open or closed.
 * - A choice is a choice: typing into a chosen value drops the choice (`onSelect(null)`) instead of
 *   keeping the item with a garbled text. Free text that is not a choice is refused at the field
 *   ("Choose a port from the list") when the field loses focus or its form is submitted, unless
 *   `allowFreeText` accepts it. `resolveFreeText` may turn an exact entry (a typed UN/LOCODE) into
 *   the choice it names when the field loses focus.
 * - States shown under the input: "Searching…", "No matches" and a load error; a polite live
 *   region says how many suggestions there are.
 * - The field is wrapped in `data-field="<name>"` so the error summary's links reach it.
 *
 * The caller owns the text (`inputValue`/`onInputChange`), the chosen item (`selected`/`onSelect`)
 * and the suggestions (`items`, ranked: the server's search functions rank them).
 */
import { useCombobox } from "downshift";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import styles from "./combobox.module.css";

export type ComboboxProps<T> = {
  label: string;
  /** The input's name and the wrapper's data-field (what error summaries link to). */
  name?: string;
  id?: string;
  items: readonly T[];
  itemKey: (item: T) => string;
  /** The text the input shows once the item is chosen. */
  itemText: (item: T) => string;
  renderItem?: (item: T) => ReactNode;
  /** A group heading per item ("Saved ports"); items of a group must be next to each other. */
  groupOf?: (item: T) => string | undefined;
  inputValue: string;
  /** Every change of the text: typing, and the text of a chosen item. */
  onInputChange: (text: string) => void;
  selected: T | null;
  /** An item chosen, or null when typing changed a chosen value. */
  onSelect: (item: T | null) => void;
  /** Suggestions are being fetched. */
  loading?: boolean;
  loadError?: string | null;
  /** Characters needed before suggestions make sense; below it no "No matches" is shown. */
  minChars?: number;
  /** Shown when the search found nothing, e.g. "No port matches “Rotterdamm”." */
  emptyText?: string;
  /** Free text the field accepts as it is (true: any). Default: none, a choice is required. */
  allowFreeText?: boolean | ((text: string) => boolean);
  /** The refusal of free text, e.g. "Choose a port from the list". */
  refuseMessage?: string;
  /** On leaving the field with unchosen text: the item that text names exactly, if any. */
  resolveFreeText?: (text: string) => Promise<T | null>;
  /** Empty the input after a choice (an "add" picker rather than a field). */
  clearOnSelect?: boolean;
  /** The listbox's accessible name; default "<label> suggestions". */
  listLabel?: string;
  placeholder?: string;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  className?: string;
};

const SELECTION_TYPES = new Set<string>([
  useCombobox.stateChangeTypes.ItemClick,
  useCombobox.stateChangeTypes.InputKeyDownEnter,
  useCombobox.stateChangeTypes.InputBlur,
  useCombobox.stateChangeTypes.FunctionSelectItem,
]);

export function Combobox<T>({
  label,
  name,
  id,
  items,
  itemKey,
  itemText,
  renderItem,
  groupOf,
  inputValue,
  onInputChange,
  selected,
  onSelect,
  loading = false,
  loadError,
  minChars = 1,
  emptyText = "No matches.",
  allowFreeText = false,
  refuseMessage = "Choose an option from the list.",
  resolveFreeText,
  clearOnSelect = false,
  listLabel,
  placeholder,
  hint,
  error,
  required,
  disabled,
  className,
}: ComboboxProps<T>) {
  const autoId = useId();
  const inputId = id ?? `${autoId}-input`;
  const hintId = `${autoId}-hint`;
  const errorId = `${autoId}-error`;
  const statusId = `${autoId}-status`;
  // Refused free text is shown once the field was left (or its form submitted), not while typing.
  const [touched, setTouched] = useState(false);
  const [resolving, setResolving] = useState(false);
  const latest = useRef({ inputValue, selected, onSelect, onInputChange, itemText });
  useEffect(() => {
    latest.current = { inputValue, selected, onSelect, onInputChange, itemText };
  });

  const text = inputValue.trim();
  const freeTextOk =
    text === "" || (typeof allowFreeText === "function" ? allowFreeText(inputValue) : allowFreeText === true);
  const refused = touched && !resolving && selected === null && !freeTextOk;
  const shownError = error || (refused ? refuseMessage : undefined);

  const { isOpen, highlightedIndex, getLabelProps, getMenuProps, getInputProps, getItemProps } = useCombobox<T>({
    items: items as T[],
    inputId,
    labelId: `${autoId}-label`,
    menuId: `${autoId}-list`,
    getItemId: (index) => `${autoId}-option-${index}`,
    itemToString: (item) => (item ? itemText(item) : ""),
    itemToKey: (item) => (item ? itemKey(item) : null),
    inputValue,
    // Selection lives with the caller; Downshift reports each choice and owns no chosen item.
    selectedItem: null,
    onSelectedItemChange: ({ selectedItem }) => {
      if (selectedItem == null) return;
      setTouched(false);
      onSelect(selectedItem);
      // Also when the item's text is what was typed (Downshift then reports no text change).
      if (clearOnSelect) onInputChange("");
    },
    onInputValueChange: ({ inputValue: next, type }) => {
      // Typing is handled in the input's own change handler, in the same event (see below);
      // Downshift reports changes after rendering, too late for a controlled input.
      if (!SELECTION_TYPES.has(type) || clearOnSelect) return;
      onInputChange(next ?? "");
    },
  });

  // Saving the form counts as leaving the field: unchosen free text is refused there and then.
  useEffect(() => {
    const input = document.getElementById(inputId);
    const form = input instanceof HTMLInputElement ? input.form : null;
    if (!form) return;
    const onSubmit = () => setTouched(true);
    form.addEventListener("submit", onSubmit, true);
    return () => form.removeEventListener("submit", onSubmit, true);
  }, [inputId]);

  async function onLeave() {
    setTouched(true);
    const typed = latest.current.inputValue;
    if (!resolveFreeText || latest.current.selected !== null || freeTextOk || typed.trim() === "") return;
    setResolving(true);
    try {
      const item = await resolveFreeText(typed.trim());
      // Only if nothing changed meanwhile (no new typing, no choice by click).
      if (item && latest.current.inputValue === typed && latest.current.selected === null) {
        latest.current.onSelect(item);
        latest.current.onInputChange(clearOnSelect ? "" : latest.current.itemText(item));
      }
    } catch {
      // The refusal below says what to do; a failed lookup changes nothing.
    } finally {
      setResolving(false);
    }
  }

  const searching = loading && text.length >= minChars;
  const listShown = isOpen && items.length > 0;
  const statusText = !isOpen
    ? ""
    : loadError
      ? loadError
      : searching && items.length === 0
        ? "Searching…"
        : text.length >= minChars && items.length === 0
          ? emptyText
          : "";
  const describedBy = [hint ? hintId : null, shownError ? errorId : null].filter(Boolean).join(" ") || undefined;

  // Options, each under its group heading when groups are given.
  const groups: { label: string | undefined; entries: { item: T; index: number }[] }[] = [];
  items.forEach((item, index) => {
    const group = groupOf?.(item);
    const last = groups.at(-1);
    if (last && last.label === group) last.entries.push({ item, index });
    else groups.push({ label: group, entries: [{ item, index }] });
  });
  const renderOption = ({ item, index }: { item: T; index: number }) => (
    <li
      key={itemKey(item)}
      className={styles.option}
      data-highlighted={highlightedIndex === index || undefined}
      {...getItemProps({ item, index })}
    >
      {renderItem ? renderItem(item) : itemText(item)}
    </li>
  );

  return (
    <div className={`field ${styles.combobox} ${className ?? ""}`} data-field={name}>
      <label {...getLabelProps()}>{label}</label>
      <input
        // getInputProps only composes the handlers below with Downshift's; `latest` is read in the
        // blur handler, after render, never during it.
        // eslint-disable-next-line react-hooks/refs
        {...getInputProps({
          name,
          placeholder,
          required,
          disabled,
          autoComplete: "off",
          "aria-invalid": shownError ? true : undefined,
          "aria-describedby": describedBy,
          onBlur: () => void onLeave(),
          onChange: (event) => {
            // Typing into a chosen value drops the choice: the code must not outlive its name.
            if (latest.current.selected !== null) onSelect(null);
            setTouched(false);
            onInputChange(event.currentTarget.value);
          },
          onKeyDown: (event) => {
            // Enter chooses the highlighted option (Downshift) and never submits the form.
            if (event.key === "Enter") event.preventDefault();
            // Escape on a closed list is the page's (a dialog closes): Downshift leaves it alone.
            if (event.key === "Escape" && !isOpen)
              (event.nativeEvent as KeyboardEvent & { preventDownshiftDefault?: boolean }).preventDownshiftDefault =
                true;
          },
          // Expanded only when options show (a status line alone is not a list).
          "aria-expanded": listShown,
        })}
      />
      <ul
        {...getMenuProps({ "aria-label": listLabel ?? `${label} suggestions` })}
        className={styles.listbox}
        hidden={!listShown}
      >
        {listShown
          ? groups.map((group, g) =>
              group.label ? (
                <li key={`group-${g}`} role="presentation">
                  <div className={styles.groupLabel} id={`${autoId}-group-${g}`}>
                    {group.label}
                  </div>
                  <ul role="group" aria-labelledby={`${autoId}-group-${g}`} className={styles.group}>
                    {group.entries.map(renderOption)}
                  </ul>
                </li>
              ) : (
                group.entries.map(renderOption)
              ),
            )
          : null}
      </ul>
      {statusText ? (
        <div className={styles.popupStatus} aria-hidden="true">
          {statusText}
        </div>
      ) : null}
      <span id={statusId} className="visually-hidden" role="status" aria-live="polite">
        {isOpen
          ? statusText || (items.length > 0 ? `${items.length} suggestion${items.length === 1 ? "" : "s"}` : "")
          : ""}
      </span>
      {hint ? (
        <span id={hintId} className="field-hint">
          {hint}
        </span>
      ) : null}
      {shownError ? (
        <p id={errorId} className="field-error">
          {shownError}
        </p>
      ) : null}
    </div>
  );
}
