import { randomUUID } from "node:crypto";
import { eq, or, sql } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import { writeAudit } from "@/lib/audit/write-audit";
import { getDb, type Tx } from "@/lib/db/client";
import { isUniqueViolation } from "@/lib/db/errors";
import { AppError } from "@/lib/contract/errors";
import { assertVerifiedBusiness } from "@/lib/verification/access";
import { businessVerifications, envelopeEntries, envelopeParties, envelopes, users } from "@/models";
import { getEnvelopeForParty, ruleError, type EnvelopeEntryRow, type EnvelopeRow } from "./access";
import { sha256Hex } from "./chain/checksum";
import { EBL_PLATFORM, type ChainEntryPayload, type ChainTransaction } from "./chain/format";
import { signJson } from "./chain/sign";
import type { EntryDto, EnvelopeDto } from "./contract";
import { controlOf, partyIdsOf, toEntryDto, toEnvelopeDto } from "./dto";
import { getKeyRing } from "./keys";
import { notifyEntryInBackground } from "./notify";
import { chainParty, loadParties, partyColumns, type EblParty } from "./parties";
import { decide, type ControlState, type EblAction } from "./rules";
import type { PartyRef } from "./schemas";

/** The audit action each control action writes. */
export const AUDIT_ACTION: Record<EblAction, string> = {
  ISSUE: "ebl.issued",
  TRANSFER: "ebl.transferred",
  ENDORSE: "ebl.endorsed",
  ENDORSE_TO_ORDER: "ebl.endorsed_to_order",
  BLANK_ENDORSE: "ebl.blank_endorsed",
  SURRENDER_FOR_DELIVERY: "ebl.surrender_for_delivery_requested",
  SURRENDER_FOR_AMENDMENT: "ebl.surrender_for_amendment_requested",
  SACC: "ebl.surrender_accepted",
  SREJ: "ebl.surrender_rejected",
  REFUSE: "ebl.refused",
  VOID: "ebl.voided",
};

/** Control passes to the recipient of these: only a verified business may receive it (docs/architecture.md §5). */
const CONTROL_TO_RECIPIENT: readonly EblAction[] = [
  "ISSUE",
  "TRANSFER",
  "ENDORSE",
  "ENDORSE_TO_ORDER",
  "BLANK_ENDORSE",
];

/** What an action adds to the entry and the envelope, worked out under the lock after the rules allowed it. */
export type Preparation = {
  /** ISSUE: the frozen document and its checksum. */
  transportDocument?: Record<string, unknown>;
  documentChecksum?: string;
  /** ISSUE: the carrier's signed IssuanceManifest. */
  issuanceManifestSignedContent?: string;
  /** Other columns the action sets (VOID: voidReason, replacedById). */
  changes?: Partial<Pick<EnvelopeRow, "voidReason" | "replacedById">>;
  auditData?: Record<string, unknown>;
};

export type PrepareContext = {
  tx: Tx;
  envelope: EnvelopeRow;
  control: ControlState;
  actorParty: EblParty;
  recipientParty: EblParty | null;
  now: Date;
};

export type AppendEntryOptions = {
  actor: Actor;
  envelopeId: string;
  action: EblAction;
  /** The recipient the actor chose (TRANSFER and the endorsements); the rules fix it for the other actions. */
  recipient?: PartyRef | null;
  expectedLastEntryChecksum?: string;
  reasonCode?: string;
  comments?: string;
  prepare?: (context: PrepareContext) => Promise<Preparation>;
  now?: Date;
};

export type AppendedEntry = { envelope: EnvelopeDto; entry: EntryDto };

/**
 * In one query, before the lock: the actor, the recipient the request names, and the accounts
 * the envelope names now (issuer, shipper, consignee, possessor, endorsee), which are all the
 * response needs in the usual case. Names and verification do not need the lock. A missing
 * recipient is reported only after the actor proved to be a party, so a stranger learns nothing.
 */
async function preloadParties(actor: Actor, envelopeId: string, recipient: PartyRef | null | undefined) {
  const db = await getDb();
  const named = recipient
    ? recipient.kind === "id"
      ? eq(users.id, recipient.id)
      : eq(sql`lower(${users.email})`, recipient.email)
    : undefined;
  const ofEnvelope = sql`${users.id} in (select unnest(array[${envelopes.issuerId}, ${envelopes.shipperId}, ${envelopes.consigneeId}, ${envelopes.possessorId}, ${envelopes.endorseeId}]) from ${envelopes} where ${envelopes.id} = ${envelopeId})`;
  const rows = (await db
    .select(partyColumns)
    .from(users)
    .leftJoin(businessVerifications, eq(businessVerifications.userId, users.id))
    .where(or(eq(users.id, actor.userId), ofEnvelope, ...(named ? [named] : [])))) as EblParty[];
  const actorParty = rows.find((r) => r.id === actor.userId);
  if (!actorParty) throw new Error("appendEntry: the actor's account is missing");
  const recipientParty = recipient
    ? (rows.find((r) =>
        recipient.kind === "id" ? r.id === recipient.id : r.email.toLowerCase() === recipient.email,
      ) ?? null)
    : null;
  return { actorParty, recipientParty, known: new Map(rows.map((r) => [r.id, r])) };
}

const staleChecksum = (current: string | null) =>
  new AppError(
    "conflict",
    "This eBL changed since you loaded it (another action was recorded first). Reload it and decide again.",
    {
      details: { lastEntryChecksum: current },
    },
  );

/**
 * The one answer for a recipient that cannot take control: no account holds the address, or its
 * business is not verified, or it has not proven the address. It names what the sender typed and
 * nothing else, so a transfer cannot be used to find out who is a member (docs/ebl.md).
 */
function ineligibleRecipient(ref: PartyRef): AppError {
  const named = ref.kind === "id" ? "this user id" : ref.email;
  const message = `Only a verified business with a confirmed email address can take control of an eBL, and ${named} is not one. Ask them to join Exportly and verify their business first.`;
  return ruleError("recipient_not_verified", message, { issues: [{ path: "recipient", message }] });
}

/**
 * The one pipeline every control action goes through (issue, transfer, endorsements,
 * surrender, answers, refuse, void). In one transaction: lock the envelope (parties only),
 * check the actor is a verified business, compare the expected last checksum (409), let
 * lib/ebl/rules.ts decide (422 with its rule), check the recipient is a verified business,
 * sign the PINT entry, insert it (the unique (envelope, previous checksum) turns a lost race
 * into 409 even without the lock), update the envelope's control columns, add the parties and
 * write the audit entry. Mail goes out after the commit, in the background.
 */
export async function appendEntry(options: AppendEntryOptions): Promise<AppendedEntry> {
  const { actor, envelopeId, action } = options;
  const now = options.now ?? new Date();
  const preloaded = await preloadParties(actor, envelopeId, options.recipient);
  const db = await getDb();

  const result = await db.transaction(async (tx) => {
    const envelope = await getEnvelopeForParty(tx, actor, envelopeId, { forUpdate: true });
    assertVerifiedBusiness(actor);
    // A draft has no chain to be stale against: the rules answer instead (only ISSUE applies to it).
    if (
      options.expectedLastEntryChecksum !== undefined &&
      envelope.lastEntryChecksum !== null &&
      options.expectedLastEntryChecksum !== envelope.lastEntryChecksum
    ) {
      throw staleChecksum(envelope.lastEntryChecksum);
    }
    if (options.recipient && !preloaded.recipientParty) throw ineligibleRecipient(options.recipient);

    const control = controlOf(envelope);
    const decision = decide(control, { action, actor: actor.userId, recipient: preloaded.recipientParty?.id });
    if (!decision.ok) throw ruleError(decision.rule, decision.message);

    let recipientParty = decision.recipient
      ? decision.recipient === preloaded.recipientParty?.id
        ? preloaded.recipientParty
        : null
      : null;
    if (decision.recipient && !recipientParty)
      recipientParty =
        preloaded.known.get(decision.recipient) ??
        (await loadParties(tx, [decision.recipient])).get(decision.recipient) ??
        null;
    if (decision.recipient && !recipientParty)
      throw new Error(`appendEntry: recipient ${decision.recipient} has no account`);
    // An account that has not proven its address may be someone who registered another's address
    // first: it receives no control. The answer is the one an unverified business gets, so it
    // tells the sender nothing new about the account.
    if (
      recipientParty &&
      CONTROL_TO_RECIPIENT.includes(action) &&
      (recipientParty.verificationState !== "verified" || !recipientParty.emailVerifiedAt)
    ) {
      throw ineligibleRecipient(options.recipient ?? { kind: "id", id: recipientParty.id });
    }

    const prepared = options.prepare
      ? await options.prepare({ tx, envelope, control, actorParty: preloaded.actorParty, recipientParty, now })
      : {};
    const documentChecksum = prepared.documentChecksum ?? envelope.documentChecksum;
    if (!documentChecksum) throw new Error("appendEntry: an entry needs the document checksum");

    const auditId = randomUUID();
    const transaction: ChainTransaction = {
      actionCode: action,
      actor: chainParty(preloaded.actorParty),
      ...(recipientParty ? { recipient: chainParty(recipientParty) } : {}),
      actionDateTime: now.toISOString(),
      ...(options.reasonCode ? { reasonCode: options.reasonCode } : {}),
      ...(options.comments ? { comments: options.comments } : {}),
      auditReference: auditId,
    };
    const payload: ChainEntryPayload = {
      eblPlatform: EBL_PLATFORM,
      transportDocumentChecksum: documentChecksum,
      ...(envelope.lastEntryChecksum
        ? { previousEnvelopeTransferChainEntrySignedContentChecksum: envelope.lastEntryChecksum }
        : {}),
      ...(prepared.issuanceManifestSignedContent
        ? { issuanceManifestSignedContent: prepared.issuanceManifestSignedContent }
        : {}),
      transactions: [transaction],
    };
    const { signer } = await getKeyRing();
    const signedContent = await signJson(payload, signer);
    const checksum = await sha256Hex(signedContent);

    let entry: EnvelopeEntryRow;
    try {
      [entry] = (await tx
        .insert(envelopeEntries)
        .values({
          envelopeId,
          sequence: envelope.entryCount + 1,
          previousChecksum: envelope.lastEntryChecksum,
          checksum,
          signedContent,
          actionCode: action,
          actorId: actor.userId,
          recipientId: recipientParty?.id ?? null,
          createdAt: now,
        })
        .returning()) as [EnvelopeEntryRow];
    } catch (error) {
      // Only reachable if the row lock were bypassed: the constraint still refuses the fork.
      if (isUniqueViolation(error)) throw staleChecksum(envelope.lastEntryChecksum);
      throw error;
    }

    const next = decision.next;
    const [updated] = (await tx
      .update(envelopes)
      .set({
        status: next.status,
        control: next,
        possessorId: next.possessor,
        endorseeId: next.endorsee,
        lastEntryChecksum: checksum,
        entryCount: envelope.entryCount + 1,
        updatedAt: now,
        ...(prepared.transportDocument ? { transportDocument: prepared.transportDocument } : {}),
        ...(prepared.documentChecksum ? { documentChecksum: prepared.documentChecksum } : {}),
        ...prepared.changes,
      })
      .where(eq(envelopes.id, envelopeId))
      .returning()) as [EnvelopeRow];

    // At issue the parties the draft named (and did not see while it was a draft) get the bill.
    const named = action === "ISSUE" ? [envelope.shipperId, envelope.consigneeId, envelope.endorseeId] : [];
    const newParties = [...new Set([actor.userId, recipientParty?.id, ...named])].filter((id): id is string => !!id);
    await tx
      .insert(envelopeParties)
      .values(newParties.map((userId) => ({ userId, envelopeId, createdAt: now })))
      .onConflictDoNothing();
    await writeAudit(tx, {
      id: auditId,
      actorId: actor.userId,
      action: AUDIT_ACTION[action],
      entityType: "envelope",
      entityId: envelopeId,
      data: {
        envelopeId,
        actionCode: action,
        checksum,
        sequence: entry.sequence,
        recipientId: recipientParty?.id ?? null,
        ...prepared.auditData,
      },
    });
    return { envelope: updated, previous: envelope, entry, recipientId: recipientParty?.id ?? null, recipientParty };
  });

  const needed = [
    ...partyIdsOf(result.envelope),
    actor.userId,
    result.recipientId,
    result.previous.possessorId,
    controlOf(result.previous).surrenderRequester,
  ];
  const parties = new Map(preloaded.known);
  if (result.recipientParty) parties.set(result.recipientParty.id, result.recipientParty);
  const missing = needed.filter((id): id is string => !!id && !parties.has(id));
  if (missing.length) for (const [id, party] of await loadParties(db, missing)) parties.set(id, party);
  notifyEntryInBackground({
    action,
    actorId: actor.userId,
    before: result.previous,
    after: result.envelope,
    recipientId: result.recipientId,
    parties,
    comments: options.comments ?? null,
  });
  return { envelope: toEnvelopeDto(result.envelope, actor.userId, parties), entry: toEntryDto(result.entry, parties) };
}
