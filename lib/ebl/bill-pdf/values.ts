import { groupDigits } from "@/lib/pdf/format";
import type { EntryDto, EnvelopeDto, PartyDto, VerificationReport } from "../contract";

// The transport document is DCSA JSON kept as it was received: these read it defensively and turn
// its values into the strings a paper bill prints.
export type Json = Record<string, unknown>;

export const asRecord = (value: unknown): Json =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Json) : {};
export const asList = (value: unknown): Json[] =>
  Array.isArray(value) ? value.filter((item): item is Json => !!item && typeof item === "object") : [];
export const text = (value: unknown): string => (value === undefined || value === null ? "" : String(value));
export const lines = (...values: unknown[]) => values.map(text).filter(Boolean).join("\n");

export const ACTION_LABELS: Record<string, string> = {
  ISSUE: "Issued",
  TRANSFER: "Transferred",
  ENDORSE: "Endorsed",
  ENDORSE_TO_ORDER: "Endorsed to order",
  BLANK_ENDORSE: "Endorsed in blank",
  SURRENDER_FOR_DELIVERY: "Surrendered for delivery",
  SURRENDER_FOR_AMENDMENT: "Surrendered for amendment",
  SACC: "Surrender accepted",
  SREJ: "Surrender rejected",
  REFUSE: "Transfer refused",
  VOID: "Voided",
};

export const STATUS_LABELS: Record<string, string> = {
  DRAFT: "Draft (not issued)",
  ISSUED: "Issued: in circulation",
  PENDING_SURRENDER_FOR_DELIVERY: "Surrender for delivery pending",
  SURRENDERED_FOR_DELIVERY: "Surrendered for delivery (accomplished)",
  PENDING_SURRENDER_FOR_AMENDMENT: "Surrender for amendment pending",
  SURRENDERED_FOR_AMENDMENT: "Surrendered for amendment",
  VOIDED: "Voided",
};

/** A DCSA party (documentParties.*): name, address, identifying codes. */
export function dcsaParty(value: unknown): string {
  const party = asRecord(value);
  if (!party.partyName) return "";
  const address = asRecord(party.address);
  const street = [address.street, address.streetNumber].map(text).filter(Boolean).join(" ");
  const city = [address.postCode, address.city].map(text).filter(Boolean).join(" ");
  const displayed = Array.isArray(party.displayedAddress) ? party.displayedAddress.map(text) : [];
  const addressLines = Array.isArray(party.addressLines) ? party.addressLines.map(text) : [];
  return lines(
    party.partyName,
    ...(displayed.length
      ? displayed
      : addressLines.length
        ? addressLines
        : [street, [city, address.countryCode].filter(Boolean).join(", ")]),
  );
}

export const platformParty = (party: PartyDto | null | undefined): string =>
  party
    ? party.company && party.company !== party.name
      ? `${party.company} (${party.name})`
      : party.company || party.name
    : "";

export function location(value: unknown, displayed?: unknown): string {
  if (Array.isArray(displayed) && displayed.length) return displayed.map(text).join(", ");
  const place = asRecord(value);
  const name = text(place.locationName) || text(place.city);
  const code = text(place.UNLocationCode);
  return name && code ? `${name} (${code})` : name || code;
}

export function weight(value: unknown): string {
  const measure = asRecord(value);
  if (measure.value === undefined) return "";
  return `${groupDigits(String(measure.value))} ${text(measure.unit) === "KGM" ? "kg" : text(measure.unit) === "LBR" ? "lb" : text(measure.unit)}`;
}

export const utc = (iso: string) => `${iso.replace("T", " ").slice(0, 16)} UTC`;

/** What every section painter reads: the bill's DTOs and the parts of its document most sections need. */
export type PrintedBill = {
  envelope: EnvelopeDto;
  entries: EntryDto[];
  verification?: VerificationReport;
  td: Json;
  parties: Json;
  transports: Json;
  reference: string;
  isWaybill: boolean;
};
