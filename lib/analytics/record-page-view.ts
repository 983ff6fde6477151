import { pageViews } from "@/models";
import type { Actor } from "@/lib/auth/actor";
import { getDb } from "@/lib/db/client";
import { consumeLimit } from "@/lib/limits/limiter";
import { redactPagePath } from "./redact-page-path";

export type RecordPageViewOptions = { actor: Actor | null; path: string; ip: string };

/**
 * First-party page view: path plus query string (invitation tokens removed), and the user when
 * signed in; capped per client address.
 */
export async function recordPageView({ actor, path, ip }: RecordPageViewOptions): Promise<void> {
  await consumeLimit("pageView", ip);
  const db = await getDb();
  await db.insert(pageViews).values({ path: redactPagePath(path), userId: actor?.userId ?? null });
}
