import type { UserRow } from "@/models";
import type { Actor } from "@/lib/auth/actor";
import { getDb } from "@/lib/db/client";
import { assertAdmin } from "@/lib/admin/access";
import { notifyVerificationChange } from "./notify";
import { applyReviewTransition } from "./review-transition";

export type ApproveVerificationOptions = { actor: Actor; userId: string };

/** pending → verified. */
export async function approveVerification({ actor, userId }: ApproveVerificationOptions): Promise<UserRow> {
  assertAdmin(actor);
  const db = await getDb();
  const user = await db.transaction((tx) =>
    applyReviewTransition(tx, {
      actor,
      userId,
      from: "pending",
      to: "verified",
      action: "verification.approved",
      reason: null,
    }),
  );
  await notifyVerificationChange(user, "approved");
  return user;
}
