import { count, eq } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import { writeAudit } from "@/lib/audit/write-audit";
import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/contract/errors";
import { savedPorts } from "@/models";

/** Enough for every port a trader uses; keeps GET /api/ports one small answer. */
export const MAX_SAVED_PORTS = 500;

export type SavePortOptions = { actor: Actor; port: string };

/**
 * Saves a port (already normalised by ZPort) for autofill. Saving one the actor already has is
 * not an error: the answer is the same and nothing is written twice.
 */
export async function savePort({ actor, port }: SavePortOptions): Promise<{ port: string; created: boolean }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(savedPorts)
      .values({ ownerId: actor.userId, port })
      .onConflictDoNothing({ target: [savedPorts.ownerId, savedPorts.port] })
      .returning({ id: savedPorts.id });
    if (!inserted) return { port, created: false };
    const [total] = await tx.select({ n: count() }).from(savedPorts).where(eq(savedPorts.ownerId, actor.userId));
    // Counted after the insert, inside the transaction: a refusal rolls the insert back.
    if ((total?.n ?? 0) > MAX_SAVED_PORTS) {
      throw new AppError(
        "unprocessable",
        `You can save at most ${MAX_SAVED_PORTS} ports. Remove ports you no longer use.`,
      );
    }
    await writeAudit(tx, {
      actorId: actor.userId,
      action: "port.saved",
      entityType: "saved_port",
      entityId: inserted.id,
      data: { port },
    });
    return { port, created: true };
  });
}
