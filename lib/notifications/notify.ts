import type { DbOrTx } from "@/lib/db/client";
import { notifications } from "@/models";

export type Notice = {
  userId: string;
  /** A stable key of what happened: `tracking.departed`, `support.reply`, … */
  kind: string;
  title: string;
  body?: string;
  /** A path inside the app (starts with "/"), never an outside URL. */
  link?: string;
};

/**
 * Writes in-app notices, in the caller's transaction so a notice exists exactly when the change
 * it announces does. Duplicate user ids in one call are the caller's choice (one notice each).
 */
export async function notify(tx: DbOrTx, notices: readonly Notice[]): Promise<void> {
  if (notices.length === 0) return;
  for (const notice of notices) {
    if (notice.link !== undefined && !/^\/(?!\/)/.test(notice.link)) {
      throw new Error(`A notice links inside the app; got ${JSON.stringify(notice.link)}.`);
    }
  }
  await tx.insert(notifications).values(
    notices.map((n) => ({
      userId: n.userId,
      kind: n.kind,
      title: n.title.slice(0, 300),
      body: n.body?.slice(0, 2000) ?? null,
      link: n.link ?? null,
    })),
  );
}
