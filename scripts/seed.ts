/**
 * `npm run seed` (only when asked, never on start): one user per role and an admin, with their
 * credentials printed. Existing seed accounts are left as they are.
 */
import { randomBytes } from "node:crypto";
import { REGISTRABLE_ROLES, users } from "../models";
import { ensureAdmin } from "../lib/accounts/ensure-admin";
import { findUserByEmail } from "../lib/accounts/queries";
import { hashPassword } from "../lib/auth/password";
import { openDatabase } from "../lib/db/client";

async function main() {
  const handle = await openDatabase({ url: process.env.DATABASE_URL });
  const rows: { role: string; email: string; password: string }[] = [];
  try {
    for (const role of REGISTRABLE_ROLES) {
      const email = `${role.replace(/_/g, "-")}@seed.exportly.local`;
      if (await findUserByEmail(handle.db, email)) {
        rows.push({ role, email, password: "(exists; unchanged)" });
        continue;
      }
      const password = `Seed-${randomBytes(9).toString("base64url")}`;
      const [firstName, ...rest] = role.split("_").map((w) => w[0]!.toUpperCase() + w.slice(1));
      await handle.db.insert(users).values({
        email,
        passwordHash: await hashPassword(password),
        firstName: firstName!,
        lastName: rest.join(" ") || "User",
        role,
        company: `Sample ${role.replace(/_/g, " ")} company`,
        // Sample accounts on reserved addresses nobody reads: treated as proven so sharing works at once.
        emailVerifiedAt: new Date(),
        country: "IN",
      });
      rows.push({ role, email, password });
    }
    const adminEmail = process.env.ADMIN_EMAIL ?? "admin@seed.exportly.local";
    const adminPassword = process.env.ADMIN_PASSWORD ?? `Admin-${randomBytes(12).toString("base64url")}`;
    const { outcome, message } = await ensureAdmin({ db: handle.db, email: adminEmail, password: adminPassword });
    console.log(message);
    rows.push({
      role: "admin",
      email: adminEmail,
      password: outcome === "refused" ? "(refused: see above)" : adminPassword,
    });
    console.log("Seed accounts (sign in at /login):");
    console.table(rows);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error((error as Error).message ?? error);
  process.exit(1);
});
