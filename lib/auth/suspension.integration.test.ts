import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as reinstate } from "@/app/api/admin/users/[id]/reinstate/route";
import { POST as suspend } from "@/app/api/admin/users/[id]/suspend/route";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as logout } from "@/app/api/auth/logout/route";
import { GET as profile } from "@/app/api/auth/profile/route";
import { POST as createContact } from "@/app/api/contacts/route";
import { PUT as updateUser } from "@/app/api/users/[id]/route";
import { DELETE as deleteToken } from "@/app/api/users/me/tokens/[id]/route";
import { GET as listTokens, POST as createToken } from "@/app/api/users/me/tokens/route";
import { GET as myVerification } from "@/app/api/users/verify/route";
import { getDb } from "@/lib/db/client";
import { users } from "@/models";
import { createTestAdmin, registerTestUser } from "@/test/accounts";
import { call, PASSWORD } from "@/test/http";
import { ACCOUNT_SUSPENDED_MESSAGE } from "./suspension";

/** A verified business with a personal API token, suspended by an admin through the real endpoint. */
async function suspendedBusiness() {
  const admin = await createTestAdmin();
  const user = await registerTestUser();
  await (await getDb()).update(users).set({ verificationState: "verified" }).where(eq(users.id, user.id));
  const created = await call(createToken, { method: "POST", token: user.token, json: { name: "ERP" } });
  expect(created.status).toBe(201);
  const suspended = await call(suspend, {
    method: "POST",
    token: admin.token,
    params: { id: user.id },
    json: { reason: "Documents under investigation." },
  });
  expect(suspended.status).toBe(200);
  const signedIn = await call(login, { method: "POST", json: { email: user.email, password: PASSWORD } });
  expect(signedIn.status).toBe(200);
  return { admin, user, oldSecret: created.body.secret as string, session: signedIn.body.token as string };
}

describe("a suspended business", () => {
  it("has its tokens revoked, and a token made before answers 401", async () => {
    const { user, oldSecret } = await suspendedBusiness();
    expect((await call(profile, { token: oldSecret })).status).toBe(401);
    expect((await call(profile, { token: user.token })).status).toBe(401);
  });

  it("can sign in and read, but every other write is 403 account_suspended with a message", async () => {
    const { user, session } = await suspendedBusiness();
    const me = await call(profile, { token: session });
    expect(me.status).toBe(200);
    expect(me.body.user.verificationState).toBe("suspended");
    const why = await call(myVerification, { token: session });
    expect(why.status).toBe(200);
    expect(why.body.verification.state).toBe("suspended");
    for (const write of [
      call(updateUser, { method: "PUT", token: session, params: { id: user.id }, json: { firstName: "Mallory" } }),
      call(createContact, { method: "POST", token: session, json: {} }),
      call(createToken, { method: "POST", token: session, json: { name: "Another" } }),
    ]) {
      const res = await write;
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ code: "account_suspended", message: ACCOUNT_SUSPENDED_MESSAGE });
    }
    expect((await call(listTokens, { token: session })).body.tokens).toEqual([]);
    // Signing out is always allowed.
    expect((await call(logout, { method: "POST", token: session })).status).toBe(204);
  });

  it("a token the account holds while suspended answers 401 (one slipped in before the suspension)", async () => {
    const admin = await createTestAdmin();
    const user = await registerTestUser();
    await (await getDb()).update(users).set({ verificationState: "verified" }).where(eq(users.id, user.id));
    const created = await call(createToken, { method: "POST", token: user.token, json: { name: "ERP" } });
    // Suspended without the credential revocation (as a direct database change would do).
    await (await getDb()).update(users).set({ verificationState: "suspended" }).where(eq(users.id, user.id));
    expect((await call(profile, { token: created.body.secret })).status).toBe(401);
    const reinstated = await call(reinstate, { method: "POST", token: admin.token, params: { id: user.id }, json: {} });
    expect(reinstated.status).toBe(200);
    expect((await call(profile, { token: created.body.secret })).status).toBe(200);
    // Once reinstated, writes work again.
    const edit = await call(updateUser, {
      method: "PUT",
      token: user.token,
      params: { id: user.id },
      json: { firstName: "Asha" },
    });
    expect(edit.status).toBe(200);
    // Revoking a token is allowed even while suspended.
    await (await getDb()).update(users).set({ verificationState: "suspended" }).where(eq(users.id, user.id));
    expect(
      (await call(deleteToken, { method: "DELETE", token: user.token, params: { id: created.body.token.id } })).status,
    ).toBe(204);
  });
});
