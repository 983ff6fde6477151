import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as register } from "@/app/api/auth/register/route";
import { getDb } from "@/lib/db/client";
import { auditLog, users } from "@/models";
import { call, PASSWORD, uniqueEmail } from "@/test/http";
import { ensureAdmin } from "./ensure-admin";

describe("ensureAdmin (ADMIN_EMAIL/ADMIN_PASSWORD bootstrap and npm run create-admin)", () => {
  it("creates a verified admin who can sign in, once", async () => {
    const db = await getDb();
    const email = uniqueEmail("admin");
    expect(await ensureAdmin({ db, email, password: PASSWORD })).toBe("created");
    expect(await ensureAdmin({ db, email, password: PASSWORD })).toBe("unchanged");
    const res = await call(login, { method: "POST", json: { email, password: PASSWORD } });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ role: "admin", verificationState: "verified" });
  });

  it("promotes an existing account without touching its password, with an audit entry", async () => {
    const db = await getDb();
    const email = uniqueEmail();
    const reg = await call(register, {
      method: "POST",
      json: { email, password: PASSWORD, firstName: "A", lastName: "B", role: "bank" },
    });
    expect(await ensureAdmin({ db, email, password: "Some-other-pass-1" })).toBe("promoted");
    const [row] = await db.select().from(users).where(eq(users.id, reg.body.user.id));
    expect(row?.role).toBe("admin");
    expect((await call(login, { method: "POST", json: { email, password: PASSWORD } })).status).toBe(200);
    const audit = await db.select().from(auditLog).where(eq(auditLog.entityId, reg.body.user.id));
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
