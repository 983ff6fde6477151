import { eq } from "drizzle-orm";
import { users, type UserRole } from "@/models";
import type { Actor } from "@/lib/auth/actor";
import { writeAudit } from "@/lib/audit/write-audit";
import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/contract/errors";
import { assertAdmin } from "./access";
import { toUserDto } from "@/lib/accounts/dto";
import type { UserDto } from "@/lib/accounts/schemas";
import { lockUser } from "@/lib/verification/queries";

export type ChangeUserRoleOptions = { actor: Actor; userId: string; role: UserRole };

/** An admin changes a user's role (admin included). Not their own: that is how the last admin locks everyone out. */
export async function changeUserRole({ actor, userId, role }: ChangeUserRoleOptions): Promise<UserDto> {
  assertAdmin(actor);
  if (userId === actor.userId)
    throw new AppError("unprocessable", "You cannot change your own role; ask another admin.");
  const db = await getDb();
  return db.transaction(async (tx) => {
    const user = await lockUser(tx, userId);
    if (user.role === role) return toUserDto(user);
    const [updated] = await tx
      .update(users)
      .set({ role, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning();
    await writeAudit(tx, {
      actorId: actor.userId,
      action: "user.role_changed",
      entityType: "user",
      entityId: userId,
      data: { from: user.role, to: role },
    });
    return toUserDto(updated!);
  });
}
