import fs from "node:fs";
import { randomUUID } from "node:crypto";
import { afterAll, inject } from "vitest";
import * as schema from "../models";
import { openDatabase, pgliteStartParams, setDbHandle, type Db, type DbHandle } from "../lib/db/client";

/**
 * Gives each test file its own database, cloned from the migrated template: a PGlite instance
 * loaded from the dump, or a PostgreSQL database created from the template database.
 */
async function openTestDatabase(): Promise<DbHandle> {
  const pgTemplate = inject("pgTemplate");
  const url = process.env.TEST_DATABASE_URL;
  if (pgTemplate && url) {
    const { default: pg } = await import("pg");
    const name = `${pgTemplate.replace(/_tmpl$/, "")}_f_${randomUUID().replace(/-/g, "").slice(0, 12)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${pgTemplate}"`);
    await admin.end();
    const fileUrl = new URL(url);
    fileUrl.pathname = `/${name}`;
    // The app's own PostgreSQL opener; the template is migrated already.
    const handle = await openDatabase({ url: fileUrl.toString(), migrate: false });
    return {
      ...handle,
      close: async () => {
        await handle.close();
        const cleanup = new pg.Client({ connectionString: url });
        await cleanup.connect();
        await cleanup.query(`DROP DATABASE IF EXISTS "${name}"`);
        await cleanup.end();
      },
    };
  }
  const template = inject("pgliteTemplate");
  if (!template) throw new Error("No test database template was provided by global setup.");
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const client = await PGlite.create({
    loadDataDir: new Blob([fs.readFileSync(template)]),
    startParams: await pgliteStartParams(),
  });
  const db = drizzle(client, { schema, casing: "snake_case" }) as unknown as Db;
  return { db, driver: "pglite", close: () => client.close() };
}

const handle = openTestDatabase();
setDbHandle(handle);
afterAll(async () => {
  // The job queue (lib/jobs) runs on this database: stop it first, or its polling outlives the handle.
  const { stopJobs } = await import("../lib/jobs/boss");
  await stopJobs(1000);
  await (await handle).close();
  setDbHandle(undefined);
});
