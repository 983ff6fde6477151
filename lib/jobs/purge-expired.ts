import { and, isNotNull, lt, or } from "drizzle-orm";
import { SESSION_IDLE_MS } from "@/lib/auth/session";
import { getDb } from "@/lib/db/client";
import { invitations, notifications, passwordResetCodes, sessions } from "@/models";

/** Used or expired reset codes are kept this long, for the throttle and for support questions. */
const RESET_CODE_RETENTION_MS = 24 * 60 * 60 * 1000;
/** Expired invitations are kept this long, so a late click still finds "expired", not "unknown". */
const INVITATION_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;
/** In-app notices are kept this long: older ones have been acted on or are no longer news. */
export const NOTIFICATION_RETENTION_MS = 90 * 24 * 60 * 60 * 1000;

/**
 * The `auth.purge-expired` job: deletes sessions past their absolute or idle end, password-reset
 * codes expired or consumed more than a day ago, invitations expired more than 30 days ago, and
 * in-app notices older than 90 days.
 * Authentication already refuses all of them; this only keeps the tables small.
 */
export async function purgeExpired(now = new Date()) {
  const db = await getDb();
  const t = now.getTime();
  const deletedSessions = await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, now), lt(sessions.lastUsedAt, new Date(t - SESSION_IDLE_MS))))
    .returning({ id: sessions.id });
  const codeCutoff = new Date(t - RESET_CODE_RETENTION_MS);
  const deletedCodes = await db
    .delete(passwordResetCodes)
    .where(
      or(
        lt(passwordResetCodes.expiresAt, codeCutoff),
        and(isNotNull(passwordResetCodes.consumedAt), lt(passwordResetCodes.consumedAt, codeCutoff)),
      ),
    )
    .returning({ id: passwordResetCodes.id });
  const deletedInvitations = await db
    .delete(invitations)
    .where(lt(invitations.expiresAt, new Date(t - INVITATION_RETENTION_MS)))
    .returning({ id: invitations.id });
  const deletedNotifications = await db
    .delete(notifications)
    .where(lt(notifications.createdAt, new Date(t - NOTIFICATION_RETENTION_MS)))
    .returning({ id: notifications.id });
  return {
    sessions: deletedSessions.length,
    passwordResetCodes: deletedCodes.length,
    invitations: deletedInvitations.length,
    notifications: deletedNotifications.length,
  };
}
