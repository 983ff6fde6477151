import { and, desc, eq, isNotNull, isNull, lt, or, type SQL } from "drizzle-orm";
import { demoRequests } from "@/models";
import type { Actor } from "@/lib/auth/actor";
import { getDb } from "@/lib/db/client";
import { assertAdmin } from "./access";
import { toDemoRequestDto } from "./dto";
import type { DemoRequestDto } from "./schemas";
import { decodeTimeCursor, pageOf } from "@/lib/db/keyset-cursor";

export type DemoStatus = "all" | "new" | "contacted";
export type ListDemoRequestsOptions = { actor: Actor; status: DemoStatus; limit: number; cursor?: string };

export const demoStatusCondition = (status: DemoStatus): SQL | undefined =>
  status === "new"
    ? isNull(demoRequests.contactedAt)
    : status === "contacted"
      ? isNotNull(demoRequests.contactedAt)
      : undefined;

/** Demo bookings newest first (demo_requests_created_idx). */
export async function listDemoRequests({
  actor,
  status,
  limit,
  cursor,
}: ListDemoRequestsOptions): Promise<{ demoRequests: DemoRequestDto[]; nextCursor: string | null }> {
  assertAdmin(actor);
  const after = decodeTimeCursor(cursor);
  const db = await getDb();
  const rows = await db
    .select()
    .from(demoRequests)
    .where(
      and(
        demoStatusCondition(status),
        after
          ? or(
              lt(demoRequests.createdAt, after.at),
              and(eq(demoRequests.createdAt, after.at), lt(demoRequests.id, after.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(demoRequests.createdAt), desc(demoRequests.id))
    .limit(limit + 1);
  const { page, nextCursor } = pageOf(rows, limit, (r) => ({ at: r.createdAt, id: r.id }));
  return { demoRequests: page.map(toDemoRequestDto), nextCursor };
}
