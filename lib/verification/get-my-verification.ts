import type { Actor } from "@/lib/auth/actor";
import { getUserById } from "@/lib/accounts/queries";
import { getDb } from "@/lib/db/client";
import { toVerificationResponse } from "./dto";
import { findVerification } from "./queries";
import type { VerificationResponse } from "./schemas";

export type GetMyVerificationOptions = { actor: Actor };

/** The signed-in user's verification: state, last submission and the reviewer's reason. */
export async function getMyVerification({ actor }: GetMyVerificationOptions): Promise<VerificationResponse> {
  const db = await getDb();
  const [user, verification] = await Promise.all([getUserById(db, actor.userId), findVerification(db, actor.userId)]);
  return toVerificationResponse(user, verification);
}
