import { and, eq, notInArray } from "drizzle-orm";
import type { DbOrTx, Tx } from "@/lib/db/client";
import { AppError } from "@/lib/contract/errors";
import { envelopeParties } from "@/models";
import { ruleError } from "./access";
import { endorseeCodeOf, stampParties } from "./document";
import { hasRelationship } from "@/lib/network/relationship";
import { CARRIER_ROLES, loadParties, resolvePartyRef, unknownParty, type EblParty } from "./parties";
import { draftState, type ControlState } from "./rules";
import type { PartyRef } from "./schemas";

/**
 * What creating and editing a draft share: resolving the named parties, the rules on who may be
 * which party, and the server-written parts of the document (lib/ebl/document.ts).
 */
export type DraftInput = {
  transportDocument: Record<string, unknown>;
  carrier: PartyRef | EblParty;
  shipper: PartyRef | EblParty;
  consignee: PartyRef | EblParty | null;
};

export type DraftColumns = {
  transportDocument: Record<string, unknown>;
  isToOrder: boolean;
  issuerId: string;
  shipperId: string;
  consigneeId: string | null;
  endorseeId: string | null;
  control: ControlState;
};

const isResolved = (value: PartyRef | EblParty): value is EblParty => "verificationState" in value;
const resolve = (db: DbOrTx, value: PartyRef | EblParty, field: string, askerId: string) =>
  isResolved(value) ? value : resolvePartyRef(db, value, field, askerId);

/**
 * How many accounts a draft request looks up by address or id (the parties it names that are
 * not already resolved and not the asker): each counts against the capped recipient look-up,
 * so drafts cannot be used to probe addresses faster than GET /api/envelopes/recipient.
 */
export function partyLookups(actor: { userId: string; email: string }, refs: (PartyRef | null | undefined)[]): number {
  return refs.filter(
    (ref) =>
      !!ref &&
      !(ref.kind === "id" && ref.id === actor.userId) &&
      !(ref.kind === "email" && ref.email === actor.email.toLowerCase()),
  ).length;
}
const invalid = (path: string, message: string) =>
  new AppError("validation_failed", message, { issues: [{ path, message }] });

/** The columns of a draft naming these parties; `askerId` is who creates or edits it (see resolvePartyRef). */
export async function draftColumns(db: DbOrTx, input: DraftInput, askerId: string): Promise<DraftColumns> {
  const isToOrder = input.transportDocument.isToOrder === undefined ? false : input.transportDocument.isToOrder;
  if (typeof isToOrder !== "boolean")
    throw invalid("transportDocument.isToOrder", "transportDocument.isToOrder must be true or false.");
  const issuer = await resolve(db, input.carrier, "carrier", askerId);
  if (!CARRIER_ROLES.includes(issuer.role)) {
    throw ruleError(
      "carrier_role",
      `The carrier must be a shipping line or a freight forwarder; ${issuer.email} is registered as ${issuer.role.replaceAll("_", " ")}.`,
      {
        issues: [{ path: "carrier", message: "Choose a shipping line or freight forwarder account." }],
      },
    );
  }
  const shipper = await resolve(db, input.shipper, "shipper", askerId);
  if (shipper.id === issuer.id)
    throw invalid("shipper", "The shipper and the carrier must be different accounts: name the shipper.");
  if (input.consignee && isToOrder)
    throw invalid(
      "consignee",
      "A to-order bill has no named consignee: leave consignee out, or make the bill straight (transportDocument.isToOrder false).",
    );
  const consignee = input.consignee ? await resolve(db, input.consignee, "consignee", askerId) : null;

  let endorseeId: string | null = null;
  const endorseeCode = endorseeCodeOf(input.transportDocument);
  if (endorseeCode && isToOrder) {
    const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
    const endorsee = UUID.test(endorseeCode) ? (await loadParties(db, [endorseeCode])).get(endorseeCode) : undefined;
    // Same answer for a code naming no account and one naming an account the asker has no relationship with.
    if (!endorsee || !(await hasRelationship(db, askerId, endorsee.id)))
      throw unknownParty("transportDocument.documentParties.endorsee", { kind: "code" });
    endorseeId = endorsee.id;
  }

  const transportDocument = stampParties(input.transportDocument, { issuer, shipper, consignee, isToOrder });
  return {
    transportDocument,
    isToOrder,
    issuerId: issuer.id,
    shipperId: shipper.id,
    consigneeId: consignee?.id ?? null,
    endorseeId,
    control: draftState({
      issuer: issuer.id,
      shipper: shipper.id,
      consignee: consignee?.id ?? null,
      endorsee: endorseeId,
      isToOrder,
    }),
  };
}

/**
 * Who sees a draft: its creator, and the named carrier (who issues it or declines it) unless
 * the carrier declined it. The shipper, consignee and endorsee it names see it only once it is
 * issued (lib/ebl/append-entry.ts adds them then): anyone can name anyone in a draft, so a draft
 * must not land in the lists of accounts that never agreed to anything. Nothing was signed yet,
 * so an account an edit removes loses access (after issue, rows are only ever added).
 */
export async function setDraftParties(
  tx: Tx,
  envelopeId: string,
  creatorId: string,
  columns: Pick<DraftColumns, "issuerId">,
  now: Date,
  carrierDeclined = false,
): Promise<void> {
  const ids = [...new Set([creatorId, ...(carrierDeclined ? [] : [columns.issuerId])])];
  await tx
    .delete(envelopeParties)
    .where(and(eq(envelopeParties.envelopeId, envelopeId), notInArray(envelopeParties.userId, ids)));
  await tx
    .insert(envelopeParties)
    .values(ids.map((userId) => ({ userId, envelopeId, createdAt: now })))
    .onConflictDoNothing();
}
