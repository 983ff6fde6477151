import { eq } from "drizzle-orm";
import { afterAll } from "vitest";
import { POST as approve } from "@/app/api/admin/verifications/[userId]/approve/route";
import { PATCH as respond, POST as invite } from "@/app/api/network/route";
import { PUT as submitVerification } from "@/app/api/users/verify/route";
import { actorFor, type Actor } from "@/lib/auth/actor";
import { getDb } from "@/lib/db/client";
import { eblNoticesSent } from "@/lib/ebl/notify";
import { clearLimit } from "@/lib/limits/limiter";
import { KYC_DOCUMENT_TYPES } from "@/lib/verification/document-types";
import { users } from "@/models";
import { createTestAdmin, registerTestUser, type TestUser } from "./accounts";
import { call } from "./http";
import { INDIAN_BUSINESS, uploadDocuments } from "./verification";

export { sampleTransportDocument } from "./ebl-documents";

export type EblUser = TestUser & { role: string; legalName: string };

let admin: Promise<TestUser> | undefined;

// eBL notices go out in the background: let them finish before the file's database closes.
afterAll(() => eblNoticesSent());

/**
 * A business verified the way production verifies one: registered, KYC documents uploaded,
 * verification submitted and approved by an admin, each through its real endpoint. Needs a blob
 * store (withTemporaryBlobStore) for the documents.
 */
export async function registerVerifiedUser(role: string, legalName: string, firstName = "Asha"): Promise<EblUser> {
  const user = await registerTestUser({ role, firstName, company: `${legalName} (profile)` });
  await uploadDocuments(user, KYC_DOCUMENT_TYPES);
  const submitted = await call(submitVerification, {
    method: "PUT",
    token: user.token,
    json: { ...INDIAN_BUSINESS, legalName },
  });
  if (submitted.status !== 200)
    throw new Error(`verification submit failed: ${submitted.status} ${JSON.stringify(submitted.body)}`);
  admin ??= createTestAdmin();
  const reviewer = await admin;
  const approved = await call(approve, {
    method: "POST",
    token: reviewer.token,
    params: { userId: user.id },
    json: {},
  });
  if (approved.status !== 200) throw new Error(`approval failed: ${approved.status} ${JSON.stringify(approved.body)}`);
  return { ...user, role, legalName };
}

/** A registered account that never verified its business. */
export async function registerUnverifiedUser(role: string, firstName = "Uma"): Promise<EblUser> {
  const user = await registerTestUser({ role, firstName, company: `${firstName} Trading` });
  return { ...user, role, legalName: `${firstName} Trading` };
}

/** The Actor a route would resolve for this user: for calling the domain functions directly. */
export async function actorOf(user: { id: string }): Promise<Actor> {
  const [row] = await (await getDb()).select().from(users).where(eq(users.id, user.id));
  if (!row) throw new Error(`no user ${user.id}`);
  return actorFor(row, "bearer", null, null);
}

/**
 * Connects every pair of these accounts through the network endpoints (the first of a pair
 * invites, the second approves): a draft may name only accounts that already work with its
 * creator (lib/network/relationship.ts), as real traders would be.
 */
export async function connectAccounts(...accounts: TestUser[]): Promise<void> {
  for (let i = 0; i < accounts.length; i++) {
    for (let j = i + 1; j < accounts.length; j++) {
      const [a, b] = [accounts[i]!, accounts[j]!];
      const invited = await call(invite, { method: "POST", token: a.token, json: { email: b.email } });
      if (invited.status !== 201 && invited.status !== 409)
        throw new Error(`invitation failed: ${invited.status} ${JSON.stringify(invited.body)}`);
      if (invited.status === 409) continue;
      const approved = await call(respond, {
        method: "PATCH",
        token: b.token,
        json: { email: a.email, status: "CONNECTED" },
      });
      if (approved.status !== 200)
        throw new Error(`approval failed: ${approved.status} ${JSON.stringify(approved.body)}`);
    }
  }
}

/**
 * Forgets these accounts' recipient look-ups: every party a draft names counts against that
 * cap (30 a minute), and a test file drafts more bills than a person would in a minute.
 */
export async function forgetLookups(...accounts: { id: string }[]): Promise<void> {
  await Promise.all(accounts.map((account) => clearLimit("recipientLookup", account.id)));
}
