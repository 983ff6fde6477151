import { sql } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import { getDb } from "@/lib/db/client";
import { assertAdmin } from "./access";
import type { PlatformWeek } from "./platform-figures-endpoints";

const DAY_MS = 86_400_000;

/** Monday 00:00 UTC of the ISO week holding `instant`. */
export function isoWeekStart(instant: Date): Date {
  const day = Math.floor(instant.getTime() / DAY_MS) * DAY_MS;
  const weekday = (new Date(day).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return new Date(day - weekday * DAY_MS);
}

/** The ISO 8601 week label of a Monday (UTC), e.g. 2026-W01: its Thursday's year decides. */
export function isoWeekLabel(monday: Date): string {
  const thursday = new Date(monday.getTime() + 3 * DAY_MS);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / (7 * DAY_MS)) + 1;
  return `${year}-W${String(week).padStart(2, "0")}`;
}

type Key = Exclude<keyof PlatformWeek, "week" | "weekStart">;

/**
 * Platform figures per ISO week, the last `weeks` weeks up to the current one (so far). Each
 * figure is one range read of its own index (migration 0020: shipments_created_idx,
 * shipment_documents_finalized_idx, envelope_entries_action_created_idx,
 * audit_log_action_created_idx; users_created_idx and page_views_created_idx), grouped by
 * date_trunc('week') in UTC, which is the ISO week's Monday.
 */
export async function platformFigures({
  actor,
  weeks,
  now = new Date(),
}: {
  actor: Actor;
  weeks: number;
  now?: Date;
}): Promise<{ from: string; to: string; weeks: PlatformWeek[] }> {
  assertAdmin(actor);
  const end = new Date(isoWeekStart(now).getTime() + 7 * DAY_MS);
  const start = new Date(end.getTime() - weeks * 7 * DAY_MS);
  const db = await getDb();
  const range = (column: string) =>
    sql`${sql.raw(column)} >= ${start.toISOString()}::timestamptz and ${sql.raw(column)} < ${end.toISOString()}::timestamptz`;
  const perWeek = (column: string) =>
    sql.raw(`to_char(date_trunc('week', ${column} at time zone 'UTC'), 'YYYY-MM-DD')`);
  const figure = async (key: Key, table: string, column: string, extra = "") => {
    const result = (await db.execute(sql`
      select ${perWeek(column)} as week, count(*)::int as n
        from ${sql.raw(table)}
       where ${range(column)}${sql.raw(extra)}
       group by 1`)) as unknown as { rows: { week: string; n: number }[] };
    return { key, counts: new Map(result.rows.map((r) => [r.week, Number(r.n)])) };
  };
  const figures = await Promise.all([
    figure("signUps", "users", "created_at"),
    figure("verificationsApproved", "audit_log", "created_at", " and action = 'verification.approved'"),
    figure("shipmentsCreated", "shipments", "created_at"),
    figure("documentsFinalised", "shipment_documents", "finalized_at", " and finalized_at is not null"),
    figure("eblsIssued", "envelope_entries", "created_at", " and action_code = 'ISSUE'"),
    figure("eblsSurrendered", "envelope_entries", "created_at", " and action_code = 'SACC'"),
    figure("pageViews", "page_views", "created_at"),
  ]);
  const out: PlatformWeek[] = [];
  for (let t = start.getTime(); t < end.getTime(); t += 7 * DAY_MS) {
    const monday = new Date(t);
    const weekStart = monday.toISOString().slice(0, 10);
    const row = { week: isoWeekLabel(monday), weekStart } as PlatformWeek;
    for (const { key, counts } of figures) row[key] = counts.get(weekStart) ?? 0;
    out.push(row);
  }
  return { from: start.toISOString(), to: end.toISOString(), weeks: out };
}
