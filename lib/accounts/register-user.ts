import { users, type RegistrableRole } from "@/models";
import { writeAudit } from "@/lib/audit/write-audit";
import { hashPassword } from "@/lib/auth/password";
import { countRegistration } from "@/lib/auth/throttle";
import { createSession, type NewSession } from "@/lib/auth/session";
import { getDb } from "@/lib/db/client";
import { isUniqueViolation } from "@/lib/db/errors";
import { AppError } from "@/lib/contract/errors";
import { toUserDto } from "./dto";
import type { UserDto } from "./schemas";

export type RegisterUserOptions = {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  role: RegistrableRole;
  userAgent: string | null;
  ip: string;
};

/** Creates the account and signs it in. */
export async function registerUser(options: RegisterUserOptions): Promise<{ user: UserDto; session: NewSession }> {
  await countRegistration(options.ip);
  const db = await getDb();
  const passwordHash = await hashPassword(options.password);
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          email: options.email.toLowerCase(),
          passwordHash,
          firstName: options.firstName,
          lastName: options.lastName,
          role: options.role,
        })
        .returning();
      if (!user) throw new Error("insert returned no row");
      const session = await createSession(tx, user.id, options.userAgent);
      await writeAudit(tx, {
        actorId: user.id,
        action: "user.registered",
        entityType: "user",
        entityId: user.id,
        data: { role: user.role },
      });
      return { user: toUserDto(user), session };
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError("email_taken", "An account with this email already exists. Sign in instead.");
    throw error;
  }
}
