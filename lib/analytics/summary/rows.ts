import type { SQL } from "drizzle-orm";
import type { DbOrTx } from "@/lib/db/client";

/** Rows of a raw query; both drivers (node-postgres and PGlite) answer `{ rows }`. */
export async function rowsOf<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
