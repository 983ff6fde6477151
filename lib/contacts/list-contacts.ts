import { and, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import { getDb } from "@/lib/db/client";
import { afterCursor, encodeCursor, microsOf, type KeysetPosition } from "@/lib/db/keyset-cursor";
import { contacts } from "@/models";
import { toContactDto } from "./dto";
import type { ContactDto } from "./schemas";
import type { ContactRole } from "./schemas";

export type ListContactsOptions = {
  actor: Actor;
  limit: number;
  cursor?: KeysetPosition;
  query?: string;
  role?: ContactRole;
};

/** `%` and `_` in what the user typed are literal characters, not wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The actor's contacts, newest first, one page at a time (keyset on the owner index
 * contacts_owner_created_idx); optionally those matching a text or playing a role.
 */
export async function listContacts({
  actor,
  limit,
  cursor,
  query,
  role,
}: ListContactsOptions): Promise<{ contacts: ContactDto[]; nextCursor: string | null }> {
  const db = await getDb();
  const filters: SQL[] = [eq(contacts.ownerId, actor.userId)];
  if (cursor) filters.push(afterCursor(contacts.createdAt, contacts.id, cursor));
  if (query) {
    const pattern = likePattern(query);
    filters.push(
      or(
        ilike(sql`${contacts.data}->>'name'`, pattern),
        ilike(sql`${contacts.data}->>'company'`, pattern),
        ilike(sql`${contacts.data}->>'city'`, pattern),
        ilike(sql`${contacts.data}->>'email'`, pattern),
      )!,
    );
  }
  if (role) filters.push(sql`${contacts.data}->'roles' @> ${JSON.stringify([role])}::jsonb`);
  const rows = await db
    .select({ row: contacts, micros: microsOf(contacts.createdAt) })
    .from(contacts)
    .where(and(...filters))
    // NULLS LAST like contacts_owner_created_idx: plain DESC (nulls first) would make PostgreSQL sort instead of reading the index.
    .orderBy(sql`${contacts.createdAt} desc nulls last`, sql`${contacts.id} desc nulls last`)
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    contacts: page.map((r) => toContactDto(r.row)),
    nextCursor: rows.length > limit && last ? encodeCursor({ micros: last.micros, id: last.row.id }) : null,
  };
}
