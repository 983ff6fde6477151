import { sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { z } from "zod";

/**
 * Keyset pagination over (created_at DESC, id DESC), the order of the owner indexes in models/.
 * The cursor carries the timestamp in whole microseconds: a JavaScript Date keeps only
 * milliseconds, and PostgreSQL's microseconds would otherwise make rows repeat or vanish
 * between pages.
 */
export type KeysetPosition = { micros: string; id: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function encodeCursor(position: KeysetPosition): string {
  return Buffer.from(`${position.micros}.${position.id}`).toString("base64url");
}

export function decodeCursor(cursor: string): KeysetPosition | undefined {
  const text = Buffer.from(cursor, "base64url").toString("utf8");
  const [micros, id] = text.split(".");
  if (!micros || !id || !/^\d{1,19}$/.test(micros) || !UUID.test(id)) return undefined;
  return { micros, id };
}

/** A query parameter that must be a cursor this API handed out. */
export const ZCursor = z
  .string()
  .max(200)
  .refine((c) => decodeCursor(c) !== undefined, "This cursor is not valid. Start again from the first page.")
  .transform((c) => decodeCursor(c)!);

/** The microseconds since the epoch of a timestamp column, exactly, as text. */
export const microsOf = (column: AnyPgColumn): SQL<string> =>
  sql<string>`(extract(epoch from ${column}) * 1000000)::bigint::text`;

/** Rows after the cursor in (created_at DESC, id DESC) order. */
export function afterCursor(createdAt: AnyPgColumn, id: AnyPgColumn, position: KeysetPosition): SQL {
  return sql`(${createdAt}, ${id}) < (timestamptz 'epoch' + ${position.micros}::bigint * interval '1 microsecond', ${position.id}::uuid)`;
}
