import { and, desc, eq, lt, or } from "drizzle-orm";
import { mailOutbox } from "@/models";
import type { Actor } from "@/lib/auth/actor";
import { getDb } from "@/lib/db/client";
import { assertAdmin } from "./access";
import { decodeTimeCursor, pageOf } from "@/lib/db/keyset-cursor";

export type ListOutboxOptions = { actor: Actor; limit: number; cursor?: string };

/** Every outbox row (queued, sent, failed or stored), newest first (mail_outbox_created_idx). */
export async function listOutbox({ actor, limit, cursor }: ListOutboxOptions) {
  assertAdmin(actor);
  const after = decodeTimeCursor(cursor);
  const db = await getDb();
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(
      after
        ? or(lt(mailOutbox.createdAt, after.at), and(eq(mailOutbox.createdAt, after.at), lt(mailOutbox.id, after.id)))
        : undefined,
    )
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(limit + 1);
  const { page, nextCursor } = pageOf(rows, limit, (r) => ({ at: r.createdAt, id: r.id }));
  return {
    messages: page.map((m) => ({
      id: m.id,
      to: m.to,
      subject: m.subject,
      text: m.text,
      status: m.status,
      error: m.error,
      createdAt: m.createdAt.toISOString(),
    })),
    nextCursor,
  };
}
