import { sql } from "drizzle-orm";
import type { DbOrTx } from "@/lib/db/client";
import { envelopeEntries } from "@/models";
import { configuredKeyIds, MissingSigningKeyError } from "./keys";

/** The `kid` of a compact JWS protected header (base64url JSON); undefined when it is not one. */
function kidOf(encodedHeader: string): string | undefined {
  try {
    const header = JSON.parse(Buffer.from(encodedHeader, "base64url").toString("utf8")) as { kid?: unknown };
    return typeof header.kid === "string" ? header.kid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * At start: every key that signed a chain entry must still be configured (docs/ebl.md). Without
 * this, a lost key file (a new container without its volume, a wrong EBL_KEYS_DIR) would make the
 * server quietly generate a fresh key, publish a JWKS without the old one, and every eBL issued
 * so far would fail verification. Entries share one protected header per key and algorithm, so
 * the distinct headers are a handful of strings however long the chains are.
 */
export async function assertSigningKeysCoverChain(db: DbOrTx): Promise<void> {
  const rows = await db
    .selectDistinct({ header: sql<string>`split_part(${envelopeEntries.signedContent}, '.', 1)` })
    .from(envelopeEntries);
  if (rows.length === 0) return;
  const known = new Set(configuredKeyIds());
  const missing = new Set<string>();
  for (const { header } of rows) {
    const kid = kidOf(header);
    if (kid && !known.has(kid)) missing.add(kid);
  }
  if (missing.size > 0) throw new MissingSigningKeyError([...missing].sort());
}
