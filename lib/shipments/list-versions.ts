import { and, desc, eq } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import { getDb, type DbOrTx } from "@/lib/db/client";
import { notFound } from "@/lib/contract/errors";
import type { TemplateKey } from "@/lib/templates/descriptors";
import { mergeView, readStored, totalsInput } from "@/lib/templates/merge";
import { computeTotals } from "@/lib/templates/totals";
import { documentVersions, users } from "@/models";
import { getDocumentAccess } from "./access";
import { getDocumentRow } from "./queries";

export type ListVersionsOptions = { actor: Actor; shipmentId: string; name: TemplateKey };

const HISTORY_LIMIT = 200;

const versionColumns = {
  version: documentVersions.version,
  createdAt: documentVersions.createdAt,
  changes: documentVersions.changes,
  actorId: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
};

type VersionRow = {
  version: number;
  createdAt: Date;
  changes: string[];
  actorId: string | null;
  firstName: string | null;
  lastName: string | null;
};

const toVersionDto = (row: VersionRow) => ({
  version: row.version,
  createdAt: row.createdAt.toISOString(),
  actor: row.actorId ? { id: row.actorId, name: `${row.firstName} ${row.lastName}`.trim() } : null,
  changes: row.changes,
});

/** Who saved what and when, newest first (the unique (document, version) index serves the order). */
export async function listVersions({ actor, shipmentId, name }: ListVersionsOptions) {
  const db = await getDb();
  await getDocumentAccess(db, actor, shipmentId, name, { need: "read" });
  const document = await getDocumentRow(db, shipmentId, name);
  const rows = await db
    .select(versionColumns)
    .from(documentVersions)
    .leftJoin(users, eq(users.id, documentVersions.actorId))
    .where(eq(documentVersions.documentId, document.id))
    .orderBy(desc(documentVersions.version))
    .limit(HISTORY_LIMIT);
  return { versions: rows.map(toVersionDto) };
}

/** One stored version with the document as it looked then (its data and the shared data of that moment). */
export async function loadVersion(db: DbOrTx, documentId: string, version: number) {
  const [row] = await db
    .select({ ...versionColumns, data: documentVersions.data, sharedData: documentVersions.sharedData })
    .from(documentVersions)
    .leftJoin(users, eq(users.id, documentVersions.actorId))
    .where(and(eq(documentVersions.documentId, documentId), eq(documentVersions.version, version)));
  if (!row) throw notFound("This document has no such version.");
  return row;
}

export type GetVersionOptions = ListVersionsOptions & { version: number };

export async function getVersion({ actor, shipmentId, name, version }: GetVersionOptions) {
  const db = await getDb();
  await getDocumentAccess(db, actor, shipmentId, name, { need: "read" });
  const document = await getDocumentRow(db, shipmentId, name);
  const row = await loadVersion(db, document.id, version);
  const stored = readStored(row.data);
  const view = mergeView(name, row.sharedData, stored);
  return {
    version: {
      ...toVersionDto(row),
      data: view.data,
      overrides: view.overrides,
      totals: computeTotals(totalsInput(name, row.sharedData, stored)),
    },
  };
}
