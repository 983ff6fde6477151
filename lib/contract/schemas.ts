import { z } from "zod";

/**
 * Request pieces every domain's endpoints share (docs/code-style.md): define them here once,
 * never again in a domain's schemas.
 */

/** `/{id}` of any resource: a UUID (docs/architecture.md §3: identifiers are UUIDs). */
export const ZIdParams = z.object({ id: zUuid() });

/**
 * `?limit=` of a list: a whole number from 1 to `max`, `fallback` when absent. `messages: "range"`
 * keeps the one-line wording ("limit must be 1 to 100.") the shipment, activity, eBL and
 * shared-with-me lists have always answered, so their error messages stay the same; new lists
 * use the default wording.
 */
export function ZLimit({
  max,
  fallback,
  messages = "bounds",
}: {
  max: number;
  fallback: number;
  messages?: "bounds" | "range";
}) {
  const number = z.coerce.number({ error: "limit must be a number." });
  if (messages === "range") {
    const range = `limit must be 1 to ${max}.`;
    return number.int().min(1, range).max(max, range).default(fallback);
  }
  return number
    .int("limit must be a whole number.")
    .min(1, "limit must be at least 1.")
    .max(max, `limit must be at most ${max}.`)
    .default(fallback);
}

/**
 * Why a piece of text cannot be stored, or undefined when it can: PostgreSQL's text and jsonb
 * refuse NUL (U+0000), and an unpaired UTF-16 surrogate is not a character at all (it has no
 * UTF-8 form, so it would be stored as something else or refused by the driver).
 */
export function unsafeTextProblem(text: string): string | undefined {
  if (text.includes("\u0000")) return "must not contain NUL characters (U+0000).";
  if (!text.isWellFormed()) return "must not contain unpaired surrogate characters.";
  return undefined;
}

/**
 * Marks an issue whose message starts with the field's name when shown to the client: the
 * shared checks do not know which field they sit on, so `toIssues` (lib/contract/errors.ts)
 * puts the issue's path in front ("reference must not contain NUL characters (U+0000).").
 */
export const NAMES_FIELD = { namesField: true } as const;

/**
 * Every text field of every request (docs/code-style.md): `z.string()` plus the refusal of text
 * the database cannot store. Takes what `z.string()` takes and chains like it.
 */
export function zText(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).check((ctx) => {
    const problem = unsafeTextProblem(ctx.value);
    if (problem)
      ctx.issues.push({ code: "custom", message: problem, input: ctx.value, params: NAMES_FIELD, continue: false });
  });
}

/** A UUID in any letter case, answered as lowercase: `/{id}` in capitals names the same resource. */
export function zUuid(params?: Parameters<typeof z.uuid>[0]) {
  return z.uuid(params).toLowerCase();
}

/** How deep a JSON document from a client may nest: real documents stay well under 20 levels. */
export const MAX_JSON_DEPTH = 64;

/**
 * The first problem in a JSON value from a client (too deep, or a key or string the database
 * cannot store), with its path, or undefined. Iterative on purpose: a recursive walk, like
 * JSON.stringify, ajv and canonicalize, overflows the stack on a document nested thousands of
 * levels deep, which is exactly what this must catch first.
 */
export function jsonValueProblem(
  value: unknown,
  maxDepth = MAX_JSON_DEPTH,
): { path: (string | number)[]; message: string } | undefined {
  const stack: { value: unknown; path: (string | number)[] }[] = [{ value, path: [] }];
  while (stack.length > 0) {
    const { value: current, path } = stack.pop()!;
    if (typeof current === "string") {
      const problem = unsafeTextProblem(current);
      if (problem) return { path, message: problem };
      continue;
    }
    if (current === null || typeof current !== "object") continue;
    if (path.length >= maxDepth) return { path, message: `must not nest deeper than ${maxDepth} levels.` };
    if (Array.isArray(current)) {
      current.forEach((item, index) => stack.push({ value: item, path: [...path, index] }));
      continue;
    }
    for (const [key, item] of Object.entries(current)) {
      const problem = unsafeTextProblem(key);
      if (problem) return { path, message: `has a key that ${problem}` };
      stack.push({ value: item, path: [...path, key] });
    }
  }
  return undefined;
}

/**
 * `schema` with the JSON check in front: depth-capped and free of text the database cannot
 * store, checked before anything recursive (size checks by JSON.stringify, ajv, canonicalize)
 * touches the value. zod's own walk of a record or array of `z.unknown()` does not recurse.
 */
export function jsonChecked<T extends z.ZodType>(schema: T): T {
  return schema.check((ctx) => {
    const problem = jsonValueProblem(ctx.value);
    if (problem)
      ctx.issues.push({
        code: "custom",
        message: problem.message,
        input: ctx.value,
        path: problem.path,
        params: NAMES_FIELD,
        continue: false,
      });
  });
}

/** A JSON object a client stores as a whole (a document's data, an eBL's transport document). */
export function zJsonObject(params?: Parameters<typeof z.record>[2]) {
  // Keys are checked by jsonChecked, which names the object holding a bad key rather than echoing the key.
  return jsonChecked(z.record(z.string(), z.unknown(), params));
}
