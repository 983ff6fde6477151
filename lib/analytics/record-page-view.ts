import { pageViews } from "@/models";
import type { Actor } from "@/lib/auth/actor";
import { getDb } from "@/lib/db/client";

export type RecordPageViewOptions = { actor: Actor | null; path: string };

/** First-party page view: path plus query string, and the user when signed in. */
export async function recordPageView({ actor, path }: RecordPageViewOptions): Promise<void> {
  const db = await getDb();
  await db.insert(pageViews).values({ path, userId: actor?.userId ?? null });
}
