/**
 * Words for the eBL screens: states, actions, parties and the few formats the screens share.
 * Pure and browser-safe (types from the contract, constants from the rules table).
 */
import type { EnvelopeDto, EntryDto, PartyDto } from "@/lib/ebl/contract";
import type { EblAction, EnvelopeState } from "@/lib/ebl/rules";
import { formatCalendarDate, formatDateTime as formatInstant } from "@/lib/format/dates";
import { roleLabel } from "@/lib/roles";

export const STATE_LABELS: Record<EnvelopeState, string> = {
  DRAFT: "Draft",
  ISSUED: "Issued",
  PENDING_SURRENDER_FOR_DELIVERY: "Surrender for delivery pending",
  SURRENDERED_FOR_DELIVERY: "Surrendered for delivery",
  PENDING_SURRENDER_FOR_AMENDMENT: "Surrender for amendment pending",
  SURRENDERED_FOR_AMENDMENT: "Surrendered for amendment",
  VOIDED: "Voided",
};

/** The badge's tone: a draft is neutral, a live bill informative, a pending surrender a warning, a closed bill done. */
export type StateTone = "neutral" | "info" | "warning" | "success" | "danger";
export const STATE_TONES: Record<EnvelopeState, StateTone> = {
  DRAFT: "neutral",
  ISSUED: "info",
  PENDING_SURRENDER_FOR_DELIVERY: "warning",
  SURRENDERED_FOR_DELIVERY: "success",
  PENDING_SURRENDER_FOR_AMENDMENT: "warning",
  SURRENDERED_FOR_AMENDMENT: "neutral",
  VOIDED: "danger",
};

export const stateLabel = (status: string) => STATE_LABELS[status as EnvelopeState] ?? status;

/** Each chain action in words, as the timeline states it ("Endorsed to order"). */
export const ACTION_PAST: Record<EblAction, string> = {
  ISSUE: "Issued",
  TRANSFER: "Transferred possession",
  ENDORSE: "Endorsed",
  ENDORSE_TO_ORDER: "Endorsed to order",
  BLANK_ENDORSE: "Endorsed in blank",
  SURRENDER_FOR_DELIVERY: "Surrendered for delivery",
  SURRENDER_FOR_AMENDMENT: "Surrendered for amendment",
  SACC: "Accepted the surrender",
  SREJ: "Rejected the surrender",
  REFUSE: "Refused the transfer",
  VOID: "Voided",
};

export const actionPast = (code: string) => ACTION_PAST[code as EblAction] ?? code;

/** The button for each action the API may offer. */
export const ACTION_BUTTONS: Record<EblAction, string> = {
  ISSUE: "Issue eBL",
  TRANSFER: "Transfer possession",
  ENDORSE: "Endorse",
  ENDORSE_TO_ORDER: "Endorse to order",
  BLANK_ENDORSE: "Endorse in blank",
  SURRENDER_FOR_DELIVERY: "Surrender for delivery",
  SURRENDER_FOR_AMENDMENT: "Surrender for amendment",
  SACC: "Accept surrender",
  SREJ: "Reject surrender",
  REFUSE: "Refuse transfer",
  VOID: "Void eBL",
};

/** What each kind of transfer means for the recipient, shown where the holder chooses it. */
export const ENDORSE_HINTS: Record<"TRANSFER" | "ENDORSE" | "ENDORSE_TO_ORDER" | "BLANK_ENDORSE", string> = {
  TRANSFER: "Hand over possession without changing who holds title (straight bills, or a bearer passing the bill on).",
  ENDORSE: "Make the recipient the endorsee and holder. They can surrender it but cannot endorse it further.",
  ENDORSE_TO_ORDER: "Make the recipient the endorsee and holder, with the right to endorse it onward.",
  BLANK_ENDORSE: "Endorse without naming an endorsee: whoever holds it becomes the bearer.",
};

/** Reasons DCSA lists for a surrender for amendment. */
export const AMENDMENT_REASONS = [
  { value: "COD", label: "Change of destination" },
  { value: "SWTP", label: "Switch to paper" },
  { value: "SWI", label: "Switch to another eBL platform" },
] as const;

/** A surrender reason code in words ("COD" → "Change of destination"); an unknown code as it is. */
export const reasonLabel = (code: string) => AMENDMENT_REASONS.find((r) => r.value === code)?.label ?? code;

/** "Blue Ocean Lines Pvt Ltd", or the person's name when no legal name is known. */
export const partyName = (
  party: (Pick<PartyDto, "name" | "company"> & { companyVerified?: boolean }) | null | undefined,
): string => {
  if (!party) return "—";
  const company = party.company?.trim();
  if (!company) return party.name;
  // A company name nobody checked is the account's own claim: partners must not mistake it for a verified one.
  return party.companyVerified === false ? `${company} (unverified)` : company;
};

/** "Blue Ocean Lines Pvt Ltd (Farid Khan, Shipping line)". */
export function partyDetail(party: PartyDto | null | undefined): string {
  if (!party) return "—";
  const who = [party.company?.trim() ? party.name : null, party.role ? roleLabel(party.role) : null]
    .filter(Boolean)
    .join(", ");
  return who ? `${partyName(party)} (${who})` : partyName(party);
}

/** The first and last characters of a SHA-256, enough to compare by eye. */
export const shortChecksum = (checksum: string | null | undefined) =>
  checksum ? (checksum.length > 16 ? `${checksum.slice(0, 8)}…${checksum.slice(-6)}` : checksum) : "—";

/** A UTC instant in the reader's locale and time zone (lib/format/dates.ts, the app-wide format). */
export const formatDateTime = (iso: string | null | undefined) => formatInstant(iso);

/** A calendar date (YYYY-MM-DD, no time zone) as written, in the reader's locale (lib/format/dates.ts). */
export function formatDate(value: unknown): string {
  if (typeof value !== "string" || !value) return "—";
  return formatCalendarDate(value);
}

/** The bill's own reference, or a short id while a draft has none. */
export function envelopeReference(envelope: Pick<EnvelopeDto, "id" | "transportDocument">): string {
  const reference = envelope.transportDocument?.transportDocumentReference;
  return typeof reference === "string" && reference.trim() ? reference : `Draft ${envelope.id.slice(0, 8)}`;
}

/** Who holds title now, as the bill reads: the straight consignee, the endorsee, "bearer", or the shipper's order. */
export function titleLine(
  envelope: Pick<EnvelopeDto, "isToOrder" | "blankEndorsed" | "endorsee" | "consignee" | "shipper">,
): string {
  if (!envelope.isToOrder) return envelope.consignee ? partyName(envelope.consignee) : "—";
  if (envelope.blankEndorsed) return "Endorsed in blank (to the bearer)";
  if (envelope.endorsee) return `To the order of ${partyName(envelope.endorsee)}`;
  return `To the order of ${partyName(envelope.shipper)} (shipper)`;
}

/** The other party of an entry, in words: "Coastal Bank" or "the bearer". */
export function entryRecipient(entry: Pick<EntryDto, "actionCode" | "recipient">): string | null {
  if (entry.recipient) return partyName(entry.recipient);
  if (entry.actionCode === "BLANK_ENDORSE") return "the bearer";
  return null;
}

export const envelopeHref = (id: string) => `/ebills/${encodeURIComponent(id)}`;
export const envelopePath = (id: string, action = "") =>
  `/api/envelopes/${encodeURIComponent(id)}${action ? `/${action}` : ""}`;
