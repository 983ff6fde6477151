import { and, desc, eq, ilike, lt, or, type SQL } from "drizzle-orm";
import { users, type UserRole, type VerificationState } from "@/models";
import type { Actor } from "@/lib/auth/actor";
import { getDb } from "@/lib/db/client";
import { toUserDto } from "@/lib/accounts/dto";
import type { UserDto } from "@/lib/accounts/schemas";
import { assertAdmin } from "./access";
import { decodeTimeCursor, pageOf } from "@/lib/db/keyset-cursor";

export type ListUsersOptions = {
  actor: Actor;
  q?: string;
  role?: UserRole;
  verificationState?: VerificationState;
  limit: number;
  cursor?: string;
};

/** Escapes LIKE wildcards so a search for "a_b" finds "a_b", not "axb". */
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Users newest first, searchable by email, name or company, filterable by role and verification state. */
export async function listUsers({
  actor,
  q,
  role,
  verificationState,
  limit,
  cursor,
}: ListUsersOptions): Promise<{ users: UserDto[]; nextCursor: string | null }> {
  assertAdmin(actor);
  const after = decodeTimeCursor(cursor);
  const conditions: (SQL | undefined)[] = [];
  if (q) {
    const pattern = `%${likeEscape(q)}%`;
    conditions.push(
      or(
        ilike(users.email, pattern),
        ilike(users.firstName, pattern),
        ilike(users.lastName, pattern),
        ilike(users.company, pattern),
      ),
    );
  }
  if (role) conditions.push(eq(users.role, role));
  if (verificationState) conditions.push(eq(users.verificationState, verificationState));
  if (after)
    conditions.push(or(lt(users.createdAt, after.at), and(eq(users.createdAt, after.at), lt(users.id, after.id))));
  const db = await getDb();
  const rows = await db
    .select()
    .from(users)
    .where(and(...conditions))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(limit + 1);
  const { page, nextCursor } = pageOf(rows, limit, (u) => ({ at: u.createdAt, id: u.id }));
  return { users: page.map(toUserDto), nextCursor };
}
