import { and, desc, eq, gt, isNull, ne } from "drizzle-orm";
import { emailConfirmations, type UserRow } from "@/models";
import type { DbOrTx } from "@/lib/db/client";

/** The new address of an email change still waiting for its confirmation (the newest, unexpired), or null. */
export async function findPendingEmail(
  db: DbOrTx,
  user: Pick<UserRow, "id" | "email">,
  now: Date,
): Promise<string | null> {
  const [row] = await db
    .select({ email: emailConfirmations.email })
    .from(emailConfirmations)
    .where(
      and(
        eq(emailConfirmations.userId, user.id),
        eq(emailConfirmations.purpose, "confirm"),
        isNull(emailConfirmations.consumedAt),
        gt(emailConfirmations.expiresAt, now),
        ne(emailConfirmations.email, user.email),
      ),
    )
    .orderBy(desc(emailConfirmations.createdAt))
    .limit(1);
  return row?.email ?? null;
}
