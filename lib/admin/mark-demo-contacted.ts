import { eq } from "drizzle-orm";
import { demoRequests } from "@/models";
import type { Actor } from "@/lib/auth/actor";
import { writeAudit } from "@/lib/audit/write-audit";
import { getDb } from "@/lib/db/client";
import { notFound } from "@/lib/contract/errors";
import { assertAdmin } from "./access";
import { toDemoRequestDto } from "./dto";
import type { DemoRequestDto } from "./schemas";

export type MarkDemoContactedOptions = { actor: Actor; demoRequestId: string };

/** Records that someone contacted the requester. Idempotent: a second call keeps the first time and admin. */
export async function markDemoContacted({ actor, demoRequestId }: MarkDemoContactedOptions): Promise<DemoRequestDto> {
  assertAdmin(actor);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(demoRequests).where(eq(demoRequests.id, demoRequestId)).for("update").limit(1);
    if (!row) throw notFound("Demo request not found.");
    if (row.contactedAt) return toDemoRequestDto(row);
    const [updated] = await tx
      .update(demoRequests)
      .set({ contactedAt: new Date(), contactedBy: actor.userId })
      .where(eq(demoRequests.id, demoRequestId))
      .returning();
    await writeAudit(tx, {
      actorId: actor.userId,
      action: "demo_request.contacted",
      entityType: "demo_request",
      entityId: demoRequestId,
    });
    return toDemoRequestDto(updated!);
  });
}
