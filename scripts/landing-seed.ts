/**
 * Part of `scripts/landing-screenshots.mjs`: the demo companies whose screens the landing page
 * shows, written into the temporary PGlite database (PGLITE_DIR) before the app starts. Their
 * business verification is recorded as approved and their addresses as proven, as an admin and
 * the confirmation mail would have done; everything else (network, shipments, documents, the eBL
 * and its transfers) goes through the app's HTTP API afterwards. Prints the accounts as JSON.
 */
import { randomBytes } from "node:crypto";
import { businessVerifications, users } from "../models";
import { hashPassword } from "../lib/auth/password";
import { openDatabase } from "../lib/db/client";

const COMPANIES = [
  {
    key: "exporter",
    role: "exporter",
    firstName: "Asha",
    lastName: "Verma",
    company: "Shakti Garments Private Limited",
    email: "asha@shakti-garments.example",
  },
  {
    key: "carrier",
    role: "shipping_line",
    firstName: "Farid",
    lastName: "Khan",
    company: "Blue Ocean Lines Private Limited",
    email: "farid@blue-ocean-lines.example",
  },
  {
    key: "bank",
    role: "bank",
    firstName: "Meera",
    lastName: "Iyer",
    company: "Coastal Bank Limited",
    email: "meera@coastal-bank.example",
  },
] as const;

async function main() {
  const handle = await openDatabase({ pgliteDir: process.env.PGLITE_DIR });
  const accounts: Record<string, { email: string; password: string; name: string; company: string }> = {};
  try {
    const now = new Date();
    for (const c of COMPANIES) {
      const password = `Demo-${randomBytes(12).toString("base64url")}`;
      const [row] = await handle.db
        .insert(users)
        .values({
          email: c.email,
          passwordHash: await hashPassword(password),
          firstName: c.firstName,
          lastName: c.lastName,
          role: c.role,
          company: c.company,
          country: "IN",
          verificationState: "verified",
          emailVerifiedAt: now,
        })
        .returning({ id: users.id });
      await handle.db.insert(businessVerifications).values({
        userId: row!.id,
        details: {
          legalName: c.company,
          entityType: "private_limited",
          country: "IN",
          address: { line1: "12 Marine Drive", city: "Mumbai", state: "Maharashtra", postalCode: "400001" },
          signatory: { name: `${c.firstName} ${c.lastName}`, designation: "Director", email: c.email },
        },
        submittedAt: now,
        reviewedAt: now,
      });
      accounts[c.key] = { email: c.email, password, name: `${c.firstName} ${c.lastName}`, company: c.company };
    }
  } finally {
    await handle.close();
  }
  process.stdout.write(`${JSON.stringify(accounts)}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
