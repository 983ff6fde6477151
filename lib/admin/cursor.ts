import { AppError } from "@/lib/contract/errors";

/**
 * Keyset pagination (docs/architecture.md §3: stable ordering, every page from an index): the cursor is the
 * sort time and id of the last row of the previous page, base64url-encoded so clients treat it
 * as opaque.
 */
export type Cursor = { at: Date; id: string };

export function encodeCursor(at: Date, id: string): string {
  return Buffer.from(`${at.toISOString()}|${id}`).toString("base64url");
}

export function decodeCursor(cursor: string | undefined): Cursor | null {
  if (!cursor) return null;
  const [iso, id] = Buffer.from(cursor, "base64url").toString("utf8").split("|");
  const at = new Date(iso ?? "");
  if (!id || !/^[0-9a-f-]{36}$/i.test(id) || Number.isNaN(at.getTime())) {
    throw new AppError("validation_failed", "This page link is not valid; start again from the first page.", {
      issues: [{ path: "cursor", message: "Not a cursor from this list." }],
    });
  }
  return { at, id };
}

/** Fetch `limit + 1` rows; this returns the page and the cursor of the next one, if any. */
export function pageOf<T>(rows: T[], limit: number, key: (row: T) => Cursor): { page: T[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return { page, nextCursor: rows.length > limit && last ? encodeCursor(key(last).at, key(last).id) : null };
}
