import { eq, sql } from "drizzle-orm";
import { users, type UserRow } from "@/models";
import type { Actor } from "@/lib/auth/actor";
import { writeAudit } from "@/lib/audit/write-audit";
import { getDb, type Tx } from "@/lib/db/client";
import { AppError, type Issue } from "@/lib/contract/errors";
import { assertCanManageUser } from "./access";
import { toUserDto } from "./dto";
import { getUserById } from "./queries";
import type { UserDto } from "./schemas";

export type UserChanges = {
  firstName?: string;
  lastName?: string;
  phone?: string | null;
  company?: string | null;
  country?: string | null;
  /** IANA zone (validated by the schema); null: the browser's. */
  timeZone?: string | null;
  /** Read-only here; accepted only when equal to the stored value. */
  email?: string;
  role?: string;
  password?: unknown;
  verificationState?: string;
};

const EDITABLE = ["firstName", "lastName", "phone", "company", "country", "timeZone"] as const;

export type UpdateUserOptions = { actor: Actor; userId: string; changes: UserChanges };

/** Edits names, phone, company, country and time zone; role, email, password and verification are not writable here. */
export async function updateUser({ actor, userId, changes }: UpdateUserOptions): Promise<UserDto> {
  assertCanManageUser(actor, userId);
  const db = await getDb();
  const row = await db.transaction(async (tx) => {
    const current = await getUserById(tx, userId);
    const issues = readOnlyIssues(current, changes);
    if (changes.timeZone && changes.timeZone !== current.timeZone && !(await databaseKnowsZone(tx, changes.timeZone))) {
      issues.push({
        path: "timeZone",
        message: `${changes.timeZone} is an old name; choose a time zone from the list.`,
      });
    }
    if (issues.length) throw new AppError("validation_failed", issues[0]!.message, { issues });

    const set: Partial<Pick<UserRow, (typeof EDITABLE)[number]>> = {};
    for (const field of EDITABLE) {
      const value = changes[field];
      if (value !== undefined && value !== current[field]) Object.assign(set, { [field]: value });
    }
    if (Object.keys(set).length === 0) return current;
    const [updated] = await tx
      .update(users)
      .set({ ...set, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning();
    await writeAudit(tx, {
      actorId: actor.userId,
      action: "user.updated",
      entityType: "user",
      entityId: userId,
      data: { fields: Object.keys(set) },
    });
    return updated!;
  });
  return toUserDto(row);
}

/**
 * Whether PostgreSQL knows the zone too. The browser's and Node's zone lists (ICU) keep names the
 * tz database has dropped ("US/Pacific-New"), and the reports count days in the zone in SQL: a
 * zone saved here must work there, or every report and weekly mail of the user would fail.
 */
async function databaseKnowsZone(tx: Tx, zone: string): Promise<boolean> {
  const result = await tx.execute(sql`select 1 from pg_timezone_names where name = ${zone}`);
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}

function readOnlyIssues(current: UserRow, changes: UserChanges): Issue[] {
  const issues: Issue[] = [];
  if (changes.email !== undefined && changes.email.trim().toLowerCase() !== current.email) {
    issues.push({ path: "email", message: "Change your email in Settings; it needs your current password." });
  }
  if (changes.role !== undefined && changes.role !== current.role) {
    issues.push({ path: "role", message: "Your role cannot be changed here." });
  }
  if (changes.password !== undefined) {
    issues.push({ path: "password", message: "Change your password with “Forgot password” on the sign-in page." });
  }
  if (changes.verificationState !== undefined && changes.verificationState !== current.verificationState) {
    issues.push({ path: "verificationState", message: "Verification is changed by our review, not here." });
  }
  return issues;
}
