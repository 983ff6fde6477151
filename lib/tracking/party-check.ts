import { inArray } from "drizzle-orm";
import { AppError, type Issue } from "@/lib/contract/errors";
import type { DbOrTx } from "@/lib/db/client";
import { relatedAccounts } from "@/lib/network/relationship";
import { users, type UserRole } from "@/models";

const ALLOWED: Record<"carrierUserId" | "forwarderUserId", { roles: UserRole[]; who: string }> = {
  carrierUserId: { roles: ["shipping_line", "freight_forwarder"], who: "a shipping line or freight forwarder" },
  forwarderUserId: { roles: ["freight_forwarder"], who: "a freight forwarder" },
};

/**
 * The accounts an owner names as the tracking's carrier or forwarder (they may then post its
 * events) must be of that role and in the owner's network (lib/network/relationship.ts): naming
 * a stranger's id would hand them a write path, and an unknown id must not reveal that it exists.
 */
export async function assertNamedParties(
  db: DbOrTx,
  ownerId: string,
  parties: { carrierUserId?: string | null; forwarderUserId?: string | null },
): Promise<void> {
  const named = (["carrierUserId", "forwarderUserId"] as const).filter((f) => parties[f]);
  if (named.length === 0) return;
  const ids = named.map((f) => parties[f]!);
  const [found, related] = await Promise.all([
    db.select({ id: users.id, role: users.role }).from(users).where(inArray(users.id, ids)),
    relatedAccounts(db, ownerId, ids),
  ]);
  const issues: Issue[] = [];
  for (const field of named) {
    const id = parties[field]!;
    const user = found.find((u) => u.id === id);
    const { roles, who } = ALLOWED[field];
    if (!user || !related.has(id) || id === ownerId) {
      issues.push({
        path: field,
        message: `${field}: no account in your network has this id. Name ${who} you are connected with.`,
      });
    } else if (!roles.includes(user.role)) {
      issues.push({ path: field, message: `${field} must be ${who} account.` });
    }
  }
  if (issues.length) throw new AppError("validation_failed", issues[0]!.message, { issues });
}
