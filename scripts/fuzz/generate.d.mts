export function operationsOf(
  document: Record<string, unknown>,
): { key: string; method: string; path: string; op: Record<string, unknown> }[];
export function errorCodes(document: Record<string, unknown>): string[];
export function encodeRaw(text: string): string;
export function deeplyNested(levels: number, kind: "array" | "object"): string;
