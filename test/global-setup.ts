import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { migrationsFolder } from "../lib/db/client";

declare module "vitest" {
  export interface ProvidedContext {
    /** PostgreSQL: the template database every test file clones. */
    pgTemplate: string | null;
    /** PGlite: the migrated data directory dump every test file loads. */
    pgliteTemplate: string | null;
  }
}

/**
 * Migrates one template database once (docs/architecture.md §7): PGlite dumps a migrated data directory
 * that each file loads (0.7 s instead of 3 s); on PostgreSQL (TEST_DATABASE_URL) each file
 * clones a migrated template database.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const { default: pg } = await import("pg");
    const template = `${new URL(url).pathname.slice(1)}_tmpl`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${template}"`);
    await admin.query(`CREATE DATABASE "${template}"`);
    await admin.end();
    const templateUrl = new URL(url);
    templateUrl.pathname = `/${template}`;
    const client = new pg.Client({ connectionString: templateUrl.toString() });
    await client.connect();
    const { drizzle } = await import("drizzle-orm/node-postgres");
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    await migrate(drizzle(client), { migrationsFolder: migrationsFolder() });
    await client.end();
    project.provide("pgTemplate", template);
    project.provide("pgliteTemplate", null);
    return async () => {
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS "${template}"`);
      await cleanup.end();
    };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  const client = await PGlite.create();
  await migrate(drizzle(client), { migrationsFolder: migrationsFolder() });
  const dump = await client.dumpDataDir("none");
  await client.close();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "exportly-test-")), "template.tar");
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgTemplate", null);
  project.provide("pgliteTemplate", file);
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}
