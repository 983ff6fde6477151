import type PgBoss from "pg-boss";
import type { DbHandle } from "@/lib/db/client";

type QueryResult = { rows: unknown[]; fields?: unknown[] };
type PgliteClient = {
  query: (text: string, values?: unknown[]) => Promise<QueryResult>;
  exec: (text: string) => Promise<QueryResult[]>;
};
type PgPool = { query: (text: string, values?: unknown[]) => Promise<QueryResult> };

/**
 * pg-boss runs on the app's own connection (docs/jobs.md): the node-postgres pool on
 * PostgreSQL, the one in-process PGlite instance on the embedded default (a second PGlite
 * would be a second process on the same data directory, docs/architecture.md §7).
 *
 * pg-boss 10 expects `{ rows }` back. It sends its schema creation and maintenance as several
 * statements in one string without values (`BEGIN; …; COMMIT;`), which PGlite's extended-protocol
 * `query` refuses; those go through `exec`, and the answer is the last statement that returned
 * columns (a SELECT), else the last one.
 */
export function bossExecutor(handle: DbHandle): PgBoss.Db {
  const client = (handle.db as unknown as { $client: unknown }).$client;
  if (handle.driver === "postgres") {
    const pool = client as PgPool;
    return { executeSql: (text, values) => pool.query(text, values) };
  }
  const pglite = client as PgliteClient;
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) return pglite.query(text, values);
      const results = await pglite.exec(text);
      const withColumns = results.filter((r) => (r.fields?.length ?? 0) > 0);
      return withColumns.at(-1) ?? results.at(-1) ?? { rows: [] };
    },
  };
}
