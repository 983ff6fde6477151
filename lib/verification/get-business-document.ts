import { and, eq, isNull } from "drizzle-orm";
import { files, type FileRow } from "@/models";
import type { Actor } from "@/lib/auth/actor";
import { getDb } from "@/lib/db/client";
import { notFound } from "@/lib/contract/errors";
import { assertCanReadBusinessDocument } from "./access";
import { notSupportAttachment } from "./queries";

export type GetBusinessDocumentOptions = { actor: Actor; fileId: string };

/**
 * A business document, for its owner or an admin. Only files without a shipment qualify: a
 * shipment's documents are never reachable here, not even for admins.
 */
export async function getBusinessDocument({ actor, fileId }: GetBusinessDocumentOptions): Promise<FileRow> {
  const db = await getDb();
  const [file] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, fileId), isNull(files.shipmentId), notSupportAttachment))
    .limit(1);
  if (!file) throw notFound("Document not found.");
  assertCanReadBusinessDocument(actor, file.ownerId);
  return file;
}
