import { isDeepStrictEqual } from "node:util";
import { SHARED_KEYS, templateFields, type SharedKey, type TemplateKey } from "./descriptors";

/**
 * How "enter once, reuse everywhere" is stored.
 *
 * - The shipment's `sharedData` holds the shared fields (parties, ports, Incoterm, currency,
 *   transport, line items). Every document of the shipment reads them.
 * - A document's `data` column holds `{own, overrides, frozenShared?}`: its own fields, the
 *   shared fields it overrides for itself only, and — once finalised — a snapshot of the shared
 *   data so later edits of the shipment cannot change an issued document.
 * - The API shows one flat, merged view: the template's shared fields (override if any, else the
 *   shipment's) and its own fields, plus the list of overridden keys.
 *
 * Editing the consignee in the commercial invoice therefore changes `sharedData.consignee`, and
 * the packing list shows it on its next read. Saying `overrides: ["consignee"]` instead keeps
 * that consignee on this document only.
 */
export type StoredDocument = {
  own: Record<string, unknown>;
  overrides: Partial<Record<SharedKey, unknown>>;
  /** Present on finalised documents: the shared data as it stood when finalised. */
  frozenShared?: Record<string, unknown>;
};

export function readStored(data: Record<string, unknown> | null | undefined): StoredDocument {
  const own = (data?.own ?? {}) as Record<string, unknown>;
  const overrides = (data?.overrides ?? {}) as StoredDocument["overrides"];
  const frozenShared = data?.frozenShared as Record<string, unknown> | undefined;
  return frozenShared ? { own, overrides, frozenShared } : { own, overrides };
}

export const hasContent = (stored: StoredDocument): boolean =>
  Object.keys(stored.own).length > 0 || Object.keys(stored.overrides).length > 0;

export type MergedView = { data: Record<string, unknown>; overrides: SharedKey[] };

/** The document as the editor and the PDF see it: the template's fields only (totals use `totalsInput`). */
export function mergeView(key: TemplateKey, sharedData: Record<string, unknown>, stored: StoredDocument): MergedView {
  const shared = stored.frozenShared ?? sharedData;
  const data: Record<string, unknown> = {};
  for (const field of templateFields(key)) {
    const value = field.shared
      ? Object.hasOwn(stored.overrides, field.key)
        ? stored.overrides[field.key as SharedKey]
        : shared[field.key]
      : stored.own[field.key];
    if (value !== undefined && value !== null) data[field.key] = value;
  }
  return { data, overrides: Object.keys(stored.overrides) as SharedKey[] };
}

/** Everything totals need, even when the template does not show it (the bill of exchange has no line items on its face). */
export function totalsInput(
  key: TemplateKey,
  sharedData: Record<string, unknown>,
  stored: StoredDocument,
): Record<string, unknown> {
  const shared = stored.frozenShared ?? sharedData;
  const merged: Record<string, unknown> = {};
  for (const sharedKey of SHARED_KEYS) {
    merged[sharedKey] = Object.hasOwn(stored.overrides, sharedKey) ? stored.overrides[sharedKey] : shared[sharedKey];
  }
  return { ...merged, ...mergeView(key, sharedData, stored).data };
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === "";

export type SplitResult = { sharedData: Record<string, unknown>; stored: StoredDocument };

/**
 * Splits a save of the merged view into the shipment's shared data and the document's own part.
 *
 * - Own fields: replaced as a whole by what is sent (a field left out is cleared).
 * - Shared fields the document does not override: a key that is sent is written to the
 *   shipment (`null` clears it); a key left out is left alone, because other documents may
 *   hold it.
 * - `overrides` (optional): the full list of shared keys this document keeps for itself. A key
 *   newly listed keeps the value sent (or, if none is sent, the shared value as it stands); a key
 *   removed from the list goes back to the shared value (or writes the value sent to it).
 *   Without `overrides` the document keeps its current list.
 */
export function splitSave(
  key: TemplateKey,
  data: Record<string, unknown>,
  overrideList: SharedKey[] | undefined,
  sharedData: Record<string, unknown>,
  current: StoredDocument,
): SplitResult {
  const nextShared = { ...sharedData };
  const keep = new Set<string>(overrideList ?? Object.keys(current.overrides));
  const own: Record<string, unknown> = {};
  const overrides: StoredDocument["overrides"] = {};
  for (const field of templateFields(key)) {
    const sent = Object.hasOwn(data, field.key);
    const value = data[field.key];
    if (!field.shared) {
      if (sent && !isEmpty(value)) own[field.key] = value;
      continue;
    }
    const sharedKey = field.key as SharedKey;
    if (keep.has(sharedKey)) {
      overrides[sharedKey] = sent
        ? (value ?? null)
        : Object.hasOwn(current.overrides, sharedKey)
          ? current.overrides[sharedKey]
          : (sharedData[sharedKey] ?? null);
    } else if (sent) {
      if (isEmpty(value)) delete nextShared[sharedKey];
      else nextShared[sharedKey] = value;
    }
  }
  return { sharedData: nextShared, stored: { own, overrides } };
}

/**
 * The overrides a sharee's save must keep so that it changes this document only: the ones it
 * already has, plus every shared field sent with a value other than the shipment's. A share
 * grants one document, so a sharee's edit of the consignee must not flow into documents they
 * were not given (lib/shipments/save-document.ts).
 */
export function shareeOverrides(
  key: TemplateKey,
  data: Record<string, unknown>,
  sharedData: Record<string, unknown>,
  current: StoredDocument,
): SharedKey[] {
  const keep = new Set(Object.keys(current.overrides) as SharedKey[]);
  for (const field of templateFields(key)) {
    if (!field.shared || !Object.hasOwn(data, field.key)) continue;
    const sent = data[field.key];
    const shared = sharedData[field.key];
    const same = (isEmpty(sent) && isEmpty(shared)) || isDeepStrictEqual(sent, shared);
    if (!same) keep.add(field.key as SharedKey);
  }
  return [...keep];
}

/**
 * Paths that differ between two views, for the version history: a top-level key, one level
 * into objects (`consignee.name`) and into line items (`lineItems.2.quantity`). Capped, since
 * the list is for people to read.
 */
export function changedPaths(before: Record<string, unknown>, after: Record<string, unknown>, limit = 50): string[] {
  const paths: string[] = [];
  const visit = (a: unknown, b: unknown, path: string, depth: number) => {
    if (paths.length >= limit || isDeepStrictEqual(a, b)) return;
    const bothObjects = a && b && typeof a === "object" && typeof b === "object";
    if (!bothObjects || depth >= 3) {
      paths.push(path);
      return;
    }
    if (Array.isArray(a) !== Array.isArray(b)) {
      paths.push(path);
      return;
    }
    const keys = new Set([...Object.keys(a as object), ...Object.keys(b as object)]);
    for (const k of keys)
      visit((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], path ? `${path}.${k}` : k, depth + 1);
  };
  visit(before, after, "", 0);
  return paths;
}
