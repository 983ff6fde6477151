import { asc, eq } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import { getDb } from "@/lib/db/client";
import { savedPorts } from "@/models";

/**
 * The actor's saved ports in alphabetical order (the order a picker shows them). The list is
 * bounded by MAX_SAVED_PORTS, so it needs no pagination; the (owner, port) unique index serves it.
 */
export async function listSavedPorts({ actor }: { actor: Actor }): Promise<string[]> {
  const db = await getDb();
  const rows = await db
    .select({ port: savedPorts.port })
    .from(savedPorts)
    .where(eq(savedPorts.ownerId, actor.userId))
    .orderBy(asc(savedPorts.port));
  return rows.map((r) => r.port);
}
