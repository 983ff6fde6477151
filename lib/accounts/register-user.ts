import { users, type RegistrableRole } from "@/models";
import { writeAudit } from "@/lib/audit/write-audit";
import { hashPassword } from "@/lib/auth/password";
import { countRegistration } from "@/lib/auth/throttle";
import { createSession, type NewSession } from "@/lib/auth/session";
import { getDb } from "@/lib/db/client";
import { isUniqueViolation } from "@/lib/db/errors";
import { AppError } from "@/lib/contract/errors";
import { toUserDto } from "./dto";
import { createConfirmation, mailConfirmation } from "./email-confirmations";
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

/**
 * Creates the account and signs it in, and mails a confirmation (link and code) to the address:
 * until it is confirmed, what others send to the address waits (docs/accounts.md, "Proven addresses").
 */
export async function registerUser(options: RegisterUserOptions): Promise<{ user: UserDto; session: NewSession }> {
  await countRegistration(options.ip);
  const db = await getDb();
  const passwordHash = await hashPassword(options.password);
  const now = new Date();
  try {
    const registered = await db.transaction(async (tx) => {
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
      const confirmation = await createConfirmation(tx, { userId: user.id, email: user.email, now });
      await writeAudit(tx, {
        actorId: user.id,
        action: "user.registered",
        entityType: "user",
        entityId: user.id,
        data: { role: user.role },
      });
      return { row: user, user: toUserDto(user), session, confirmation };
    });
    // After the commit: sendMail writes through its own connection (PGlite has one).
    await mailConfirmation(registered.row, registered.row.email, registered.confirmation, false);
    return { user: registered.user, session: registered.session };
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError("email_taken", "An account with this email already exists. Sign in instead.");
    throw error;
  }
}
