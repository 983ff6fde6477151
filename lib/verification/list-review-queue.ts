import { and, asc, eq, gt, or } from "drizzle-orm";
import { businessVerifications, users, type VerificationState } from "@/models";
import { decodeTimeCursor, pageOf } from "@/lib/db/keyset-cursor";
import type { Actor } from "@/lib/auth/actor";
import { getDb } from "@/lib/db/client";
import { assertAdmin } from "@/lib/admin/access";
import { businessDocumentsOf } from "./queries";
import { toReviewItem } from "./review-item";
import type { ReviewItem } from "./schemas";

export type ListReviewQueueOptions = { actor: Actor; state: VerificationState; limit: number; cursor?: string };

/**
 * Submissions in a state (pending by default), oldest first so nobody waits longest; each with
 * its documents and identifier checks. Ordered on business_verifications_submitted_idx.
 */
export async function listReviewQueue({
  actor,
  state,
  limit,
  cursor,
}: ListReviewQueueOptions): Promise<{ items: ReviewItem[]; nextCursor: string | null }> {
  assertAdmin(actor);
  const after = decodeTimeCursor(cursor);
  const db = await getDb();
  const rows = await db
    .select({ user: users, verification: businessVerifications })
    .from(businessVerifications)
    .innerJoin(users, eq(users.id, businessVerifications.userId))
    .where(
      and(
        eq(users.verificationState, state),
        after
          ? or(
              gt(businessVerifications.submittedAt, after.at),
              and(eq(businessVerifications.submittedAt, after.at), gt(businessVerifications.userId, after.id)),
            )
          : undefined,
      ),
    )
    .orderBy(asc(businessVerifications.submittedAt), asc(businessVerifications.userId))
    .limit(limit + 1);
  const { page, nextCursor } = pageOf(rows, limit, (r) => ({ at: r.verification.submittedAt, id: r.user.id }));
  const documents = await businessDocumentsOf(
    db,
    page.map((r) => r.user.id),
  );
  return { items: page.map((r) => toReviewItem(r.user, r.verification, documents)), nextCursor };
}
