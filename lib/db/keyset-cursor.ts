import { sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { AppError } from "@/lib/contract/errors";
import { unsafeTextProblem, zText } from "@/lib/contract/schemas";

/**
 * The one keyset-cursor codec of the API (docs/code-style.md): a cursor is the sort key of the
 * last row of the previous page, as a list of strings, JSON-encoded and then base64url so
 * clients treat it as opaque. Every list builds its cursor with `packCursor` and reads it back
 * with `unpackCursor`; what the parts mean is the list's business.
 */
export function packCursor(parts: readonly string[]): string {
  return Buffer.from(JSON.stringify(parts)).toString("base64url");
}

/** The longest part a cursor of ours carries (a shipment reference; timestamps and ids are shorter). */
const MAX_PART_LENGTH = 200;

/**
 * The parts of a cursor `packCursor` made with `count` parts; undefined for anything else,
 * including parts the database could not take as text (NUL, unpaired surrogates) or longer
 * than any key we hand out. Each list still checks what its parts mean (`isCursorUuid`,
 * `isCursorTimestamp`, `isCursorMicros`) before SQL sees them: a crafted cursor is a 400, never
 * a database error.
 */
export function unpackCursor(cursor: string, count: number): string[] | undefined {
  if (!/^[A-Za-z0-9_-]*$/.test(cursor)) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    return undefined;
  }
  if (!Array.isArray(parsed) || parsed.length !== count) return undefined;
  const wellFormed = (part: unknown) =>
    typeof part === "string" && part.length <= MAX_PART_LENGTH && unsafeTextProblem(part) === undefined;
  if (!parsed.every(wellFormed)) return undefined;
  return parsed as string[];
}

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A row id in a cursor: a UUID (any case; PostgreSQL compares them case-blind). */
export const isCursorUuid = (part: string): boolean => UUID_PATTERN.test(part);

/**
 * The rows we page through were all written between 1970 and 9999: a cursor time outside that
 * is crafted, and would be out of PostgreSQL's or JavaScript's range.
 */
const MIN_YEAR = 1970;
const MAX_YEAR = 9999;
const MAX_MICROS = BigInt(Date.UTC(MAX_YEAR, 11, 31, 23, 59, 59, 999)) * 1000n + 999n;

/** Whole microseconds since the epoch, within the years rows can have. */
export function isCursorMicros(part: string): boolean {
  return /^\d{1,17}$/.test(part) && BigInt(part) <= MAX_MICROS;
}

const TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(\.\d{1,6})?(Z|[+-]\d{2}(?::?\d{2})?)?$/;

/**
 * A timestamp as a cursor carries it: ISO 8601 (`toISOString`) or PostgreSQL's text form
 * (`2026-11-23 21:57:52.123456+00`), with a real calendar date and time between 1970 and 9999.
 * `Date.parse` alone accepts far more (year 275760, "1", local times), and PostgreSQL refuses
 * some of what it accepts with an error.
 */
export function isCursorTimestamp(part: string): boolean {
  const match = TIMESTAMP.exec(part);
  if (!match) return false;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (year < MIN_YEAR || year > MAX_YEAR || hour > 23 || minute > 59 || second > 59) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The 400 of a cursor this API did not hand out. */
export const invalidCursor = (message = "This cursor is not valid. Start again from the first page.") =>
  new AppError("validation_failed", message, { issues: [{ path: "cursor", message: "Not a cursor from this list." }] });

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
  if (!micros || !id || !isCursorMicros(micros) || !isCursorUuid(id)) return undefined;
  return { micros, id: id.toLowerCase() };
}

/** A query parameter that must be a cursor this API handed out. */
export const ZCursor = zText()
  .max(400, "This cursor is not valid. Start again from the first page.")
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
  if (!iso || !id || !isCursorTimestamp(iso) || !isCursorUuid(id)) {
    throw invalidCursor("This page link is not valid; start again from the first page.");
  }
  return { at: new Date(iso), id: id.toLowerCase() };
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
