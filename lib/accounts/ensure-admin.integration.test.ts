import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as login } from "@/app/api/auth/login/route";
import { GET as profile } from "@/app/api/auth/profile/route";
import { getDb } from "@/lib/db/client";
import { auditLog, users } from "@/models";
import { registerTestUser } from "@/test/accounts";
import { call, PASSWORD, uniqueEmail } from "@/test/http";
import { ensureAdmin } from "./ensure-admin";

describe("ensureAdmin (ADMIN_EMAIL/ADMIN_PASSWORD bootstrap and npm run create-admin)", () => {
  it("creates a verified admin who can sign in, once, and says so", async () => {
    const db = await getDb();
    const email = uniqueEmail("admin");
    const created = await ensureAdmin({ db, email, password: PASSWORD });
    expect(created).toEqual({ outcome: "created", message: `Admin ${email}: created with the given password.` });
    expect((await ensureAdmin({ db, email, password: PASSWORD })).outcome).toBe("unchanged");
    const res = await call(login, { method: "POST", json: { email, password: PASSWORD } });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ role: "admin", verificationState: "verified", emailVerified: true });
  });

  it("sets the given password on an existing admin and signs its sessions out", async () => {
    const db = await getDb();
    const email = uniqueEmail("admin");
    await ensureAdmin({ db, email, password: PASSWORD });
    const session = await call(login, { method: "POST", json: { email, password: PASSWORD } });
    const next = "Another-Admin-Pass-42";
    const result = await ensureAdmin({ db, email, password: next });
    expect(result.outcome).toBe("password-set");
    expect(result.message).toMatch(/password was set/);
    expect((await call(login, { method: "POST", json: { email, password: PASSWORD } })).status).toBe(401);
    expect((await call(login, { method: "POST", json: { email, password: next } })).status).toBe(200);
    expect((await call(profile, { token: session.body.token })).status).toBe(401);
  });

  it("never promotes an account it did not create whose address is not proven, and changes nothing", async () => {
    const db = await getDb();
    const email = uniqueEmail();
    // Someone registered the address the operator configured, before the operator did.
    const squatter = await registerTestUser({ email, role: "bank" }, { proven: false });
    const result = await ensureAdmin({ db, email, password: "Operator-Pass-42" });
    expect(result.outcome).toBe("refused");
    expect(result.message).toMatch(/NOT promoted/);
    const [row] = await db.select().from(users).where(eq(users.id, squatter.id));
    expect(row?.role).toBe("bank");
    // The password stays the squatter's, and the operator's does not open the account.
    expect((await call(login, { method: "POST", json: { email, password: PASSWORD } })).status).toBe(200);
    expect((await call(login, { method: "POST", json: { email, password: "Operator-Pass-42" } })).status).toBe(401);
  });

  it("promotes an account whose address is proven, sets the given password, with an audit entry", async () => {
    const db = await getDb();
    const user = await registerTestUser({ role: "bank" }, { proven: true });
    const next = "Some-other-pass-1";
    const result = await ensureAdmin({ db, email: user.email, password: next });
    expect(result.outcome).toBe("promoted");
    expect(result.message).toMatch(/is now an admin; its password was set/);
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    expect(row?.role).toBe("admin");
    expect((await call(login, { method: "POST", json: { email: user.email, password: PASSWORD } })).status).toBe(401);
    expect((await call(login, { method: "POST", json: { email: user.email, password: next } })).status).toBe(200);
    const audit = await db.select().from(auditLog).where(eq(auditLog.entityId, user.id));
    expect(audit.map((a) => a.action)).toContain("user.promoted_to_admin");
  });

  it("refuses a bad email or a weak password with a clear message", async () => {
    const db = await getDb();
    await expect(ensureAdmin({ db, email: "nope", password: PASSWORD })).rejects.toThrow(/valid email/);
    await expect(ensureAdmin({ db, email: uniqueEmail(), password: "password" })).rejects.toThrow(
      /at least 8|most common/,
    );
  });
});
