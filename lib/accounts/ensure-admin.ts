import { eq } from "drizzle-orm";
import { users } from "@/models";
import { writeAudit } from "@/lib/audit/write-audit";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { revokeUserCredentials } from "@/lib/auth/session";
import type { Db } from "@/lib/db/client";
import { toIssues } from "@/lib/contract/errors";
import { findUserByEmail } from "./queries";
import { ZEmail, ZNewPassword } from "./schemas";

export type EnsureAdminOptions = { db: Db; email: string; password: string };

export type EnsureAdminOutcome = "created" | "promoted" | "password-set" | "unchanged" | "refused";
export type EnsureAdminResult = { outcome: EnsureAdminOutcome; message: string };

/**
 * Admin bootstrap (ADMIN_EMAIL/ADMIN_PASSWORD at start, or `npm run create-admin`):
 * - no account has the address: creates the admin (address proven, business verified);
 * - an account that proved the address: makes it admin and sets the given password;
 * - an admin: sets the given password when it differs;
 * - an account that has NOT proven the address: refuses and changes nothing. Anyone can register
 *   any address, so promoting it would hand the admin role to whoever registered the configured
 *   address first, and setting its password would take over an account that may not be the operator's.
 * Setting the password signs out the account's sessions. `message` says what was done, for the log line.
 */
export async function ensureAdmin({ db, ...credentials }: EnsureAdminOptions): Promise<EnsureAdminResult> {
  const { email, password } = parseAdminCredentials(credentials.email, credentials.password);
  const existing = await findUserByEmail(db, email);
  if (existing && existing.role !== "admin" && !existing.emailVerifiedAt) {
    return {
      outcome: "refused",
      message: `Admin ${email}: NOT promoted. An account registered this address but has not confirmed it, so it may not be yours; nothing was changed. Sign in as ${email} and confirm the address (the code in the confirmation mail), then run this again, or choose another ADMIN_EMAIL.`,
    };
  }
  if (existing?.role === "admin" && (await verifyPassword(existing.passwordHash, password))) {
    return { outcome: "unchanged", message: `Admin ${email}: already an admin with this password; nothing changed.` };
  }
  const passwordHash = await hashPassword(password);
  const now = new Date();
  return db.transaction(async (tx) => {
    if (existing) {
      const promote = existing.role !== "admin";
      await tx.update(users).set({ role: "admin", passwordHash, updatedAt: now }).where(eq(users.id, existing.id));
      await revokeUserCredentials(tx, existing.id);
      await writeAudit(tx, {
        actorId: null,
        action: promote ? "user.promoted_to_admin" : "user.admin_password_set",
        entityType: "user",
        entityId: existing.id,
        data: promote ? { previousRole: existing.role } : {},
      });
      return promote
        ? {
            outcome: "promoted" as const,
            message: `Admin ${email}: the existing ${existing.role} account (address confirmed) is now an admin; its password was set to the given one and its sessions were signed out.`,
          }
        : {
            outcome: "password-set" as const,
            message: `Admin ${email}: already an admin; its password was set to the given one and its sessions were signed out.`,
          };
    }
    const [created] = await tx
      .insert(users)
      .values({
        email,
        passwordHash,
        firstName: "Exportly",
        lastName: "Admin",
        role: "admin",
        verificationState: "verified",
        // The operator chose this address for the admin: there is no one else to prove it to.
        emailVerifiedAt: now,
      })
      .returning({ id: users.id });
    await writeAudit(tx, { actorId: null, action: "user.admin_created", entityType: "user", entityId: created!.id });
    return { outcome: "created" as const, message: `Admin ${email}: created with the given password.` };
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
