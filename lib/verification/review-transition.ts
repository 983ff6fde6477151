import { eq } from "drizzle-orm";
import { businessVerifications, users, type UserRow, type VerificationState } from "@/models";
import type { Actor } from "@/lib/auth/actor";
import { writeAudit } from "@/lib/audit/write-audit";
import type { Tx } from "@/lib/db/client";
import { AppError } from "@/lib/contract/errors";
import { lockUser } from "./queries";

const STATE_WORDS: Record<VerificationState, string> = {
  unverified: "has not submitted a verification",
  pending: "is waiting for review",
  verified: "is verified",
  rejected: "was rejected",
  suspended: "is suspended",
};

export type ReviewTransition = {
  actor: Actor;
  userId: string;
  from: VerificationState;
  to: VerificationState;
  action: string;
  reason: string | null;
};

/**
 * The part every reviewer action shares: lock the user, check the state it leaves (409 when
 * another reviewer got there first), record the review on the verification row, set the new
 * state and audit it with the admin as actor, all in the caller's transaction.
 */
export async function applyReviewTransition(tx: Tx, t: ReviewTransition): Promise<UserRow> {
  const user = await lockUser(tx, t.userId);
  if (user.verificationState !== t.from) {
    throw new AppError(
      "conflict",
      `This business ${STATE_WORDS[user.verificationState]}, so it cannot be ${t.action.split(".")[1]} now.`,
      {
        details: { state: user.verificationState },
      },
    );
  }
  const now = new Date();
  await tx
    .update(businessVerifications)
    .set({ reviewedAt: now, reviewerId: t.actor.userId, reason: t.reason })
    .where(eq(businessVerifications.userId, t.userId));
  const [updated] = await tx
    .update(users)
    .set({ verificationState: t.to, updatedAt: now })
    .where(eq(users.id, t.userId))
    .returning();
  await writeAudit(tx, {
    actorId: t.actor.userId,
    action: t.action,
    entityType: "user",
    entityId: t.userId,
    data: { from: t.from, to: t.to, ...(t.reason ? { reason: t.reason } : {}) },
  });
  return updated!;
}
