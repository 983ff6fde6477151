import type { UserRow } from "@/models";
import type { Actor } from "@/lib/auth/actor";
import { revokeUserSessions } from "@/lib/auth/session";
import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/contract/errors";
import { assertAdmin } from "@/lib/admin/access";
import { notifyVerificationChange } from "./notify";
import { applyReviewTransition } from "./review-transition";

export type SuspendBusinessOptions = { actor: Actor; userId: string; reason: string };

/** verified → suspended: every session of the business ends at once, and it cannot act on eBLs. */
export async function suspendBusiness({ actor, userId, reason }: SuspendBusinessOptions): Promise<UserRow> {
  assertAdmin(actor);
  if (userId === actor.userId) throw new AppError("unprocessable", "You cannot suspend your own account.");
  const db = await getDb();
  const user = await db.transaction(async (tx) => {
    const updated = await applyReviewTransition(tx, {
      actor,
      userId,
      from: "verified",
      to: "suspended",
      action: "verification.suspended",
      reason,
    });
    await revokeUserSessions(tx, userId);
    return updated;
  });
  await notifyVerificationChange(user, "suspended", reason);
  return user;
}
