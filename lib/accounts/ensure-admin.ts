import { eq } from "drizzle-orm";
import { users } from "@/models";
import { writeAudit } from "@/lib/audit/write-audit";
import { hashPassword } from "@/lib/auth/password";
import type { Db } from "@/lib/db/client";
import { toIssues } from "@/lib/contract/errors";
import { findUserByEmail } from "./queries";
import { ZEmail, ZNewPassword } from "./schemas";

export type EnsureAdminOptions = { db: Db; email: string; password: string };

/**
 * Admin bootstrap (ADMIN_EMAIL/ADMIN_PASSWORD at start, or `npm run create-admin`): creates the
 * admin account, or gives an existing account the admin role without touching its password.
 */
export async function ensureAdmin({
  db,
  ...credentials
}: EnsureAdminOptions): Promise<"created" | "promoted" | "unchanged"> {
  const { email, password } = parseAdminCredentials(credentials.email, credentials.password);
  const existing = await findUserByEmail(db, email);
  if (existing?.role === "admin") return "unchanged";
  const passwordHash = existing ? null : await hashPassword(password);
  return db.transaction(async (tx) => {
    if (existing) {
      await tx.update(users).set({ role: "admin", updatedAt: new Date() }).where(eq(users.id, existing.id));
      await writeAudit(tx, {
        actorId: null,
        action: "user.promoted_to_admin",
        entityType: "user",
        entityId: existing.id,
      });
      return "promoted";
    }
    const [created] = await tx
      .insert(users)
      .values({
        email,
        passwordHash: passwordHash!,
        firstName: "Exportly",
        lastName: "Admin",
        role: "admin",
        verificationState: "verified",
      })
      .returning({ id: users.id });
    await writeAudit(tx, { actorId: null, action: "user.admin_created", entityType: "user", entityId: created!.id });
    return "created";
  });
}

/** Validates admin credentials with the registration rules; throws a readable Error otherwise. */
export function parseAdminCredentials(email: string, password: string): { email: string; password: string } {
  const parsedEmail = ZEmail.safeParse(email);
  const parsedPassword = ZNewPassword.safeParse(password);
  if (!parsedEmail.success || !parsedPassword.success) {
    const issues = [
      ...(parsedEmail.error ? toIssues(parsedEmail.error) : []),
      ...(parsedPassword.error ? toIssues(parsedPassword.error) : []),
    ];
    throw new Error(`Admin not created: ${issues.map((i) => i.message).join(" ")}`);
  }
  return { email: parsedEmail.data, password: parsedPassword.data };
}
