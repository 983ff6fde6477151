import { sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { z } from "zod";
import { AppError } from "@/lib/contract/errors";

/**
 * The one keyset-cursor codec of the API (docs/code-style.md): a cursor is the sort key of the
 * last row of the previous page, as a list of strings, JSON-encoded and then base64url so
 * clients treat it as opaque. Every list builds its cursor with `packCursor` and reads it back
 * with `unpackCursor`; what the parts mean is the list's business.
 */
export function packCursor(parts: readonly string[]): string {
  return Buffer.from(JSON.stringify(parts)).toString("base64url");
}

/** The parts of a cursor `packCursor` made with `count` parts; undefined for anything else. */
export function unpackCursor(cursor: string, count: number): string[] | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    return undefined;
  }
  if (!Array.isArray(parsed) || parsed.length !== count || !parsed.every((part) => typeof part === "string"))
    return undefined;
  return parsed as string[];
}

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Keyset pagination over (created_at DESC, id DESC), the order of the owner indexes in models/.
 * The cursor carries the timestamp in whole microseconds: a JavaScript Date keeps only
 * milliseconds, and PostgreSQL's microseconds would otherwise make rows repeat or vanish
 * between pages.
 */
export type KeysetPosition = { micros: string; id: string };

export function encodeCursor(position: KeysetPosition): string {
  return packCursor([position.micros, position.id]);
}

export function decodeCursor(cursor: string): KeysetPosition | undefined {
  const [micros, id] = unpackCursor(cursor, 2) ?? [];
  if (!micros || !id || !/^\d{1,19}$/.test(micros) || !UUID_PATTERN.test(id)) return undefined;
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

/**
 * The admin console's lists page by a sort time the domain reads as a Date (the last row's
 * time and id): `decodeTimeCursor` answers 400 for a cursor this API did not hand out.
 */
export type TimeCursor = { at: Date; id: string };

export function encodeTimeCursor(at: Date, id: string): string {
  return packCursor([at.toISOString(), id]);
}

export function decodeTimeCursor(cursor: string | undefined): TimeCursor | null {
  if (!cursor) return null;
  const [iso, id] = unpackCursor(cursor, 2) ?? [];
  const at = new Date(iso ?? "");
  if (!id || !/^[0-9a-f-]{36}$/i.test(id) || Number.isNaN(at.getTime())) {
    throw new AppError("validation_failed", "This page link is not valid; start again from the first page.", {
      issues: [{ path: "cursor", message: "Not a cursor from this list." }],
    });
  }
  return { at, id };
}

/** Fetch `limit + 1` rows; this returns the page and the cursor of the next one, if any. */
export function pageOf<T>(
  rows: T[],
  limit: number,
  key: (row: T) => TimeCursor,
): { page: T[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return { page, nextCursor: rows.length > limit && last ? encodeTimeCursor(key(last).at, key(last).id) : null };
}
