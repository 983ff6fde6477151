/**
 * Canonical JSON (RFC 8785, JCS) for the values documents hold: objects with keys sorted by
 * UTF-16 code units, no whitespace, strings and integers as JSON.stringify writes them. Our
 * document data has no non-integer numbers (amounts are decimal strings), which is the only part
 * of JCS that needs more than JSON.stringify; such a number is refused rather than mis-hashed.
 * Hand-written because it is these 20 lines.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value === "boolean" || typeof value === "string") return JSON.stringify(value);
  if (typeof value === "number") {
    if (!Number.isSafeInteger(value)) throw new Error(`canonicalJson: ${value} is not a safe integer`);
    return JSON.stringify(value);
  }
  if (Array.isArray(value)) return `[${value.map((v) => canonicalJson(v === undefined ? null : v)).join(",")}]`;
  if (typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
  }
  throw new Error(`canonicalJson: unsupported ${typeof value}`);
}
