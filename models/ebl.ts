import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { ENVELOPE_STATES, type ControlState, type EnvelopeState } from "./ebl-control";
import { shipments } from "./shipments";
import { users } from "./users";

export const ENVELOPE_STATUSES = ENVELOPE_STATES;
export type EnvelopeStatus = EnvelopeState;
export const envelopeStatus = pgEnum("envelope_status", ENVELOPE_STATES);

/**
 * One electronic bill of lading: its DCSA TransportDocument and who controls it now. The
 * control columns (status, possessor, endorsee) are a projection of `control`, which is the
 * state lib/ebl/rules.ts computes by applying each chain entry; both are written together by
 * the action that appends the entry, under this row's lock.
 */
export const envelopes = pgTable(
  "envelopes",
  {
    id: uuid().primaryKey().defaultRandom(),
    status: envelopeStatus().notNull().default("DRAFT"),
    /** DCSA 3.0.3 TransportDocument: partial while a draft, complete and frozen once issued. */
    transportDocument: jsonb().$type<Record<string, unknown>>().notNull(),
    /** SHA-256 (hex) of the RFC 8785 form of the issued document; null while a draft. */
    documentChecksum: text(),
    isToOrder: boolean().notNull().default(false),
    createdBy: uuid()
      .notNull()
      .references(() => users.id),
    shipmentId: uuid().references(() => shipments.id, { onDelete: "set null" }),
    /** The named carrier (a shipping line or freight forwarder) who issues and receives surrenders. */
    issuerId: uuid()
      .notNull()
      .references(() => users.id),
    /** The shipper: receives the eBL at issue and holds title of a to-order bill until it endorses. */
    shipperId: uuid()
      .notNull()
      .references(() => users.id),
    /** The named consignee of a straight bill. */
    consigneeId: uuid().references(() => users.id),
    possessorId: uuid().references(() => users.id),
    /** The current endorsee of a to-order bill; null before the first endorsement and when blank-endorsed. */
    endorseeId: uuid().references(() => users.id),
    control: jsonb().$type<ControlState>(),
    lastEntryChecksum: text(),
    entryCount: integer().notNull().default(0),
    voidReason: text(),
    /** Counts the edits of a draft; a PATCH naming an older `expectedVersion` is refused (409). */
    draftVersion: integer().notNull().default(1),
    /** When the named carrier declined the draft: it then leaves the carrier's list until the creator edits it. */
    draftDeclinedAt: timestamp({ withTimezone: true }),
    replacedById: uuid(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("envelopes_shipment_idx").on(t.shipmentId),
    index("envelopes_updated_idx").on(t.updatedAt.desc(), t.id.desc()),
  ],
);

/**
 * The transfer chain: one signed entry per control action (a compact JWS whose payload is a
 * DCSA PINT EnvelopeTransferChainEntry). `checksum` is the SHA-256 of `signedContent`; the next
 * entry names it as `previousChecksum`. The unique (envelope, previous checksum), with NULLs not
 * distinct so there is only one first entry, makes a fork impossible even if a lock were missed.
 */
export const envelopeEntries = pgTable(
  "envelope_entries",
  {
    id: uuid().primaryKey().defaultRandom(),
    envelopeId: uuid()
      .notNull()
      .references(() => envelopes.id, { onDelete: "cascade" }),
    sequence: integer().notNull(),
    previousChecksum: text(),
    checksum: text().notNull(),
    signedContent: text().notNull(),
    actionCode: text().notNull(),
    actorId: uuid()
      .notNull()
      .references(() => users.id),
    recipientId: uuid().references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("envelope_entries_envelope_previous_key").on(t.envelopeId, t.previousChecksum).nullsNotDistinct(),
    uniqueIndex("envelope_entries_envelope_sequence_key").on(t.envelopeId, t.sequence),
    uniqueIndex("envelope_entries_checksum_key").on(t.checksum),
    // Reports: the accepted surrenders of a period (lib/analytics/reports/ebl-turnaround.ts), and the
    // admin's platform figures per week: eBLs issued (ISSUE) and surrenders accepted (SACC).
    index("envelope_entries_action_created_idx").on(t.actionCode, t.createdAt),
  ],
);

/**
 * Everyone who is or was party to an envelope (creator, issuer, shipper, consignee, every
 * possessor and endorsee). Rows are only added, never removed: a past possessor keeps read
 * access. The list of "my envelopes" starts here.
 */
export const envelopeParties = pgTable(
  "envelope_parties",
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    envelopeId: uuid()
      .notNull()
      .references(() => envelopes.id, { onDelete: "cascade" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.envelopeId] }), index("envelope_parties_envelope_idx").on(t.envelopeId)],
);
