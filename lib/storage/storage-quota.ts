import { eq, sql, sum } from "drizzle-orm";
import type { DbOrTx } from "@/lib/db/client";
import { AppError } from "@/lib/contract/errors";
import { files } from "@/models";

/** 1 GiB per account unless STORAGE_QUOTA_BYTES says otherwise (docs/configuration.md). */
export const DEFAULT_STORAGE_QUOTA_BYTES = 1024 ** 3;

/** The per-account quota, read on every check so an operator's change needs no code path of its own. */
export function storageQuotaBytes(env: Record<string, string | undefined> = process.env): number {
  const raw = env.STORAGE_QUOTA_BYTES?.trim();
  if (!raw) return DEFAULT_STORAGE_QUOTA_BYTES;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new Error(`STORAGE_QUOTA_BYTES must be a whole number of bytes (0 or more); it is "${raw}".`);
  }
  return value;
}

/**
 * What an account's files take: the sum of its `files` rows' sizes (the shipment files and business
 * documents it owns). Each row counts in full even when
 * other rows share its bytes: the account cannot see what others store.
 */
export async function storageUsedBytes(db: DbOrTx, ownerId: string): Promise<number> {
  const [row] = await db
    .select({ used: sum(files.size) })
    .from(files)
    .where(eq(files.ownerId, ownerId));
  return Number(row?.used ?? 0);
}

/**
 * 413 with the usage when adding `bytes` would take the account over its quota. Holds a
 * transaction-scoped lock on the account's quota so two uploads cannot both pass on the same
 * room; the caller's transaction must insert the row before it ends.
 */
export async function assertWithinStorageQuota(tx: DbOrTx, ownerId: string, bytes: number): Promise<void> {
  const quota = storageQuotaBytes();
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`quota:${ownerId}`}, 0))`);
  const used = await storageUsedBytes(tx, ownerId);
  if (used + bytes <= quota) return;
  throw new AppError(
    "storage_quota_exceeded",
    `Storage quota reached: ${formatBytes(used)} of ${formatBytes(quota)} used, and this file needs ${formatBytes(bytes)}. ` +
      "Delete files you no longer need.",
    { details: { usedBytes: used, quotaBytes: quota, fileBytes: bytes } },
  );
}

/**
 * 413 when the account has no room left at all: the route wrapper's check before it reads an
 * upload's body, so a full account costs no bandwidth. (Both upload endpoints store files the
 * caller owns: sharees cannot upload to a shipment.) The exact check, with the file's size, is
 * assertWithinStorageQuota when the row is written.
 */
export async function assertStorageLeft(db: DbOrTx, ownerId: string): Promise<void> {
  const quota = storageQuotaBytes();
  const used = await storageUsedBytes(db, ownerId);
  if (used < quota) return;
  throw new AppError(
    "storage_quota_exceeded",
    `Storage quota reached: ${formatBytes(used)} of ${formatBytes(quota)} used. Delete files you no longer need.`,
    { details: { usedBytes: used, quotaBytes: quota } },
  );
}

/** Binary units, two decimals: "1.00 GiB", "512.00 KiB". */
export function formatBytes(bytes: number): string {
  const units = ["bytes", "KiB", "MiB", "GiB", "TiB"];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return unit === 0 ? `${bytes} bytes` : `${value.toFixed(2)} ${units[unit]}`;
}
