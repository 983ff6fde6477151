import { auditLog } from "@/models";
import type { DbOrTx } from "@/lib/db/client";

export type AuditEntry = {
  /** Given when the caller must cite the entry before it is written (an eBL chain entry's auditReference). */
  id?: string;
  actorId: string | null;
  action: string;
  entityType: string;
  entityId: string;
  data?: Record<string, unknown>;
};

/** Call with the transaction that makes the change, so the entry and the change commit together. */
export async function writeAudit(tx: DbOrTx, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({ ...entry, data: entry.data ?? {} });
}
