import { count, eq } from "drizzle-orm";
import { apiTokens, sessions } from "@/models";
import { toUserDto } from "@/lib/accounts/dto";
import type { UserDto } from "@/lib/accounts/schemas";
import { toVerificationDto } from "@/lib/verification/dto";
import type { VerificationDto } from "@/lib/verification/schemas";
import { getUserById } from "@/lib/accounts/queries";
import type { Actor } from "@/lib/auth/actor";
import { getDb } from "@/lib/db/client";
import { assertAdmin } from "./access";
import { findVerification } from "@/lib/verification/queries";

export type GetUserOverviewOptions = { actor: Actor; userId: string };

/** One user as an admin sees them: profile, verification, and how many sessions and API tokens they hold. */
export async function getUserOverview({ actor, userId }: GetUserOverviewOptions): Promise<{
  user: UserDto;
  verification: VerificationDto;
  activeSessions: number;
  apiTokens: number;
}> {
  assertAdmin(actor);
  const db = await getDb();
  const user = await getUserById(db, userId);
  const [verification, [sessionCount], [tokenCount]] = await Promise.all([
    findVerification(db, userId),
    db.select({ n: count() }).from(sessions).where(eq(sessions.userId, userId)),
    db.select({ n: count() }).from(apiTokens).where(eq(apiTokens.userId, userId)),
  ]);
  return {
    user: toUserDto(user),
    verification: toVerificationDto(user, verification),
    activeSessions: Number(sessionCount?.n ?? 0),
    apiTokens: Number(tokenCount?.n ?? 0),
  };
}
