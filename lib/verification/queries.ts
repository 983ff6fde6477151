import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import {
  businessVerifications,
  files,
  users,
  type BusinessVerificationRow,
  type FileRow,
  type UserRow,
  SUPPORT_ATTACHMENT_TYPE,
} from "@/models";
import type { DbOrTx } from "@/lib/db/client";
import { notFound } from "@/lib/contract/errors";

/** Locks the user row for a state change, so two reviewers (or a reviewer and the user) cannot race. */
export async function lockUser(tx: DbOrTx, userId: string): Promise<UserRow> {
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).for("update").limit(1);
  if (!user) throw notFound("User not found.");
  return user;
}

export async function findVerification(db: DbOrTx, userId: string): Promise<BusinessVerificationRow | null> {
  const [row] = await db.select().from(businessVerifications).where(eq(businessVerifications.userId, userId)).limit(1);
  return row ?? null;
}

/** A support ticket's attachment is a file of no shipment too, but never a business document (docs/support.md). */
export const notSupportAttachment = sql`${files.documentType} is distinct from ${SUPPORT_ATTACHMENT_TYPE}`;

/**
 * The users' own business documents (never shipment files), newest first. Uses the
 * files_owner_type_created_idx index.
 */
export async function businessDocumentsOf(db: DbOrTx, ownerIds: string[]): Promise<FileRow[]> {
  if (ownerIds.length === 0) return [];
  return db
    .select()
    .from(files)
    .where(and(inArray(files.ownerId, ownerIds), isNull(files.shipmentId), notSupportAttachment))
    .orderBy(desc(files.createdAt), desc(files.id));
}

/** The newest document of each type: what a reviewer looks at. */
export function latestPerType(documents: FileRow[]): FileRow[] {
  const seen = new Set<string>();
  return documents.filter((d) => {
    const key = d.documentType ?? "";
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
