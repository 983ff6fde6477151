"use client";

import { useId } from "react";
import { useAppState, type Contact } from "@/lib/client/app-state";
import { TextInput } from "./inputs";
import styles from "./documents.module.css";

type Data = Record<string, unknown>;
const dataOf = (item: { data?: unknown } & Record<string, unknown>): Data => (item.data && typeof item.data === "object" ? (item.data as Data) : item);
const str = (v: unknown) => (typeof v === "string" ? v : undefined);

const TAX_ID_LABELS: [string, string][] = [
  ["gstin", "GSTIN"],
  ["eori", "EORI"],
  ["vat", "VAT"],
  ["iec", "IEC"],
  ["pan", "PAN"],
  ["other", ""],
];

/** The party's one tax id line: the first of the contact's ids in the order customs usually asks for them. */
function taxIdOf(ids: unknown): string | undefined {
  if (!ids || typeof ids !== "object") return undefined;
  for (const [key, label] of TAX_ID_LABELS) {
    const value = str((ids as Data)[key]);
    if (value) return `${label} ${value}`.trim().slice(0, 40);
  }
  return undefined;
}

/**
 * A saved contact's data (lib/contacts: addressLines, state, taxIds…) mapped onto the party
 * fields of a document (lib/templates: address, city, taxId…). Only keys the party schema
 * knows are set: the server refuses others.
 */
export function contactToParty(contact: Contact): Data {
  const d = dataOf(contact);
  const lines = Array.isArray(d.addressLines) ? (d.addressLines as unknown[]).filter((l): l is string => typeof l === "string" && l !== "") : [];
  const party: Data = {
    name: str(d.name) ?? str(d.company),
    company: str(d.name) ? str(d.company) : undefined,
    address: lines.length ? lines.join("\n").slice(0, 500) : str(d.address),
    city: [str(d.city), str(d.state)].filter(Boolean).join(", ").slice(0, 100) || undefined,
    postalCode: str(d.postalCode),
    country: str(d.country),
    email: str(d.email),
    phone: str(d.phone),
    taxId: taxIdOf(d.taxIds),
  };
  const filled: Data = Object.fromEntries(Object.entries(party).filter(([, v]) => v !== undefined && v !== ""));
  // The server keeps which saved contact a party came from.
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

type Location = { code?: string; name?: string | null };

/** "INNSA — Jawaharlal Nehru (Nhava Sheva), IN" (a saved port) → {code, name}; a bare code → {code}. */
export function parseLocation(text: string): Location | undefined {
  const trimmed = text.trim();
  if (!trimmed) return undefined;
  const match = /^([A-Za-z]{2}) ?([A-Za-z2-9]{3})(?:\s*[—–-]\s*(.+?))?(?:, [A-Z]{2})?$/.exec(trimmed);
  if (match) return { code: `${match[1]}${match[2]}`.toUpperCase(), ...(match[3] ? { name: match[3] } : {}) };
  // Not a code: kept as typed, so the server's message ("not a UN/LOCODE") says what is wrong.
  return { code: trimmed };
}

export const locationText = (value: unknown): string => {
  if (!value || typeof value !== "object") return typeof value === "string" ? value : "";
  const { code, name } = value as Location;
  return [code, name].filter(Boolean).join(" — ");
};

/** A port or place by UN/LOCODE: the user's saved ports are offered as suggestions. */
export function PortInput({ value, onChange, ...frame }: { label: string; error?: string; readOnly?: boolean; marker?: React.ReactNode; hint?: React.ReactNode; name?: string; value: unknown; onChange: (value: unknown) => void }) {
  const { ports } = useAppState();
  const listId = useId();
  return (
    <>
      <TextInput {...frame} value={locationText(value)} onChange={(text) => onChange(parseLocation(text))} maxLength={200} list={listId} placeholder="UN/LOCODE, e.g. INNSA" />
      <datalist id={listId}>
        {ports.map((p) => (
          <option key={p.value} value={p.value} />
        ))}
      </datalist>
    </>
  );
}
