import { defineConfig } from "drizzle-kit";

// Migrations are generated from the schema in models/ and applied by lib/db/migrate.ts,
// on PGlite and on PostgreSQL alike.
export default defineConfig({
  dialect: "postgresql",
  schema: "./models/index.ts",
  out: "./models/migrations",
  casing: "snake_case",
});
