/**
 * `npm run create-admin -- --email a@b.c --password '…'` (or ADMIN_EMAIL/ADMIN_PASSWORD):
 * creates the admin account, or makes an existing account with a confirmed address admin, and sets
 * the given password; prints what it did (lib/accounts/ensure-admin.ts). Exits 1 when it refused.
 */
import { parseArgs } from "node:util";
import { ensureAdmin, parseAdminCredentials } from "../lib/accounts/ensure-admin";
import { openDatabase } from "../lib/db/client";

async function main() {
  const { values } = parseArgs({ options: { email: { type: "string" }, password: { type: "string" } } });
  const email = values.email ?? process.env.ADMIN_EMAIL;
  const password = values.password ?? process.env.ADMIN_PASSWORD;
  if (!email || !password) {
    console.error("Usage: npm run create-admin -- --email admin@example.com --password 'a long passphrase'");
    process.exit(2);
  }
  parseAdminCredentials(email, password); // refuse bad input before opening the database
  const handle = await openDatabase({ url: process.env.DATABASE_URL });
  try {
    const { outcome, message } = await ensureAdmin({ db: handle.db, email, password });
    if (outcome === "refused") {
      console.error(message);
      process.exitCode = 1;
    } else {
      console.log(message);
    }
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error((error as Error).message ?? error);
  process.exit(1);
});
