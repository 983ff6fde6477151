import type { Actor } from "@/lib/auth/actor";
import { writeAudit } from "@/lib/audit/write-audit";
import { getDb } from "@/lib/db/client";
import type { SharedKey, TemplateKey } from "@/lib/templates/descriptors";
import { mergeView, readStored } from "@/lib/templates/merge";
import { toDocumentDto } from "./dto";
import { loadVersion } from "./list-versions";
import { applySave, lockForEdit, parseDocumentData } from "./save-document";
import type { DocumentDto } from "./schemas";

export type RestoreVersionOptions = {
  actor: Actor;
  shipmentId: string;
  name: TemplateKey;
  version: number;
  currentVersion?: number;
};

/**
 * Saves the document as it looked in an earlier version: a new version, never a rewrite of
 * history. Its shared fields go back to the shipment, so the other documents follow, as with
 * any save. The old data is checked against today's rules (a code list may have changed).
 */
export async function restoreVersion({
  actor,
  shipmentId,
  name,
  version,
  currentVersion,
}: RestoreVersionOptions): Promise<DocumentDto> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    // A restore replaces the current document like a save: a sharee must say which version it replaces.
    const locked = await lockForEdit(tx, actor, shipmentId, name, currentVersion, { versionRequiredFromSharees: true });
    const old = await loadVersion(tx, locked.document.id, version);
    const view = mergeView(name, old.sharedData, readStored(old.data));
    const data = parseDocumentData(name, view.data);
    // Fields empty in the old version are sent as null, so restoring clears what was added since.
    for (const key of Object.keys(mergeView(name, locked.shipment.sharedData, readStored(locked.document.data)).data)) {
      if (!(key in data)) data[key] = null;
    }
    const result = await applySave(tx, actor, locked, name, data, view.overrides as SharedKey[]);
    await writeAudit(tx, {
      actorId: actor.userId,
      action: "document.restored",
      entityType: "shipment_document",
      entityId: locked.document.id,
      data: {
        shipmentId,
        name,
        restoredVersion: version,
        version: result.document.version,
        changes: result.changes,
        propagatedTo: result.propagatedTo,
      },
    });
    return toDocumentDto(result.shipment, result.document);
  });
}
