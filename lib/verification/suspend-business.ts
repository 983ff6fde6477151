import type { UserRow } from "@/models";
import type { Actor } from "@/lib/auth/actor";
import { revokeUserCredentials } from "@/lib/auth/session";
import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/contract/errors";
import { assertAdmin } from "@/lib/admin/access";
import { notifyVerificationChange } from "./notify";
import { applyReviewTransition } from "./review-transition";

export type SuspendBusinessOptions = { actor: Actor; userId: string; reason: string };

/**
 * verified → suspended: every session and personal API token of the business ends at once. It
 * may sign in again, but only to read why and reach support (lib/auth/suspension.ts).
 */
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
    await revokeUserCredentials(tx, userId);
    return updated;
  });
  await notifyVerificationChange(user, "suspended", reason);
  return user;
}
