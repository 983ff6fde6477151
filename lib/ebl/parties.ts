import { eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "@/lib/db/client";
import { hasRelationship } from "@/lib/network/relationship";
import { AppError } from "@/lib/contract/errors";
import { businessVerifications, users, type UserRole, type VerificationState } from "@/models";
import { EBL_PLATFORM, PARTY_CODE_LIST, type ChainParty, type TaxLegalReference } from "./chain/format";
import type { PartyDto } from "./contract";
import type { PartyRef } from "./schemas";

/** What the eBL needs of an account: who it is, whether it may hold control, and its verified business. */
export type EblParty = {
  id: string;
  email: string;
  role: UserRole;
  firstName: string;
  lastName: string;
  company: string | null;
  verificationState: VerificationState;
  /** When the account proved its address; an unproven account may not receive control (append-entry.ts). */
  emailVerifiedAt: Date | null;
  /** The KYC submission (legal name, address, tax identifiers), when there is one. */
  business: Record<string, unknown> | null;
};

/** The columns of an EblParty: the account joined with its business verification. */
export const partyColumns = {
  id: users.id,
  email: users.email,
  role: users.role,
  firstName: users.firstName,
  lastName: users.lastName,
  company: users.company,
  verificationState: users.verificationState,
  emailVerifiedAt: users.emailVerifiedAt,
  business: businessVerifications.details,
};

/** The accounts with these ids (with their verified business), by id. One query. */
export async function loadParties(
  db: DbOrTx,
  ids: Iterable<string | null | undefined>,
): Promise<Map<string, EblParty>> {
  const wanted = [...new Set([...ids].filter((id): id is string => !!id))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select(partyColumns)
    .from(users)
    .leftJoin(businessVerifications, eq(businessVerifications.userId, users.id))
    .where(inArray(users.id, wanted));
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * The account a draft names by email or id, for `askerId` (who creates or edits the draft).
 * Only an account the asker has a relationship with (lib/network/relationship.ts), or the
 * asker itself, can be named: any other address, with or without an account, gets the same
 * 422 naming the field, so a draft cannot be used to find out who is a member.
 */
export async function resolvePartyRef(db: DbOrTx, ref: PartyRef, field: string, askerId: string): Promise<EblParty> {
  const where = ref.kind === "id" ? eq(users.id, ref.id) : eq(sql`lower(${users.email})`, ref.email);
  const [row] = await db
    .select(partyColumns)
    .from(users)
    .leftJoin(businessVerifications, eq(businessVerifications.userId, users.id))
    .where(where)
    .limit(1);
  if (!row || !(await hasRelationship(db, askerId, row.id))) throw unknownParty(field, ref);
  return row;
}

/** The one answer for a named party the asker may not name: the same whether an account holds it or not. */
export function unknownParty(field: string, ref: PartyRef | { kind: "code" }): AppError {
  const named = ref.kind === "id" ? "this user id" : ref.kind === "code" ? "this Exportly code" : ref.email;
  const message = `${field}: you can name only a business that already works with you on Exportly (an approved network connection, a share it opened, or an eBL issued between you); ${named} is not one. Invite it from your Network page first.`;
  return new AppError("unprocessable", message, {
    issues: [{ path: field, message }],
    details: { rule: "unknown_party" },
  });
}

const text = (value: unknown): string | null => (typeof value === "string" && value.trim() ? value.trim() : null);

export const fullName = (party: Pick<EblParty, "firstName" | "lastName">) =>
  `${party.firstName} ${party.lastName}`.trim();

/** The verified legal name; else the profile's company. */
export function companyOf(party: EblParty): string | null {
  const legal = party.verificationState === "verified" ? text(party.business?.legalName) : null;
  return legal ?? text(party.company);
}

/** The name printed on the bill and signed in the chain: legal name, else company, else the person (≤ 70 characters, DCSA). */
export function displayName(party: EblParty): string {
  const name = companyOf(party) ?? (fullName(party) || party.email);
  return name.replace(/\s+/g, " ").trim().slice(0, 70).trim();
}

export function toPartyDto(party: EblParty): PartyDto {
  return {
    id: party.id,
    name: fullName(party),
    company: companyOf(party),
    companyVerified: party.verificationState === "verified" && !!text(party.business?.legalName),
    role: party.role,
  };
}

/** The party's Exportly identifying code: DCSA "mutually defined" code list, the user id. */
export const exportlyCode = (userId: string) => ({ ...PARTY_CODE_LIST, partyCode: userId });

// DCSA TaxLegalReference: type ≤ 50, value ≤ 35, no surrounding spaces; country two capitals.
const TAX_VALUE = /^\S(?:.*\S)?$/;

/** GSTIN, PAN and IEC for an Indian business; the tax id elsewhere; only when they fit DCSA's patterns. */
export function taxLegalReferences(party: EblParty): TaxLegalReference[] {
  const business = party.business;
  if (!business || party.verificationState !== "verified") return [];
  const countryCode = text(business.country);
  if (!countryCode || !/^[A-Z]{2}$/.test(countryCode)) return [];
  const candidates: [string, unknown][] =
    countryCode === "IN"
      ? [
          ["GSTIN", business.gstin],
          ["PAN", business.pan],
          ["IEC", business.iec],
        ]
      : [["TAX_ID", business.taxId]];
  return candidates.flatMap(([type, raw]) => {
    const value = text(raw);
    return value && value.length <= 35 && TAX_VALUE.test(value) ? [{ type, countryCode, value }] : [];
  });
}

/** ActorParty / RecipientParty of a signed transaction. */
export function chainParty(party: EblParty): ChainParty {
  const references = taxLegalReferences(party);
  return {
    partyName: displayName(party),
    eblPlatform: EBL_PLATFORM,
    identifyingCodes: [exportlyCode(party.id)],
    ...(references.length ? { taxLegalReferences: references } : {}),
  };
}

/** The verified business's address as a DCSA PartyAddress, when it has one. */
export function partyAddress(
  party: EblParty,
): { street: string; city: string; countryCode: string; postCode?: string } | null {
  const address = party.business?.address as Record<string, unknown> | undefined;
  const street = text(address?.line1);
  const city = text(address?.city);
  const countryCode = text(party.business?.country);
  if (!street || !city || !countryCode) return null;
  const postCode = text(address?.postalCode);
  return {
    street: street.slice(0, 70),
    city: city.slice(0, 35),
    countryCode,
    ...(postCode && postCode.length <= 10 ? { postCode } : {}),
  };
}

export const CARRIER_ROLES: readonly UserRole[] = ["shipping_line", "freight_forwarder"];
