"use client";

import { useState, type ReactNode } from "react";
import { ContactPicker } from "@/components/master-data/contact-picker";
import type { ContactData } from "@/components/master-data/master-data-client";
import { PortCombobox } from "@/components/master-data/port-combobox";
import type { Contact } from "@/lib/client/app-state";
import type { ContactRole } from "@/lib/contacts/roles";
import styles from "./documents.module.css";

type Data = Record<string, unknown>;
const dataOf = (item: { data?: unknown } & Record<string, unknown>): Data =>
  item.data && typeof item.data === "object" ? (item.data as Data) : item;
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
  const lines = Array.isArray(d.addressLines)
    ? (d.addressLines as unknown[]).filter((l): l is string => typeof l === "string" && l !== "")
    : [];
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

/** The document's party key → the contact role the picker lists first. */
const PARTY_ROLES: Record<string, ContactRole> = {
  exporter: "exporter",
  consignee: "consignee",
  buyer: "buyer",
  notifyParty: "notify_party",
  drawee: "buyer",
};

/** A party as typed in the document, in the shape of a saved contact (for "Save as contact"). */
function partyToContact(party: unknown): Partial<ContactData> {
  if (!party || typeof party !== "object") return {};
  const p = party as Data;
  const address = str(p.address);
  const out: Record<string, unknown> = {
    name: str(p.name),
    company: str(p.company),
    addressLines: address
      ? address
          .split("\n")
          .map((l) => l.trim())
          .filter(Boolean)
          .slice(0, 4)
      : undefined,
    city: str(p.city),
    postalCode: str(p.postalCode),
    country: str(p.country),
    email: str(p.email),
    phone: str(p.phone),
  };
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined)) as Partial<ContactData>;
}

/** Fills a party from a saved contact (the master-data ContactPicker), or saves the typed party as one. */
export function PartyContactPicker({
  partyKey,
  partyLabel,
  onPick,
  current,
}: {
  partyKey: string;
  partyLabel: string;
  onPick: (party: Data) => void;
  current: unknown;
}) {
  return (
    <ContactPicker
      role={PARTY_ROLES[partyKey] ?? "buyer"}
      label={`Use a saved contact for ${partyLabel.toLowerCase()}`}
      current={partyToContact(current)}
      onPick={(data) => onPick(contactToParty({ data }))}
    />
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

type PortInputProps = {
  label: string;
  error?: string;
  readOnly?: boolean;
  marker?: ReactNode;
  hint?: ReactNode;
  name?: string;
  value: unknown;
  onChange: (value: unknown) => void;
};

/**
 * A port or place by UN/LOCODE, through the master-data PortCombobox (saved ports and a
 * UN/LOCODE search). The document keeps {code, name}, set only by a choice from the list (or a
 * full UN/LOCODE typed, which the combobox looks up). Typed text is no choice: it is kept as typed
 * ({code: text}) so the field refuses it and the server names it, and typing into a chosen port
 * drops its code instead of keeping the code under a garbled name. The text shown is replaced only
 * when the value changes from outside (autofill, restore).
 */
export function PortInput({ value, onChange, label, error, readOnly, marker, hint, name }: PortInputProps) {
  const shown = locationText(value);
  const [text, setText] = useState(shown);
  const [lastShown, setLastShown] = useState(shown);
  if (shown !== lastShown) {
    setLastShown(shown);
    if (locationText(typedLocation(text)) !== shown && locationText(parseLocation(text)) !== shown) setText(shown);
  }
  return (
    <div className={styles.portField}>
      {marker ? <div className={styles.portMarker}>{marker}</div> : null}
      <PortCombobox
        label={label}
        name={name}
        value={text}
        error={error}
        hint={typeof hint === "string" ? hint : undefined}
        disabled={readOnly}
        onChange={(next) => {
          setText(next);
          onChange(typedLocation(next));
        }}
        onPick={(port, location) => {
          setText(port);
          onChange(location ? { code: location.code, name: location.name } : parseLocation(port));
        }}
      />
    </div>
  );
}

/** Typed text as the document keeps it until a port is chosen: no name, the text as the code. */
export const typedLocation = (text: string): Location | undefined => (text.trim() ? { code: text.trim() } : undefined);
