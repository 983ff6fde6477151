"use client";

/**
 * ContactPicker: fills one party of a document (exporter, consignee, buyer, notify party…) from
 * the user's saved contacts, or saves the party typed in the document as a new contact.
 * A search field on the app's Combobox (components/ui/combobox.tsx) lists the saved contacts
 * (those with the party's role first) as the user types; choosing one (Enter, click) fills the
 * party and empties the search. It is a search, not a value: text left in it is not kept.
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
 * - `label?: string`                  the search field's label; default "Use a saved contact".
 * - `disabled?: boolean`
 *
 * Example: <ContactPicker role="consignee" current={consignee} onPick={(c) => setConsignee(c)} />
 */
import { useState } from "react";
import { toast } from "react-toastify";
import { Combobox } from "@/components/ui/combobox";
import comboboxStyles from "@/components/ui/combobox.module.css";
import { CONTACT_ROLE_LABELS, type ContactRole } from "@/lib/contacts/roles";
import { errorMessage } from "@/lib/client/api";
import { useAppState } from "@/lib/client/app-state";
import { useApiMutation, useApiQuery } from "@/lib/client/queries";
import {
  contactPlace,
  contactTitle,
  SAVED_PAGE_SIZE,
  SEARCH_DELAY_MS,
  type ContactData,
  type SavedContact,
} from "./master-data-client";
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
  const [query, setQuery] = useState("");
  const searched = useDebounced(query.trim(), SEARCH_DELAY_MS);
  const search = useApiQuery("/api/contacts", { query: { limit: SAVED_PAGE_SIZE, q: searched } });
  const contacts = search.data?.contacts ?? [];
  const save = useApiMutation("POST", "/api/contacts", { invalidates: ["/api/contacts"] });

  // The party's own role first, then the rest, each newest first (the API's order).
  const ordered = [
    ...contacts.filter((c) => c.data.roles?.includes(role)),
    ...contacts.filter((c) => !c.data.roles?.includes(role)),
  ];

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
    <div className={styles.contactPicker}>
      <Combobox<SavedContact>
        label={label}
        items={ordered}
        itemKey={(c) => c.id}
        itemText={(c) => contactTitle(c.data)}
        renderItem={(c) => (
          <>
            <span className={comboboxStyles.optionText}>
              <strong>{contactTitle(c.data)}</strong>
              {contactPlace(c.data) ? <span className={comboboxStyles.optionMeta}>{contactPlace(c.data)}</span> : null}
            </span>
            {c.data.roles?.length ? (
              <span className={comboboxStyles.optionMeta}>
                {c.data.roles.map((r) => CONTACT_ROLE_LABELS[r]).join(", ")}
              </span>
            ) : null}
          </>
        )}
        inputValue={query}
        onInputChange={setQuery}
        selected={null}
        onSelect={(contact) => {
          if (contact) onPick(contact.data);
        }}
        clearOnSelect
        allowFreeText
        loading={search.isFetching || searched !== query.trim()}
        loadError={search.error ? errorMessage(search.error) : null}
        emptyText={
          query.trim()
            ? `No saved contact matches “${query.trim()}”.`
            : "You have no saved contacts yet. Save one from a document or under Saved data."
        }
        minChars={0}
        listLabel={`Saved contacts for ${CONTACT_ROLE_LABELS[role].toLowerCase()}`}
        placeholder="Name, company, city or email"
        disabled={disabled}
      />
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
  );
}
