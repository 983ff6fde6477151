import type { Actor } from "@/lib/auth/actor";
import { getUserById } from "@/lib/accounts/queries";
import { getDb } from "@/lib/db/client";
import { assertAdmin } from "@/lib/admin/access";
import { businessDocumentsOf, findVerification } from "./queries";
import { toReviewItem } from "./review-item";
import type { ReviewItem } from "./schemas";

export type GetReviewItemOptions = { actor: Actor; userId: string };

/** One business's verification as a reviewer sees it, whatever its state. */
export async function getReviewItem({ actor, userId }: GetReviewItemOptions): Promise<ReviewItem> {
  assertAdmin(actor);
  const db = await getDb();
  const user = await getUserById(db, userId);
  const [verification, documents] = await Promise.all([
    findVerification(db, userId),
    businessDocumentsOf(db, [userId]),
  ]);
  return toReviewItem(user, verification, documents);
}
