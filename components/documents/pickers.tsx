"use client";

import { useId } from "react";
import { useAppState, type Contact } from "@/lib/client/app-state";
import { TextInput } from "./inputs";
import styles from "./documents.module.css";

type Data = Record<string, unknown>;
const dataOf = (item: { data?: unknown } & Record<string, unknown>): Data => (item.data && typeof item.data === "object" ? (item.data as Data) : item);
const str = (v: unknown) => (typeof v === "string" ? v : undefined);

/** A saved contact's data mapped onto the party fields of a document. */
export function contactToParty(contact: Contact): Data {
  const d = dataOf(contact);
  const taxIds = Array.isArray(d.taxIds) ? (d.taxIds as unknown[]).map((t) => (t && typeof t === "object" ? `${str((t as Data).type) ?? ""} ${str((t as Data).value) ?? ""}`.trim() : String(t))).join(", ") : undefined;
  const party: Data = {
    name: str(d.name),
    company: str(d.company),
    address: str(d.address),
    city: str(d.city),
    postalCode: str(d.postalCode),
    country: str(d.country),
    email: str(d.email),
    phone: str(d.phone),
    taxId: str(d.taxId) ?? taxIds ?? str(d.gstin) ?? str(d.eori),
  };
  const filled: Data = Object.fromEntries(Object.entries(party).filter(([, v]) => v !== undefined && v !== ""));
  // The server keeps which saved contact a party came from (and refuses keys it does not know).
  if (typeof contact.id === "string") filled.contactId = contact.id;
  return filled;
}

export const contactLabel = (contact: Contact) => {
  const d = dataOf(contact);
  return [str(d.name), str(d.company)].filter(Boolean).join(" – ") || "Unnamed contact";
};

/** Fills a party from one of the user's saved contacts. */
export function PartyContactPicker({ partyLabel, onPick }: { partyLabel: string; onPick: (party: Data) => void; current: unknown }) {
  const { contacts } = useAppState();
  const id = useId();
  return (
    <div className={styles.picker}>
      <label htmlFor={id}>Fill {partyLabel.toLowerCase()} from a saved contact</label>
      <select
        id={id}
        value=""
        onChange={(e) => {
          const contact = contacts.find((c) => String(c.id) === e.target.value);
          if (contact) onPick(contactToParty(contact));
        }}
      >
        <option value="">{contacts.length === 0 ? "No saved contacts" : "Choose a contact…"}</option>
        {contacts.map((c) => (
          <option key={String(c.id)} value={String(c.id)}>
            {contactLabel(c)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A port or place: the user's saved ports are offered as suggestions. */
export function PortInput({ value, onChange, ...frame }: { label: string; error?: string; readOnly?: boolean; shared?: boolean; hint?: React.ReactNode; name?: string; value: unknown; onChange: (value: unknown) => void }) {
  const { ports } = useAppState();
  const listId = useId();
  return (
    <>
      <TextInput {...frame} value={typeof value === "string" ? value : ""} onChange={onChange} maxLength={200} list={listId} />
      <datalist id={listId}>
        {ports.map((p) => (
          <option key={p.value} value={p.value} />
        ))}
      </datalist>
    </>
  );
}
