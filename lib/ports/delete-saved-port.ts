import { and, eq } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import { writeAudit } from "@/lib/audit/write-audit";
import { getDb } from "@/lib/db/client";
import { notFound } from "@/lib/contract/errors";
import { savedPorts } from "@/models";
import { parsePort } from "./port-label";

export type DeleteSavedPortOptions = { actor: Actor; port: string };

/**
 * Removes one of the actor's saved ports. The string may be sent as saved or in any spelling
 * that normalises to it (extra spaces, "IN NSA - …"), the same way POST normalises.
 */
export async function deleteSavedPort({ actor, port }: DeleteSavedPortOptions): Promise<void> {
  const parsed = parsePort(port);
  const candidates = [...new Set([port, parsed.ok ? parsed.port : port])];
  const db = await getDb();
  await db.transaction(async (tx) => {
    for (const candidate of candidates) {
      const [row] = await tx
        .delete(savedPorts)
        .where(and(eq(savedPorts.ownerId, actor.userId), eq(savedPorts.port, candidate)))
        .returning({ id: savedPorts.id, port: savedPorts.port });
      if (row) {
        await writeAudit(tx, {
          actorId: actor.userId,
          action: "port.deleted",
          entityType: "saved_port",
          entityId: row.id,
          data: { port: row.port },
        });
        return;
      }
    }
    throw notFound("This port is not among your saved ports.");
  });
}
