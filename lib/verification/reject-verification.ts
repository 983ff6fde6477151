import type { UserRow } from "@/models";
import type { Actor } from "@/lib/auth/actor";
import { getDb } from "@/lib/db/client";
import { assertAdmin } from "@/lib/admin/access";
import { notifyVerificationChange } from "./notify";
import { applyReviewTransition } from "./review-transition";

export type RejectVerificationOptions = { actor: Actor; userId: string; reason: string };

/** pending → rejected, with the reviewer's reason, which the user reads and fixes. */
export async function rejectVerification({ actor, userId, reason }: RejectVerificationOptions): Promise<UserRow> {
  assertAdmin(actor);
  const db = await getDb();
  const user = await db.transaction((tx) =>
    applyReviewTransition(tx, {
      actor,
      userId,
      from: "pending",
      to: "rejected",
      action: "verification.rejected",
      reason,
    }),
  );
  await notifyVerificationChange(user, "rejected", reason);
  return user;
}
