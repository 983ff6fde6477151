import { refreshShipmentFacts } from "@/lib/analytics/facts/refresh-shipment-facts";
import { isDeepStrictEqual } from "node:util";
import { eq } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import { writeAudit } from "@/lib/audit/write-audit";
import { getDb, type Tx } from "@/lib/db/client";
import { AppError, toIssues } from "@/lib/contract/errors";
import { TEMPLATE_BY_KEY, templateFields, type SharedKey, type TemplateKey } from "@/lib/templates/descriptors";
import {
  changedPaths,
  mergeView,
  readStored,
  shareeOverrides,
  splitSave,
  type StoredDocument,
} from "@/lib/templates/merge";
import { templateDataSchema } from "@/lib/templates/schemas";
import { documentVersions, shipmentDocuments, shipments, type ShipmentDocumentRow, type ShipmentRow } from "@/models";
import { getDocumentAccess, type ShipmentAccess } from "./access";
import { toDocumentDto } from "./dto";
import { allDocuments } from "./queries";
import type { DocumentDto } from "./schemas";

export type SaveDocumentOptions = {
  actor: Actor;
  shipmentId: string;
  name: TemplateKey;
  data: Record<string, unknown>;
  /** The version the edit was based on; undefined overwrites knowingly (the owner only; a sharee gets 428). */
  version?: number;
  overrides?: SharedKey[];
};

/** Parses a merged view against the template; a failure is a 400 listing every issue under `data.`. */
export function parseDocumentData(name: TemplateKey, data: Record<string, unknown>): Record<string, unknown> {
  const result = templateDataSchema(name).safeParse(data);
  if (result.success) return result.data;
  const issues = toIssues(result.error).map((issue) => ({
    ...issue,
    path: issue.path ? `data.${issue.path}` : "data",
  }));
  throw new AppError("validation_failed", issues[0]!.message, { issues });
}

export function assertOverridesFit(name: TemplateKey, overrides: SharedKey[] | undefined) {
  if (!overrides) return;
  const shown = new Set(
    templateFields(name)
      .filter((f) => f.shared)
      .map((f) => f.key),
  );
  const foreign = overrides.filter((key) => !shown.has(key));
  if (foreign.length) {
    throw new AppError(
      "validation_failed",
      `The ${TEMPLATE_BY_KEY[name].title.toLowerCase()} has no field ${foreign.join(", ")} to override.`,
      {
        issues: foreign.map((key) => ({
          path: "overrides",
          message: `${key} is not a shared field of this document.`,
        })),
      },
    );
  }
}

export type LockForEditOptions = {
  /** What only the owner may do to the document (e.g. "finalise documents"): an edit sharee gets 403. */
  ownerOnly?: string;
  /** Refuse a sharee's change without `version` (428): only the owner may overwrite knowingly. */
  versionRequiredFromSharees?: boolean;
};

/**
 * Locks the shipment (serialising every save of its documents) and checks the actor may edit
 * the document (the owner, or an `edit` sharee of it) and that it can be edited at this version.
 */
export async function lockForEdit(
  tx: Tx,
  actor: Actor,
  shipmentId: string,
  name: TemplateKey,
  version: number | undefined,
  options: LockForEditOptions = {},
) {
  const { access } = await getDocumentAccess(tx, actor, shipmentId, name, { forUpdate: true, need: "edit" });
  if (options.ownerOnly && access.kind !== "owner")
    throw new AppError("forbidden", `Only the shipment's owner can ${options.ownerOnly}.`);
  // A sharee saving blind would silently undo the owner's (or another sharee's) work: only the
  // owner may overwrite knowingly, and the answer says it did.
  if (options.versionRequiredFromSharees && version === undefined && access.kind !== "owner")
    throw new AppError(
      "precondition_required",
      "version is required: send the version of the document your edit is based on, so a change someone else saved meanwhile is not overwritten.",
      { issues: [{ path: "version", message: "Send the document's current version with your save." }] },
    );
  const shipment = access.shipment;
  const documents = await allDocuments(tx, shipmentId);
  const document = documents.find((d) => d.name === name);
  if (!document)
    throw new AppError(
      "not_found",
      `This shipment has no ${TEMPLATE_BY_KEY[name].title.toLowerCase()}. Add it to the shipment's documents first.`,
    );
  if (version !== undefined && version !== document.version) {
    throw new AppError(
      "stale_version",
      "This document was changed since you opened it (perhaps in another tab or through another document of the shipment). Review the current version and apply your change again.",
      {
        details: { document: toDocumentDto(shipment, document) },
      },
    );
  }
  if (document.state === "final") {
    throw new AppError(
      "unprocessable",
      "This document is finalised and can no longer be changed. Duplicate the shipment to make a new version.",
    );
  }
  return { shipment, documents, document, access };
}

export type ApplySaveResult = {
  shipment: ShipmentRow;
  document: ShipmentDocumentRow;
  changes: string[];
  propagatedTo: string[];
};

/**
 * Writes one save: the document's own part, the shipment's shared data, a version row for the
 * document and — when shared data changed — a new version for every other draft document of
 * the shipment whose view changed, so their open editors hit a 409 instead of overwriting.
 * A save that changes nothing writes nothing.
 */
export async function applySave(
  tx: Tx,
  actor: Actor,
  locked: {
    shipment: ShipmentRow;
    documents: ShipmentDocumentRow[];
    document: ShipmentDocumentRow;
    access: ShipmentAccess;
  },
  name: TemplateKey,
  data: Record<string, unknown>,
  requestedOverrides: SharedKey[] | undefined,
): Promise<ApplySaveResult> {
  const { shipment, documents, document } = locked;
  const current = readStored(document.data);
  // A sharee edits the one document they were given: their changes to shared fields stay on it.
  const overrides =
    locked.access.kind === "sharee" ? shareeOverrides(name, data, shipment.sharedData, current) : requestedOverrides;
  const split = splitSave(name, data, overrides, shipment.sharedData, current);
  const before = mergeView(name, shipment.sharedData, current);
  const after = mergeView(name, split.sharedData, split.stored);
  const changes = changedPaths(before.data, after.data);
  if (!isDeepStrictEqual([...before.overrides].sort(), [...after.overrides].sort())) changes.push("overrides");
  const sharedChanged = !isDeepStrictEqual(shipment.sharedData, split.sharedData);
  const storedChanged = !isDeepStrictEqual(current, split.stored);
  if (changes.length === 0 && !sharedChanged && !storedChanged)
    return { shipment, document, changes: [], propagatedTo: [] };

  const now = new Date();
  let nextShipment: ShipmentRow | undefined = shipment;
  if (sharedChanged) {
    [nextShipment] = await tx
      .update(shipments)
      .set({ sharedData: split.sharedData, sharedVersion: shipment.sharedVersion + 1, updatedAt: now })
      .where(eq(shipments.id, shipment.id))
      .returning();
  } else {
    [nextShipment] = await tx
      .update(shipments)
      .set({ updatedAt: now })
      .where(eq(shipments.id, shipment.id))
      .returning();
  }
  const saved = await writeVersion(tx, document, split.stored, nextShipment!.sharedData, changes, actor, now, "draft");

  const propagatedTo: string[] = [];
  if (sharedChanged) {
    for (const other of documents) {
      if (other.id === document.id || other.state === "final") continue;
      const stored = readStored(other.data);
      const otherName = other.name as TemplateKey;
      const otherChanges = changedPaths(
        mergeView(otherName, shipment.sharedData, stored).data,
        mergeView(otherName, split.sharedData, stored).data,
      );
      if (otherChanges.length === 0) continue;
      await writeVersion(tx, other, stored, split.sharedData, otherChanges, actor, now, other.state);
      propagatedTo.push(other.name);
    }
  }
  await refreshShipmentFacts(tx, shipment.id);
  return { shipment: nextShipment!, document: saved, changes, propagatedTo };
}

async function writeVersion(
  tx: Tx,
  document: ShipmentDocumentRow,
  stored: StoredDocument,
  sharedData: Record<string, unknown>,
  changes: string[],
  actor: Actor,
  now: Date,
  state: ShipmentDocumentRow["state"],
): Promise<ShipmentDocumentRow> {
  const version = document.version + 1;
  const [row] = await tx
    .update(shipmentDocuments)
    .set({ data: stored, state, version, updatedAt: now, updatedBy: actor.userId })
    .where(eq(shipmentDocuments.id, document.id))
    .returning();
  await tx.insert(documentVersions).values({
    documentId: document.id,
    version,
    data: stored,
    sharedData,
    changes,
    actorId: actor.userId,
    createdAt: now,
  });
  return row!;
}

export async function saveDocument({
  actor,
  shipmentId,
  name,
  data,
  version,
  overrides,
}: SaveDocumentOptions): Promise<DocumentDto> {
  const parsed = parseDocumentData(name, data);
  assertOverridesFit(name, overrides);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const locked = await lockForEdit(tx, actor, shipmentId, name, version, { versionRequiredFromSharees: true });
    const result = await applySave(tx, actor, locked, name, parsed, overrides);
    if (result.changes.length || result.propagatedTo.length || result.document !== locked.document) {
      await writeAudit(tx, {
        actorId: actor.userId,
        action: "document.saved",
        entityType: "shipment_document",
        entityId: result.document.id,
        data: {
          shipmentId,
          name,
          version: result.document.version,
          changes: result.changes,
          propagatedTo: result.propagatedTo,
          ...(version === undefined ? { overwritten: true } : {}),
        },
      });
    }
    const dto = toDocumentDto(result.shipment, result.document);
    // Without a version the owner's save overwrote whatever was there: the answer says so.
    return version === undefined ? { ...dto, overwritten: true } : dto;
  });
}
