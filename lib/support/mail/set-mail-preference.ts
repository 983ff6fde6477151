import { eq } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import { assertAdmin } from "@/lib/admin/access";
import { writeAudit } from "@/lib/audit/write-audit";
import { getDb } from "@/lib/db/client";
import { supportMailPreferences, type SupportMailPreference } from "@/models";
import type { SupportMailPreferenceDto } from "./schemas";

/** Sets the calling admin's support mail preference, with its audit entry in the same transaction. */
export async function setMailPreference({
  actor,
  notify,
}: {
  actor: Actor;
  notify: SupportMailPreference;
}): Promise<SupportMailPreferenceDto> {
  assertAdmin(actor);
  const db = await getDb();
  return await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(supportMailPreferences)
      .where(eq(supportMailPreferences.userId, actor.userId))
      .for("update");
    const from = before?.notify ?? "all";
    await tx
      .insert(supportMailPreferences)
      .values({ userId: actor.userId, notify, updatedAt: new Date() })
      .onConflictDoUpdate({ target: supportMailPreferences.userId, set: { notify, updatedAt: new Date() } });
    if (from !== notify) {
      await writeAudit(tx, {
        actorId: actor.userId,
        action: "support_mail_preference.changed",
        entityType: "user",
        entityId: actor.userId,
        data: { from, to: notify },
      });
    }
    return { notify };
  });
}
