import { and, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "@/lib/db/client";
import { shipments } from "@/models";
import type { EnvelopeEntryRow, EnvelopeRow } from "./access";
import type { ChainEntryPayload } from "./chain/format";
import type { EntryDto, EnvelopeDto, PartyDto } from "./contract";
import { draftIssueProblems } from "./issue-check";
import { loadParties, toPartyDto, type EblParty } from "./parties";
import { availableActions, draftState, type ControlState, type EblAction } from "./rules";

/** The control state the envelope row keeps (its draft state when none is stored yet). */
export function controlOf(envelope: EnvelopeRow): ControlState {
  return (
    envelope.control ??
    draftState({
      issuer: envelope.issuerId,
      shipper: envelope.shipperId,
      consignee: envelope.consigneeId,
      endorsee: envelope.endorseeId,
      isToOrder: envelope.isToOrder,
    })
  );
}

/** What the viewer may do now: the transition table's actions, plus EDIT, DELETE and the carrier's DECLINE on drafts. */
export function viewerActions(envelope: EnvelopeRow, viewerId: string): EnvelopeDto["availableActions"] {
  const actions: EnvelopeDto["availableActions"] = availableActions(controlOf(envelope), viewerId);
  if (envelope.status === "DRAFT") {
    if (viewerId === envelope.createdBy || viewerId === envelope.issuerId) actions.push("EDIT");
    if (viewerId === envelope.createdBy) actions.push("DELETE");
    if (viewerId === envelope.issuerId && viewerId !== envelope.createdBy && !envelope.draftDeclinedAt)
      actions.push("DECLINE");
  }
  return actions;
}

export function viewerRoles(envelope: EnvelopeRow, viewerId: string): string[] {
  const roles = (
    [
      ["issuer", envelope.issuerId],
      ["shipper", envelope.shipperId],
      ["consignee", envelope.consigneeId],
      ["possessor", envelope.possessorId],
      ["endorsee", envelope.endorseeId],
      ["creator", envelope.createdBy],
    ] as const
  ).flatMap(([role, id]) => (id === viewerId ? [role] : []));
  return roles.length ? roles : ["past"];
}

/** Every account an envelope's DTO names. */
export const partyIdsOf = (envelope: EnvelopeRow) => [
  envelope.issuerId,
  envelope.shipperId,
  envelope.consigneeId,
  envelope.possessorId,
  envelope.endorseeId,
];

const party = (parties: Map<string, EblParty>, id: string): PartyDto => {
  const found = parties.get(id);
  // Accounts are never deleted while they are party to a bill (foreign keys); a missing one is a bug.
  if (!found) throw new Error(`eBL party ${id} not loaded`);
  return toPartyDto(found);
};
const optionalParty = (parties: Map<string, EblParty>, id: string | null) => (id ? party(parties, id) : null);

export function toEnvelopeDto(
  envelope: EnvelopeRow,
  viewerId: string,
  parties: Map<string, EblParty>,
  shipmentReferences: Map<string, string> = new Map(),
): EnvelopeDto {
  const control = controlOf(envelope);
  const actions = viewerActions(envelope, viewerId);
  return {
    id: envelope.id,
    status: envelope.status,
    transportDocument: envelope.transportDocument,
    documentChecksum: envelope.documentChecksum,
    issuer: party(parties, envelope.issuerId),
    shipper: party(parties, envelope.shipperId),
    consignee: optionalParty(parties, envelope.consigneeId),
    possessor: optionalParty(parties, envelope.possessorId),
    endorsee: optionalParty(parties, envelope.endorseeId),
    isToOrder: envelope.isToOrder,
    blankEndorsed: control.blankEndorsed,
    lastEntryChecksum: envelope.lastEntryChecksum,
    shipmentId: envelope.shipmentId,
    shipmentReference: envelope.shipmentId ? (shipmentReferences.get(envelope.shipmentId) ?? null) : null,
    issueProblems: envelope.status === "DRAFT" && actions.includes("EDIT") ? draftIssueProblems(envelope) : null,
    createdBy: envelope.createdBy,
    availableActions: actions,
    viewerRoles: viewerRoles(envelope, viewerId),
    voidReason: envelope.voidReason,
    replacedById: envelope.replacedById,
    draftVersion: envelope.draftVersion,
    draftDeclinedAt: envelope.draftDeclinedAt?.toISOString() ?? null,
    createdAt: envelope.createdAt.toISOString(),
    updatedAt: envelope.updatedAt.toISOString(),
  };
}

/** DTOs for several envelopes, loading every party they name in one query. */
export async function toEnvelopeDtos(db: DbOrTx, rows: EnvelopeRow[], viewerId: string): Promise<EnvelopeDto[]> {
  const parties = await loadParties(db, rows.flatMap(partyIdsOf));
  const shipmentIds = [...new Set(rows.flatMap((row) => (row.shipmentId ? [row.shipmentId] : [])))];
  // A shipment's reference is its owner's own: nobody else learns it from the bill.
  const references = shipmentIds.length
    ? await db
        .select({ id: shipments.id, reference: shipments.reference })
        .from(shipments)
        .where(and(inArray(shipments.id, shipmentIds), eq(shipments.ownerId, viewerId)))
    : [];
  const byId = new Map(references.map((r) => [r.id, r.reference]));
  return rows.map((row) => toEnvelopeDto(row, viewerId, parties, byId));
}

/** The JSON payload of a compact JWS (no verification: the verifier does that). */
export function decodePayload(jws: string): ChainEntryPayload {
  const payload = jws.split(".")[1] ?? "";
  return JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as ChainEntryPayload;
}

export function toEntryDto(entry: EnvelopeEntryRow, parties: Map<string, EblParty>): EntryDto {
  const transaction = decodePayload(entry.signedContent).transactions[0];
  return {
    sequence: entry.sequence,
    actionCode: entry.actionCode as EblAction,
    actor: party(parties, entry.actorId),
    recipient: optionalParty(parties, entry.recipientId),
    actionDateTime: transaction?.actionDateTime ?? entry.createdAt.toISOString(),
    reasonCode: transaction?.reasonCode ?? null,
    comments: transaction?.comments ?? null,
    checksum: entry.checksum,
    previousChecksum: entry.previousChecksum,
    signedContent: entry.signedContent,
  };
}
