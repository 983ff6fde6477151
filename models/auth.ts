import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * Browser and API sessions. The primary key is the SHA-256 (hex) of the token, so a leaked
 * database row cannot be replayed as a credential (docs/architecture.md §4, Lucia's session guide).
 */
export const sessions = pgTable(
  "sessions",
  {
    id: text().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Absolute end of the session, 30 days after it was created. */
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    /** Sliding idle window: refreshed at most hourly; 7 days without use end the session. */
    lastUsedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    userAgent: text(),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/**
 * Named personal API tokens; shown once at creation, stored as a SHA-256 hash. A token may end
 * (`expiresAt`, chosen at creation) or live until revoked (null). Last use (time and client
 * address) is written at most once a minute per token, so a busy integration is not one write per request.
 */
export const apiTokens = pgTable(
  "api_tokens",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text().notNull(),
    tokenHash: text().notNull().unique(),
    /** First characters of the token, so a person can tell their tokens apart. */
    prefix: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp({ withTimezone: true }),
    lastUsedIp: text(),
    expiresAt: timestamp({ withTimezone: true }),
  },
  (t) => [index("api_tokens_user_idx").on(t.userId, t.createdAt)],
);

/** One-time codes for password reset: 6 digits, hashed, 10 minutes, 5 attempts. */
export const passwordResetCodes = pgTable(
  "password_reset_codes",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text().notNull(),
    attempts: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    consumedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index("password_reset_codes_user_idx").on(t.userId, t.createdAt)],
);

/**
 * Counters of the shared limits (lib/limits) when no Redis is configured: one row per limited key,
 * the points used in the current window and when the window ends. The shape is the one
 * rate-limiter-flexible's RateLimiterDrizzle reads and writes (key, points, expire); it bumps a
 * counter with one INSERT … ON CONFLICT DO UPDATE, so parallel requests cannot both take the last point.
 */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text().primaryKey(),
    points: integer().notNull(),
    expire: timestamp({ withTimezone: true }),
  },
  // The library's periodic clean-up deletes rows whose window ended over an hour ago.
  (t) => [index("rate_limits_expire_idx").on(t.expire)],
);
