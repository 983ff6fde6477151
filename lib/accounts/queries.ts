import { eq, sql } from "drizzle-orm";
import { users, type UserRow } from "@/models";
import type { DbOrTx } from "@/lib/db/client";
import { notFound } from "@/lib/contract/errors";

/** Matches the case-insensitive unique index `users_email_key` (lower(email)). */
export const emailIs = (email: string) => eq(sql`lower(${users.email})`, email.toLowerCase());

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | null> {
  const [user] = await db.select().from(users).where(emailIs(email)).limit(1);
  return user ?? null;
}

export async function getUserById(db: DbOrTx, id: string): Promise<UserRow> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!user) throw notFound("User not found.");
  return user;
}
