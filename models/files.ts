import { bigint, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { shipments } from "./shipments";
import { users } from "./users";

/**
 * Uploaded files: metadata here, bytes in the blob store (content-addressed by SHA-256).
 * A file belongs to a shipment (POST /api/document) or is one of the user's own business
 * documents, KYC included (POST /api/pdfdocs, shipmentId null).
 */
export const files = pgTable(
  "files",
  {
    id: uuid().primaryKey().defaultRandom(),
    ownerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    shipmentId: uuid().references(() => shipments.id, { onDelete: "cascade" }),
    /** For shipment uploads, optionally the template key it belongs to; for pdfdocs the document type. */
    documentType: text(),
    filename: text().notNull(),
    contentType: text().notNull(),
    size: bigint({ mode: "number" }).notNull(),
    sha256: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("files_shipment_created_idx").on(t.shipmentId, t.createdAt),
    index("files_owner_type_created_idx").on(t.ownerId, t.documentType, t.createdAt),
    // Blobs are shared by content: deleting a file asks whether any other row still names its bytes.
    index("files_sha256_idx").on(t.sha256),
  ],
);

export type FileRow = typeof files.$inferSelect;
