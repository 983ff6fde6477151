import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

export const SHIPMENT_STATUSES = [
  "draft",
  "in_progress",
  "ready",
  "shipped",
  "delivered",
  "closed",
  "cancelled",
] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

export const DOCUMENT_STATES = ["empty", "draft", "final"] as const;
export type DocumentState = (typeof DOCUMENT_STATES)[number];

export const shipmentStatus = pgEnum("shipment_status", SHIPMENT_STATUSES);
export const documentState = pgEnum("document_state", DOCUMENT_STATES);

export const shipments = pgTable(
  "shipments",
  {
    id: uuid().primaryKey().defaultRandom(),
    ownerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reference: text().notNull(),
    status: shipmentStatus().notNull().default("draft"),
    /** Template keys in the order the user picked them. */
    templates: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * Data entered once for the whole shipment (parties, ports, Incoterm, currency, line
     * items…); every document of the shipment reads it, and may override fields for itself.
     */
    sharedData: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    /** Bumped on each change of sharedData, so concurrent edits of shared data are detected. */
    sharedVersion: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("shipments_owner_reference_key").on(t.ownerId, t.reference),
    // The list: the owner's shipments newest first, with a stable tie-break on id.
    index("shipments_owner_created_idx").on(t.ownerId, t.createdAt.desc(), t.id.desc()),
    index("shipments_owner_status_created_idx").on(t.ownerId, t.status, t.createdAt.desc(), t.id.desc()),
    // The other list orders (lib/shipments/list-shipments.ts): "oldest" scans the created indexes
    // backwards; "updated" and "reference" (unique per owner, so no tie-break) have their own.
    index("shipments_owner_updated_idx").on(t.ownerId, t.updatedAt.desc(), t.id.desc()),
    index("shipments_owner_status_updated_idx").on(t.ownerId, t.status, t.updatedAt.desc(), t.id.desc()),
    index("shipments_owner_status_reference_idx").on(t.ownerId, t.status, t.reference),
    // The admin's platform figures per week (lib/admin/platform-figures.ts): shipments created.
    index("shipments_created_idx").on(t.createdAt),
  ],
);

export const shipmentDocuments = pgTable(
  "shipment_documents",
  {
    id: uuid().primaryKey().defaultRandom(),
    shipmentId: uuid()
      .notNull()
      .references(() => shipments.id, { onDelete: "cascade" }),
    /** The shipment's owner (copied at insert: a shipment never changes owner), for reports by owner and period. */
    ownerId: uuid().notNull(),
    /** Template key, e.g. commercial_invoice. */
    name: text().notNull(),
    /** The document's own fields and its overrides of the shipment's shared data. */
    data: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    state: documentState().notNull().default("empty"),
    version: integer().notNull().default(0),
    /** SHA-256 of the finalised PDF file (the bytes a download hashes to). */
    finalSha256: text(),
    /**
     * SHA-256 of the canonical JSON (RFC 8785) of the finalised document: printed on the PDF and
     * encoded in its QR code (a PDF cannot contain the hash of its own bytes).
     */
    contentSha256: text(),
    finalizedAt: timestamp({ withTimezone: true }),
    /** When the document was added to its shipment: the start of its cycle time (created → finalised). */
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid().references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("shipment_documents_shipment_name_key").on(t.shipmentId, t.name),
    index("shipment_documents_final_sha_idx").on(t.finalSha256),
    index("shipment_documents_content_sha_idx").on(t.contentSha256),
    // Reports: the documents finalised in a period (lib/analytics/reports/document-cycle-time.ts), and
    // the admin's platform figures per week (only finalised rows are indexed).
    index("shipment_documents_finalized_idx")
      .on(t.finalizedAt)
      .where(sql`${t.finalizedAt} is not null`),
    // The owner's documents not yet final (the dashboard's documents to finish).
    index("shipment_documents_owner_open_idx")
      .on(t.ownerId)
      .where(sql`${t.state} <> 'final'`),
    // The owner's finalisations of a period (document cycle time, compliance findings, the summary).
    index("shipment_documents_owner_finalized_idx")
      .on(t.ownerId, t.finalizedAt)
      .where(sql`${t.finalizedAt} is not null`),
  ],
);

/** Every save of a document: who, when, the full data and what changed. */
export const documentVersions = pgTable(
  "document_versions",
  {
    id: uuid().primaryKey().defaultRandom(),
    documentId: uuid()
      .notNull()
      .references(() => shipmentDocuments.id, { onDelete: "cascade" }),
    version: integer().notNull(),
    data: jsonb().$type<Record<string, unknown>>().notNull(),
    /** The shipment's shared data as it stood after this save. */
    sharedData: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    /** Paths that changed from the previous version. */
    changes: jsonb().$type<string[]>().notNull().default([]),
    actorId: uuid().references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("document_versions_document_version_key").on(t.documentId, t.version)],
);

export type ShipmentRow = typeof shipments.$inferSelect;
export type ShipmentDocumentRow = typeof shipmentDocuments.$inferSelect;
export type DocumentVersionRow = typeof documentVersions.$inferSelect;
