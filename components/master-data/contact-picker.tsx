"use client";

/**
 * ContactPicker: fills one party of a document (exporter, consignee, buyer, notify party…) from
 * the user's saved contacts, or saves the party typed in the document as a new contact.
 * A "Use a saved contact" button opens a small panel with a search box and the contacts
 * (those with the party's role first); Escape closes it and returns focus to the button.
 *
 * Props (all simple values):
 * - `role: ContactRole`               the party: "exporter" | "consignee" | "buyer" | "notify_party"
 *                                     | "manufacturer" | "freight_forwarder".
 * - `onPick(data: ContactData)`       called with the chosen contact's data: {name?, company?,
 *                                     addressLines?: string[], city?, state?, postalCode?, country?
 *                                     (ISO alpha-2), email?, phone?, taxIds?: {gstin?, iec?, pan?,
 *                                     eori?, vat?, other?}, roles?, notes?}.
 * - `current?: Partial<ContactData>`  the party as typed in the document. When it has a name or a
 *                                     company, a "Save as contact" button saves it (with `role`).
 * - `label?: string`                  the button's text; default "Use a saved contact".
 * - `disabled?: boolean`
 *
 * Example: <ContactPicker role="consignee" current={consignee} onPick={(c) => setConsignee(c)} />
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { toast } from "react-toastify";
import { CONTACT_ROLE_LABELS, type ContactRole } from "@/lib/contacts/roles";
import { errorMessage } from "@/lib/client/api";
import { useAppState } from "@/lib/client/app-state";
import { useApiMutation, useApiQuery } from "@/lib/client/queries";
import { contactPlace, contactTitle, SAVED_PAGE_SIZE, SEARCH_DELAY_MS, type ContactData } from "./master-data-client";
import styles from "./master-data.module.css";
import { useDebounced } from "./use-debounced";

export type ContactPickerProps = {
  role: ContactRole;
  onPick: (data: ContactData) => void;
  current?: Partial<ContactData>;
  label?: string;
  disabled?: boolean;
};

const CONTACT_KEYS = [
  "name",
  "company",
  "addressLines",
  "city",
  "state",
  "postalCode",
  "country",
  "email",
  "phone",
  "taxIds",
  "roles",
  "notes",
] as const;

/** Only the fields a contact has: a document's party may carry more (its own overrides, ids). */
export function toContactData(party: Partial<ContactData>, role?: ContactRole): Partial<ContactData> {
  const data: Record<string, unknown> = {};
  for (const key of CONTACT_KEYS)
    if (party[key] !== undefined && party[key] !== null && party[key] !== "") data[key] = party[key];
  if (role) data.roles = [...new Set([...((party.roles as string[] | undefined) ?? []), role])];
  return data as Partial<ContactData>;
}

export function ContactPicker({ role, onPick, current, label = "Use a saved contact", disabled }: ContactPickerProps) {
  const { refreshContacts } = useAppState();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const triggerRef = useRef<HTMLButtonElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  const searched = useDebounced(query.trim(), SEARCH_DELAY_MS);
  const search = useApiQuery("/api/contacts", { query: { limit: SAVED_PAGE_SIZE, q: searched } }, { enabled: open });
  const contacts = search.data?.contacts ?? null;
  const loadError = search.error ? errorMessage(search.error) : null;
  const save = useApiMutation("POST", "/api/contacts", { invalidates: ["/api/contacts"] });

  useEffect(() => {
    if (open) searchRef.current?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    triggerRef.current?.focus();
  };

  // The party's own role first, then the rest, each newest first (the API's order).
  const ordered = contacts
    ? [
        ...contacts.filter((c) => c.data.roles?.includes(role)),
        ...contacts.filter((c) => !c.data.roles?.includes(role)),
      ]
    : [];

  function onPanelKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === "Escape") {
      event.preventDefault();
      close();
      return;
    }
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    const items = Array.from(listRef.current?.querySelectorAll<HTMLButtonElement>("button") ?? []);
    if (items.length === 0) return;
    event.preventDefault();
    const at = items.indexOf(document.activeElement as HTMLButtonElement);
    const next = event.key === "ArrowDown" ? (at + 1) % items.length : at <= 0 ? items.length - 1 : at - 1;
    items[next]?.focus();
  }

  async function saveCurrent() {
    if (!current) return;
    try {
      await save.mutateAsync({ body: { data: toContactData(current, role) } });
      toast.success(`Saved “${contactTitle(current as ContactData)}” to your contacts.`);
      await refreshContacts();
    } catch (e) {
      toast.error(errorMessage(e));
    }
  }

  const saving = save.isPending;
  const canSave = !!current && !!(current.name?.trim() || current.company?.trim());

  return (
    <div className={styles.picker}>
      <div className={styles.row}>
        <button
          ref={triggerRef}
          type="button"
          className="btn btn-secondary"
          aria-expanded={open}
          aria-controls={panelId}
          disabled={disabled}
          onClick={() => (open ? close() : setOpen(true))}
        >
          {label}
        </button>
        {current ? (
          <button
            type="button"
            className="btn btn-link"
            onClick={saveCurrent}
            disabled={disabled || saving || !canSave}
            aria-busy={saving || undefined}
            title={canSave ? undefined : "Enter a name or a company first."}
          >
            {saving ? "Saving…" : "Save as contact"}
          </button>
        ) : null}
      </div>
      {open ? (
        <div
          id={panelId}
          role="dialog"
          aria-label={`Choose a saved contact as ${CONTACT_ROLE_LABELS[role].toLowerCase()}`}
          className={styles.popover}
          onKeyDown={onPanelKeyDown}
        >
          <div className="field">
            <label htmlFor={`${panelId}-search`}>Search contacts</label>
            <input
              ref={searchRef}
              id={`${panelId}-search`}
              type="search"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              placeholder="Name, company, city or email"
            />
          </div>
          {loadError ? (
            <p className="alert alert-error" role="alert">
              {loadError}
            </p>
          ) : contacts === null ? (
            <p className={styles.muted} aria-busy="true">
              Loading contacts…
            </p>
          ) : ordered.length === 0 ? (
            <p className={styles.muted}>
              {query
                ? "No contact matches this search."
                : "You have no saved contacts yet. Save one from a document or under Saved data."}
            </p>
          ) : (
            <ul ref={listRef} className={styles.pickList}>
              {ordered.map((contact) => (
                <li key={contact.id}>
                  <button
                    type="button"
                    className={styles.pickItem}
                    onClick={() => {
                      onPick(contact.data);
                      close();
                    }}
                  >
                    <strong>{contactTitle(contact.data)}</strong>
                    <span className={styles.muted}> {contactPlace(contact.data)}</span>
                    {contact.data.roles?.length ? (
                      <span className={styles.chips} style={{ marginLeft: "0.4rem" }}>
                        {contact.data.roles.map((r) => (
                          <span key={r} className={styles.chip}>
                            {CONTACT_ROLE_LABELS[r]}
                          </span>
                        ))}
                      </span>
                    ) : null}
                  </button>
                </li>
              ))}
            </ul>
          )}
          <div className={styles.row} style={{ marginTop: "0.5rem", justifyContent: "flex-end" }}>
            <button type="button" className="btn btn-link" onClick={close}>
              Close
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
