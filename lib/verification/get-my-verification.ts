import type { BusinessVerificationRow, UserRow } from "@/models";
import type { Actor } from "@/lib/auth/actor";
import { getUserById } from "@/lib/accounts/queries";
import { getDb } from "@/lib/db/client";
import { findVerification } from "./queries";

export type GetMyVerificationOptions = { actor: Actor };

/** The signed-in user's verification: state, last submission and the reviewer's reason. */
export async function getMyVerification({
  actor,
}: GetMyVerificationOptions): Promise<{ user: UserRow; verification: BusinessVerificationRow | null }> {
  const db = await getDb();
  const [user, verification] = await Promise.all([getUserById(db, actor.userId), findVerification(db, actor.userId)]);
  return { user, verification };
}
