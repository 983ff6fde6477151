import { eq } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import { assertAdmin } from "@/lib/admin/access";
import { getDb } from "@/lib/db/client";
import { supportMailPreferences } from "@/models";
import type { SupportMailPreferenceDto } from "./schemas";

/** The calling admin's support mail preference; `all` until they choose. */
export async function getMailPreference({ actor }: { actor: Actor }): Promise<SupportMailPreferenceDto> {
  assertAdmin(actor);
  const db = await getDb();
  const [row] = await db.select().from(supportMailPreferences).where(eq(supportMailPreferences.userId, actor.userId));
  return { notify: row?.notify ?? "all" };
}
