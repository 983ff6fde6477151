import { asc, eq } from "drizzle-orm";
import { requireUserId, type Actor } from "@/lib/auth/actor";
import { getDb } from "@/lib/db/client";
import { trackingSources } from "@/models";
import { toSourceDto } from "./dto";
import type { SourceDto } from "./schemas";

/** The actor's carrier connections, oldest first (at most 50, so one page). */
export async function listSources({ actor }: { actor: Actor }): Promise<SourceDto[]> {
  const ownerId = requireUserId(actor, "listSources");
  const db = await getDb();
  const rows = await db
    .select()
    .from(trackingSources)
    .where(eq(trackingSources.ownerId, ownerId))
    .orderBy(asc(trackingSources.createdAt), asc(trackingSources.id));
  return rows.map(toSourceDto);
}
