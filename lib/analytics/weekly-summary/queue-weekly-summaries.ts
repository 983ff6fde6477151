import { and, eq, isNull, lt, ne, or } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { isTimeZone } from "@/lib/analytics/period";
import { queueMailInTransaction } from "@/lib/mail/queue-mail-in-transaction";
import { logger } from "@/lib/observability/logger";
import { siteUrl } from "@/lib/site/metadata";
import { reportSubscriptions, users } from "@/models";
import { weeklyFigures } from "./summary-figures";
import { weeklySummaryMail } from "./summary-mail";
import { signUnsubscribeToken } from "./token";
import { dueSummaryWeek } from "./week";

/**
 * The hourly `analytics.weekly-summary` job: for each subscriber whose local time (their zone,
 * else UTC) is Monday 08:00–08:59, queues one mail for the week just ended. `last_week_sent` is
 * set by a conditional update in the same transaction as the outbox row, so two instances (or a
 * retried job) running at once queue it once, and never twice a week.
 */
/** Returns the users whose mail this run queued. */
export async function queueWeeklySummaries(now: Date = new Date()): Promise<{ queued: string[] }> {
  const db = await getDb();
  const subscribers = await db
    .select({
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      timeZone: users.timeZone,
      lastWeekSent: reportSubscriptions.lastWeekSent,
    })
    .from(reportSubscriptions)
    .innerJoin(users, eq(users.id, reportSubscriptions.userId))
    .where(and(eq(reportSubscriptions.weekly, true), ne(users.verificationState, "suspended")));
  const queued: string[] = [];
  for (const subscriber of subscribers) {
    const zone = subscriber.timeZone && isTimeZone(subscriber.timeZone) ? subscriber.timeZone : "UTC";
    const week = dueSummaryWeek(now, zone);
    if (!week || (subscriber.lastWeekSent !== null && subscriber.lastWeekSent >= week.from)) continue;
    try {
      const figures = await weeklyFigures(db, subscriber.userId, zone, week);
      const sent = await db.transaction(async (tx) => {
        const claimed = await tx
          .update(reportSubscriptions)
          .set({ lastWeekSent: week.from, updatedAt: new Date() })
          .where(
            and(
              eq(reportSubscriptions.userId, subscriber.userId),
              eq(reportSubscriptions.weekly, true),
              or(isNull(reportSubscriptions.lastWeekSent), lt(reportSubscriptions.lastWeekSent, week.from)),
            ),
          )
          .returning({ userId: reportSubscriptions.userId });
        if (!claimed.length) return false;
        const token = await signUnsubscribeToken(tx, subscriber.userId);
        await queueMailInTransaction(
          tx,
          weeklySummaryMail({
            to: subscriber.email,
            firstName: subscriber.firstName,
            figures,
            appUrl: siteUrl(),
            token,
          }),
        );
        return true;
      });
      if (sent) queued.push(subscriber.userId);
    } catch (error) {
      // One subscriber's failure must not hold back the others; the next hourly run is past 08:59,
      // so this week's summary for them is skipped, and said so.
      logger.error({ userId: subscriber.userId, error: String(error) }, "weekly summary not queued");
    }
  }
  return { queued };
}
