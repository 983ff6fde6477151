import { and, eq, lt, sql } from "drizzle-orm";
import { apiTokens, sessions, users, type UserRow } from "@/models";
import type { DbOrTx } from "@/lib/db/client";
import { API_TOKEN_PREFIX, generateToken, sha256Hex } from "./tokens";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
export const SESSION_LIFETIME_MS = 30 * DAY;
export const SESSION_IDLE_MS = 7 * DAY;
/** Writes to refresh the idle window happen at most this often per session. */
const REFRESH_EVERY_MS = HOUR;

export type NewSession = { token: string; sessionId: string; expiresAt: Date };

export async function createSession(db: DbOrTx, userId: string, userAgent: string | null = null): Promise<NewSession> {
  const token = generateToken();
  const sessionId = sha256Hex(token);
  const expiresAt = new Date(Date.now() + SESSION_LIFETIME_MS);
  await db.insert(sessions).values({ id: sessionId, userId, expiresAt, userAgent: userAgent?.slice(0, 500) ?? null });
  return { token, sessionId, expiresAt };
}

/**
 * The two credential look-ups every authenticated request makes, as prepared statements: drizzle
 * builds their SQL once per database handle instead of on every request, and node-postgres
 * prepares them once per connection (measured: query building was the largest share of our own
 * CPU per list request, bench/README.md). A transaction handle gets its own, short-lived pair.
 */
function prepareLookups(db: DbOrTx) {
  return {
    session: db
      .select({ user: users, expiresAt: sessions.expiresAt, lastUsedAt: sessions.lastUsedAt })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.id, sql.placeholder("hash")))
      .limit(1)
      .prepare("auth_session_by_hash"),
    apiToken: db
      .select({ user: users, tokenId: apiTokens.id, lastUsedAt: apiTokens.lastUsedAt })
      .from(apiTokens)
      .innerJoin(users, eq(users.id, apiTokens.userId))
      .where(eq(apiTokens.tokenHash, sql.placeholder("hash")))
      .limit(1)
      .prepare("auth_api_token_by_hash"),
  };
}
const preparedLookups = new WeakMap<DbOrTx, ReturnType<typeof prepareLookups>>();
function lookups(db: DbOrTx): ReturnType<typeof prepareLookups> {
  let prepared = preparedLookups.get(db);
  if (!prepared) preparedLookups.set(db, (prepared = prepareLookups(db)));
  return prepared;
}

export type ResolvedCredential = { user: UserRow; sessionId: string | null; apiTokenId: string | null };

/** Resolves a session token or a personal API token; null when it is unknown, expired or idle too long. */
export async function resolveCredential(db: DbOrTx, token: string): Promise<ResolvedCredential | null> {
  if (!token || token.length > 200) return null;
  const hash = sha256Hex(token);
  const now = Date.now();
  if (token.startsWith(API_TOKEN_PREFIX)) {
    const [row] = await lookups(db).apiToken.execute({ hash });
    if (!row) return null;
    if (!row.lastUsedAt || now - row.lastUsedAt.getTime() > REFRESH_EVERY_MS) {
      await db
        .update(apiTokens)
        .set({ lastUsedAt: new Date(now) })
        .where(eq(apiTokens.id, row.tokenId));
    }
    return { user: row.user, sessionId: null, apiTokenId: row.tokenId };
  }
  const [row] = await lookups(db).session.execute({ hash });
  if (!row) return null;
  if (row.expiresAt.getTime() <= now || now - row.lastUsedAt.getTime() > SESSION_IDLE_MS) {
    await db.delete(sessions).where(eq(sessions.id, hash));
    return null;
  }
  if (now - row.lastUsedAt.getTime() > REFRESH_EVERY_MS) {
    await db
      .update(sessions)
      .set({ lastUsedAt: new Date(now) })
      .where(eq(sessions.id, hash));
  }
  return { user: row.user, sessionId: hash, apiTokenId: null };
}

export async function revokeSession(db: DbOrTx, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Ends every session of a user at once (password change or reset, suspension). */
export async function revokeUserSessions(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** Removes sessions past their end; cheap housekeeping run at login. */
export async function deleteExpiredSessions(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, new Date())));
}
