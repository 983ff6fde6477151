import { and, count, desc, gte, lt, sql } from "drizzle-orm";
import { pageViews } from "@/models";
import type { Actor } from "@/lib/auth/actor";
import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/contract/errors";
import { assertAdmin } from "./access";
import { endOf } from "./dates";

const DAY = 24 * 60 * 60 * 1000;
/** The busiest paths shown; the long tail is in the total. */
export const TOP_PATHS = 50;

export type CountPageViewsOptions = { actor: Actor; from?: string; to?: string };

/**
 * Views per path (query string dropped, so /exportdocs?tab=a and ?tab=b count together) and
 * per UTC day, over a range (default: the last 30 days). Reads page_views_created_idx.
 */
export async function countPageViews({ actor, from, to }: CountPageViewsOptions) {
  assertAdmin(actor);
  const end = to ? endOf(to) : new Date(Math.ceil(Date.now() / DAY) * DAY);
  const start = from ? new Date(from) : new Date(end.getTime() - 30 * DAY);
  if (start >= end)
    throw new AppError("validation_failed", "from must be before to.", {
      issues: [{ path: "from", message: "from must be before to." }],
    });
  if (end.getTime() - start.getTime() > 366 * DAY) {
    throw new AppError("validation_failed", "Choose a range of at most a year.", {
      issues: [{ path: "from", message: "Choose a range of at most a year." }],
    });
  }
  const db = await getDb();
  const inRange = and(gte(pageViews.createdAt, start), lt(pageViews.createdAt, end));
  const path = sql<string>`split_part(${pageViews.path}, '?', 1)`;
  const day = sql<string>`to_char(${pageViews.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const [byPath, byDay, [total]] = await Promise.all([
    db
      .select({ path, views: count() })
      .from(pageViews)
      .where(inRange)
      .groupBy(path)
      .orderBy(desc(count()), path)
      .limit(TOP_PATHS),
    db.select({ day, views: count() }).from(pageViews).where(inRange).groupBy(day).orderBy(day),
    db.select({ views: count() }).from(pageViews).where(inRange),
  ]);
  return {
    from: start.toISOString(),
    to: end.toISOString(),
    total: Number(total?.views ?? 0),
    byPath: byPath.map((r) => ({ path: r.path, views: Number(r.views) })),
    byDay: fillDays(
      start,
      end,
      byDay.map((r) => ({ day: r.day, views: Number(r.views) })),
    ),
  };
}

/** Days without a view count as 0, so the chart's axis is continuous. */
function fillDays(start: Date, end: Date, rows: { day: string; views: number }[]) {
  const views = new Map(rows.map((r) => [r.day, r.views]));
  const out: { day: string; views: number }[] = [];
  for (let t = Math.floor(start.getTime() / DAY) * DAY; t < end.getTime(); t += DAY) {
    const day = new Date(t).toISOString().slice(0, 10);
    out.push({ day, views: views.get(day) ?? 0 });
  }
  return out;
}
