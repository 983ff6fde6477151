"use client";

import { useState } from "react";
import { useApiMutation, useKeysetList } from "@/lib/client/queries";
import { useDebounced } from "./use-debounced";

import { CONTACT_ROLE_LABELS } from "@/lib/contacts/roles";
import { useAppState } from "@/lib/client/app-state";
import { ContactForm } from "./contact-form";
import { contactPlace, contactTitle, SAVED_PAGE_SIZE, SEARCH_DELAY_MS, type SavedContact } from "./master-data-client";
import styles from "./master-data.module.css";
import { SavedItemsTab } from "./saved-items-tab";

/** Saved data → Contacts. */
export function ContactsTab() {
  const [query, setQuery] = useState("");
  const searched = useDebounced(query.trim(), SEARCH_DELAY_MS);
  const list = useKeysetList(
    "/api/contacts",
    { query: { limit: SAVED_PAGE_SIZE, q: searched } },
    (page) => page.contacts,
  );
  const remove = useApiMutation("DELETE", "/api/contacts/{id}", { invalidates: ["/api/contacts"] });
  const { refreshContacts } = useAppState();
  return (
    <SavedItemsTab<SavedContact>
      noun="contact"
      nounPlural="contacts"
      query={query}
      onQueryChange={setQuery}
      searched={searched}
      list={list}
      onDelete={(item) => remove.mutateAsync({ params: { id: item.id } })}
      searchPlaceholder="Name, company, city or email"
      emptyHint="Save your exporter, consignees, buyers and notify parties once, then fill any document with one click."
      deleteNote="Documents already filled from it keep their copy."
      titleOf={(contact) => contactTitle(contact.data)}
      columns={[
        { header: "Contact", cell: (contact) => <strong>{contactTitle(contact.data)}</strong> },
        { header: "Place", cell: (contact) => contactPlace(contact.data) },
        {
          header: "Roles",
          cell: (contact) => (
            <span className={styles.chips}>
              {(contact.data.roles ?? []).map((r) => (
                <span key={r} className={styles.chip}>
                  {CONTACT_ROLE_LABELS[r]}
                </span>
              ))}
            </span>
          ),
        },
        {
          header: "Email and phone",
          cell: (contact) => (
            <>
              {contact.data.email ? <div>{contact.data.email}</div> : null}
              {contact.data.phone ? <div>{contact.data.phone}</div> : null}
            </>
          ),
        },
      ]}
      renderForm={({ item, onSaved, onCancel }) => <ContactForm contact={item} onSaved={onSaved} onCancel={onCancel} />}
      onChanged={() => void refreshContacts()}
    />
  );
}
