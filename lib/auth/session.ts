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
/**
 * A token's last use (time and address, shown in Settings) is written at most this often per
 * token: fresh enough to spot a leaked token, and a busy integration is not one write per request.
 */
export const TOKEN_USE_WRITE_EVERY_MS = 60 * 1000;

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
      .select({
        user: users,
        tokenId: apiTokens.id,
        lastUsedAt: apiTokens.lastUsedAt,
        expiresAt: apiTokens.expiresAt,
      })
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

/**
 * Resolves a session token or a personal API token; null when it is unknown, expired or idle too
 * long. A personal API token of a suspended business is null too (its software stops at once,
 * 401), while its sessions stay: the person may sign in to read why and reach support.
 * `ip` is the client's address, recorded as the token's last use.
 */
export async function resolveCredential(
  db: DbOrTx,
  token: string,
  { ip = null }: { ip?: string | null } = {},
): Promise<ResolvedCredential | null> {
  if (!token || token.length > 200) return null;
  const hash = sha256Hex(token);
  const now = Date.now();
  if (token.startsWith(API_TOKEN_PREFIX)) {
    const [row] = await lookups(db).apiToken.execute({ hash });
    if (!row) return null;
    if (row.expiresAt && row.expiresAt.getTime() <= now) return null;
    if (row.user.verificationState === "suspended") return null;
    if (!row.lastUsedAt || now - row.lastUsedAt.getTime() >= TOKEN_USE_WRITE_EVERY_MS) {
      await db
        .update(apiTokens)
        .set({ lastUsedAt: new Date(now), ...(ip ? { lastUsedIp: ip.slice(0, 100) } : {}) })
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

/**
 * Signs a user out everywhere: every session and every personal API token ends at once (password
 * reset, suspension, an admin's "sign out everywhere"). A token is a credential like a session, so
 * leaving it alive would leave a stolen one working after the owner took their account back.
 */
export async function revokeUserCredentials(
  db: DbOrTx,
  userId: string,
): Promise<{ sessions: number; apiTokens: number }> {
  const endedSessions = await db.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
  const endedTokens = await db.delete(apiTokens).where(eq(apiTokens.userId, userId)).returning({ id: apiTokens.id });
  return { sessions: endedSessions.length, apiTokens: endedTokens.length };
}

/** Removes sessions past their end; cheap housekeeping run at login. */
export async function deleteExpiredSessions(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, new Date())));
}
