import { sql } from "drizzle-orm";
import { index, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { shipments } from "./shipments";
import { users } from "./users";

export const SHARE_ACCESS = ["read", "edit"] as const;
export type ShareAccess = (typeof SHARE_ACCESS)[number];
/** One document of a share: its template key and what the sharee may do with it. */
export type ShareForm = { name: string; access: ShareAccess };

/**
 * One person's share of one shipment: the documents they may read or edit. Keyed by the email
 * the owner typed; `userId` is set when that address belongs to an account (at once, or when
 * the invitee proves the address by following the emailed invitation, lib/invitations).
 */
export const shipmentShares = pgTable(
  "shipment_shares",
  {
    id: uuid().primaryKey().defaultRandom(),
    shipmentId: uuid()
      .notNull()
      .references(() => shipments.id, { onDelete: "cascade" }),
    /** Lower-cased. */
    email: text().notNull(),
    userId: uuid().references(() => users.id, { onDelete: "cascade" }),
    forms: jsonb().$type<ShareForm[]>().notNull(),
    /** When the attached account first opened the shared shipment: from then on the owner may see who holds the address (lib/network/relationship.ts). */
    openedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One share per person and shipment: PUT replaces it, and concurrent PUTs upsert onto one row.
    uniqueIndex("shipment_shares_shipment_email_key").on(t.shipmentId, t.email),
    // Access checks look a sharee up on a shipment.
    index("shipment_shares_shipment_user_idx").on(t.shipmentId, t.userId),
    // "Shared with me", most recently changed first.
    index("shipment_shares_user_updated_idx").on(t.userId, t.updatedAt.desc(), t.id.desc()),
    // Pending shares are attached by address when an invitation is accepted.
    index("shipment_shares_pending_email_idx")
      .on(t.email)
      .where(sql`${t.userId} is null`),
  ],
);

/**
 * An invitation emailed to an address that has no account yet. The link carries a random token
 * (only its SHA-256 is kept); following it while signed in with that address proves the address
 * and attaches every pending share and network invitation made to it.
 */
export const invitations = pgTable(
  "invitations",
  {
    id: uuid().primaryKey().defaultRandom(),
    email: text().notNull(),
    tokenHash: text().notNull(),
    invitedBy: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex("invitations_token_hash_key").on(t.tokenHash), index("invitations_email_idx").on(t.email)],
);

export const CONNECTION_STATUSES = ["PENDING", "CONNECTED", "REJECTED"] as const;
export type ConnectionStatus = (typeof CONNECTION_STATUSES)[number];
export const connectionStatus = pgEnum("connection_status", CONNECTION_STATUSES);

/**
 * A network connection: the inviter asked the invitee (by email) to connect; the invitee
 * approves (CONNECTED) or rejects (REJECTED). One row per pair, whichever side invited
 * (lib/network serialises invitations of a pair with an advisory lock).
 */
export const networkConnections = pgTable(
  "network_connections",
  {
    id: uuid().primaryKey().defaultRandom(),
    inviterId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Lower-cased. */
    inviteeEmail: text().notNull(),
    /** Set when the address belongs to an account (at once, or when the invitation is accepted). */
    inviteeId: uuid().references(() => users.id, { onDelete: "cascade" }),
    status: connectionStatus().notNull().default("PENDING"),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When the invitee approved or rejected; a rejected pair may be invited again 30 days later. */
    respondedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex("network_connections_inviter_email_key").on(t.inviterId, t.inviteeEmail),
    index("network_connections_inviter_updated_idx").on(t.inviterId, t.updatedAt.desc(), t.id.desc()),
    index("network_connections_invitee_updated_idx").on(t.inviteeId, t.updatedAt.desc(), t.id.desc()),
    index("network_connections_pending_email_idx")
      .on(t.inviteeEmail)
      .where(sql`${t.inviteeId} is null`),
  ],
);

export type ShipmentShareRow = typeof shipmentShares.$inferSelect;
export type InvitationRow = typeof invitations.$inferSelect;
export type NetworkConnectionRow = typeof networkConnections.$inferSelect;
