import canonicalize from "canonicalize";

/**
 * RFC 8785 (JSON Canonicalization Scheme) text of a JSON value, by the `canonicalize` package (by
 * an author of RFC 8785): what finalised documents and eBL checksums hash. Browser-safe.
 */
export function canonicalJson(value: unknown): string {
  const text = canonicalize(value);
  if (text === undefined) throw new TypeError("canonicalJson: the value is not JSON");
  return text;
}
