/** `npm run db:migrate`: applies the migrations in models/migrations to DATABASE_URL or ./data/db. */
import { openDatabase } from "../lib/db/client";

const handle = await openDatabase({ url: process.env.DATABASE_URL });
console.log(`Migrations applied (${handle.driver}).`);
await handle.close();
