/**
 * Reading and writing a document's data by path ("consignee.name", "lineItems.2.quantity"):
 * the same dotted paths the API's 400 issues carry, so a field finds its own message.
 */
export type Data = Record<string, unknown>;

export const pathKey = (path: (string | number)[]) => path.join(".");

export function getIn(data: unknown, path: (string | number)[]): unknown {
  let current: unknown = data;
  for (const segment of path) {
    if (current === null || typeof current !== "object") return undefined;
    current = (current as Record<string, unknown>)[segment as string];
  }
  return current;
}

/** A copy of `data` with `value` at `path` (objects and arrays along the path are copied, never mutated). */
export function setIn<T>(data: T, path: (string | number)[], value: unknown): T {
  if (path.length === 0) return value as T;
  const [head, ...rest] = path;
  const source = (data ?? (typeof head === "number" ? [] : {})) as Record<string, unknown> | unknown[];
  const child = setIn((source as Record<string, unknown>)[head as string], rest, value);
  if (Array.isArray(source)) {
    const copy = [...source];
    copy[head as number] = child;
    return copy as T;
  }
  const copy: Record<string, unknown> = { ...source };
  if (child === undefined) delete copy[head as string];
  else copy[head as string] = child;
  return copy as T;
}

/** Structural equality of JSON values, key order ignored; "", null and a missing key are all "no value". */
export function sameData(a: unknown, b: unknown): boolean {
  const empty = (v: unknown) => v === undefined || v === null || v === "";
  if (empty(a) && empty(b)) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, i) => sameData(item, b[i]));
  }
  if (a && b && typeof a === "object" && typeof b === "object") {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const key of keys) if (!sameData((a as Data)[key], (b as Data)[key])) return false;
    return true;
  }
  return a === b;
}

/** The leaf paths where two documents' data differ (for the conflict dialog). */
export function differingPaths(a: unknown, b: unknown, prefix: string[] = []): string[] {
  if (sameData(a, b)) return [];
  const isObject = (v: unknown) => v !== null && typeof v === "object";
  if (isObject(a) && isObject(b) && Array.isArray(a) === Array.isArray(b)) {
    const keys = new Set([...Object.keys(a as Data), ...Object.keys(b as Data)]);
    return [...keys].flatMap((key) => differingPaths((a as Data)[key], (b as Data)[key], [...prefix, key]));
  }
  return [prefix.join(".")];
}
