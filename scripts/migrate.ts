/** `npm run db:migrate`: applies the migrations in models/migrations to DATABASE_URL or ./data/db. */
import { openDatabase } from "../lib/db/client";

async function main() {
  const handle = await openDatabase({ url: process.env.DATABASE_URL });
  console.log(`Migrations applied (${handle.driver}).`);
  await handle.close();
}

main().catch((error: unknown) => {
  console.error((error as Error).message ?? error);
  process.exit(1);
});
