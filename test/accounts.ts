import { eq } from "drizzle-orm";
import { ensureAdmin } from "@/lib/accounts/ensure-admin";
import { getDb } from "@/lib/db/client";
import { users } from "@/models";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as register } from "@/app/api/auth/register/route";
import { call, PASSWORD, uniqueEmail } from "./http";

export type TestUser = { id: string; email: string; token: string };

/**
 * Registers a user through the real endpoint and returns its session token. The address counts as
 * proven, as if the confirmation code had been entered (the suites that test the confirmation
 * itself pass `{ proven: false }` and use the mailed code or link).
 */
export async function registerTestUser(
  overrides: Record<string, unknown> = {},
  { proven = true }: { proven?: boolean } = {},
): Promise<TestUser> {
  const email = typeof overrides.email === "string" ? overrides.email : uniqueEmail();
  const res = await call(register, {
    method: "POST",
    json: { email, password: PASSWORD, firstName: "Asha", lastName: "Verma", role: "exporter", ...overrides },
  });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
  if (proven) {
    await (await getDb()).update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, res.body.user.id));
  }
  return { id: res.body.user.id, email, token: res.body.token };
}

/** An admin made the way the app bootstraps one (ensureAdmin), signed in through the login endpoint. */
export async function createTestAdmin(): Promise<TestUser> {
  const email = uniqueEmail("admin");
  await ensureAdmin({ db: await getDb(), email, password: PASSWORD });
  const res = await call(login, { method: "POST", json: { email, password: PASSWORD } });
  if (res.status !== 200) throw new Error(`admin login failed: ${res.status}`);
  return { id: res.body.user.id, email, token: res.body.token };
}
