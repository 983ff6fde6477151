import { z } from "zod";

/**
 * Request pieces every domain's endpoints share (docs/code-style.md): define them here once,
 * never again in a domain's schemas.
 */

/** `/{id}` of any resource: a UUID (docs/architecture.md §3: identifiers are UUIDs). */
export const ZIdParams = z.object({ id: z.uuid() });

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
