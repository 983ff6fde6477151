import path from "node:path";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import * as schema from "@/models";
import { logger } from "@/lib/observability/logger";
import { acquireLockFile } from "./lock-file";

/** One database type for both drivers (PGlite and node-postgres). */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle; domain functions accept either. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type DbOrTx = Db | Tx;

export type DbHandle = { db: Db; driver: "pglite" | "postgres"; close: () => Promise<void> };

declare global {
  // Kept on globalThis so hot reload and several route bundles share one handle (docs/architecture.md §7).
  var __exportlyDb: Promise<DbHandle> | undefined;
}

export function migrationsFolder(): string {
  return process.env.MIGRATIONS_DIR ?? path.join(process.cwd(), "models", "migrations");
}

/** The process-wide database, opened (and migrated) on first use, never at import time. */
export async function getDb(): Promise<Db> {
  return (await getDbHandle()).db;
}

export function getDbHandle(): Promise<DbHandle> {
  globalThis.__exportlyDb ??= openDatabase({ url: process.env.DATABASE_URL }).catch((error: unknown) => {
    globalThis.__exportlyDb = undefined;
    throw error;
  });
  return globalThis.__exportlyDb;
}

/** Test and script hook: use this handle instead of opening one from the environment. */
export function setDbHandle(handle: Promise<DbHandle> | undefined): void {
  globalThis.__exportlyDb = handle;
}

export type OpenOptions = { url?: string; pgliteDir?: string; migrate?: boolean };

export async function openDatabase(options: OpenOptions = {}): Promise<DbHandle> {
  const handle = options.url ? await openPostgres(options.url) : await openPglite(options.pgliteDir);
  if (options.migrate !== false) await migrateDatabase(handle);
  return handle;
}

async function openPostgres(url: string): Promise<DbHandle> {
  const { Pool } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  // jit=off: the app's statements are index reads and aggregates of a user's rows; PostgreSQL's JIT
  // compiles any plan whose estimated cost passes jit_above_cost, which a report over 100,000
  // shipments does, and the compilation took 0.85–2 s of a 1.8–2.6 s query (bench/analytics.mjs).
  const pool = new Pool({ connectionString: url, max: Number(process.env.PG_POOL_MAX ?? 10), options: "-c jit=off" });
  // Message and code only: node-postgres errors carry the whole client object.
  pool.on("error", (error: Error & { code?: string }) =>
    logger.error({ err: { message: error.message, code: error.code } }, "database: idle client error"),
  );
  const db = drizzle(pool, { schema, casing: "snake_case" }) as unknown as Db;
  return { db, driver: "postgres", close: () => pool.end() };
}

async function openPglite(dir = process.env.PGLITE_DIR ?? path.join(process.cwd(), "data", "db")): Promise<DbHandle> {
  const release = acquireLockFile(`${dir}.lock`);
  try {
    const { PGlite } = await import("@electric-sql/pglite");
    const { drizzle } = await import("drizzle-orm/pglite");
    const client = await PGlite.create({ dataDir: dir, startParams: await pgliteStartParams() });
    const db = drizzle(client, { schema, casing: "snake_case" }) as unknown as Db;
    return {
      db,
      driver: "pglite",
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/**
 * PGlite starts with PostgreSQL's default 128 MB of shared buffers, all inside the WASM heap of
 * the app process. 32 MB keeps a small business's working set and takes about 150 MB less RSS
 * (measured; docs/architecture.md §6 budget); files stay cached by the operating system either way.
 */
export async function pgliteStartParams(): Promise<string[]> {
  const { PGlite } = await import("@electric-sql/pglite");
  return [...PGlite.defaultStartParams, "-c", `shared_buffers=${process.env.PGLITE_SHARED_BUFFERS ?? "32MB"}`];
}

export async function migrateDatabase(handle: DbHandle): Promise<void> {
  const migrationsConfig = { migrationsFolder: migrationsFolder() };
  if (handle.driver === "pglite") {
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    await migrate(handle.db as never, migrationsConfig);
  } else {
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    await migrate(handle.db as never, migrationsConfig);
  }
}
