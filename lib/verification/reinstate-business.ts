import type { UserRow } from "@/models";
import type { Actor } from "@/lib/auth/actor";
import { getDb } from "@/lib/db/client";
import { assertAdmin } from "@/lib/admin/access";
import { notifyVerificationChange } from "./notify";
import { applyReviewTransition } from "./review-transition";

export type ReinstateBusinessOptions = { actor: Actor; userId: string };

/** suspended → verified. */
export async function reinstateBusiness({ actor, userId }: ReinstateBusinessOptions): Promise<UserRow> {
  assertAdmin(actor);
  const db = await getDb();
  const user = await db.transaction((tx) =>
    applyReviewTransition(tx, {
      actor,
      userId,
      from: "suspended",
      to: "verified",
      action: "verification.reinstated",
      reason: null,
    }),
  );
  await notifyVerificationChange(user, "reinstated");
  return user;
}
