import { and, eq, notInArray } from "drizzle-orm";
import type { DbOrTx, Tx } from "@/lib/db/client";
import { AppError } from "@/lib/contract/errors";
import { envelopeParties } from "@/models";
import { ruleError } from "./access";
import { endorseeCodeOf, stampParties } from "./document";
import { CARRIER_ROLES, loadParties, resolvePartyRef, type EblParty } from "./parties";
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
const resolve = (db: DbOrTx, value: PartyRef | EblParty, field: string) =>
  isResolved(value) ? value : resolvePartyRef(db, value, field);
const invalid = (path: string, message: string) =>
  new AppError("validation_failed", message, { issues: [{ path, message }] });

export async function draftColumns(db: DbOrTx, input: DraftInput): Promise<DraftColumns> {
  const isToOrder = input.transportDocument.isToOrder === undefined ? false : input.transportDocument.isToOrder;
  if (typeof isToOrder !== "boolean")
    throw invalid("transportDocument.isToOrder", "transportDocument.isToOrder must be true or false.");
  const issuer = await resolve(db, input.carrier, "carrier");
  if (!CARRIER_ROLES.includes(issuer.role)) {
    throw ruleError(
      "carrier_role",
      `The carrier must be a shipping line or a freight forwarder; ${issuer.email} is registered as ${issuer.role.replaceAll("_", " ")}.`,
      {
        issues: [{ path: "carrier", message: "Choose a shipping line or freight forwarder account." }],
      },
    );
  }
  const shipper = await resolve(db, input.shipper, "shipper");
  if (shipper.id === issuer.id)
    throw invalid("shipper", "The shipper and the carrier must be different accounts: name the shipper.");
  if (input.consignee && isToOrder)
    throw invalid(
      "consignee",
      "A to-order bill has no named consignee: leave consignee out, or make the bill straight (transportDocument.isToOrder false).",
    );
  const consignee = input.consignee ? await resolve(db, input.consignee, "consignee") : null;

  let endorseeId: string | null = null;
  const endorseeCode = endorseeCodeOf(input.transportDocument);
  if (endorseeCode && isToOrder) {
    const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
    const endorsee = UUID.test(endorseeCode) ? (await loadParties(db, [endorseeCode])).get(endorseeCode) : undefined;
    if (!endorsee)
      throw ruleError("unknown_party", "The endorsee's Exportly code names no account.", {
        issues: [
          {
            path: "transportDocument.documentParties.endorsee",
            message: "Name an Exportly account as endorsee (its user id as the EXPORTLY partyCode).",
          },
        ],
      });
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
 * A draft's parties are exactly the creator and the accounts it names now: nothing was signed
 * yet, so an account an edit removes loses access (after issue, rows are only ever added).
 */
export async function setDraftParties(
  tx: Tx,
  envelopeId: string,
  creatorId: string,
  columns: DraftColumns,
  now: Date,
): Promise<void> {
  const ids = [
    ...new Set(
      [creatorId, columns.issuerId, columns.shipperId, columns.consigneeId, columns.endorseeId].filter(
        (id): id is string => !!id,
      ),
    ),
  ];
  await tx
    .delete(envelopeParties)
    .where(and(eq(envelopeParties.envelopeId, envelopeId), notInArray(envelopeParties.userId, ids)));
  await tx
    .insert(envelopeParties)
    .values(ids.map((userId) => ({ userId, envelopeId, createdAt: now })))
    .onConflictDoNothing();
}
