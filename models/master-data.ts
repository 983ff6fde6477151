import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

/** Ports a user saved for autofill (spec §3: a port is a string, e.g. "INNSA - Nhava Sheva"). */
export const savedPorts = pgTable(
  "saved_ports",
  {
    id: uuid().primaryKey().defaultRandom(),
    ownerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    port: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("saved_ports_owner_port_key").on(t.ownerId, t.port)],
);

/** Trade parties a user saved (spec §3: Contact {data}). */
export const contacts = pgTable(
  "contacts",
  {
    id: uuid().primaryKey().defaultRandom(),
    ownerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    data: jsonb().$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("contacts_owner_created_idx").on(t.ownerId, t.createdAt.desc(), t.id.desc())],
);

/** Products a user saved for line items (spec §3: Product {data}). */
export const products = pgTable(
  "products",
  {
    id: uuid().primaryKey().defaultRandom(),
    ownerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    data: jsonb().$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("products_owner_created_idx").on(t.ownerId, t.createdAt.desc(), t.id.desc())],
);

export type ContactRow = typeof contacts.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
