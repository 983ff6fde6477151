import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as audit } from "@/app/api/admin/audit/route";
import { POST as markContacted } from "@/app/api/admin/demo-requests/[id]/contacted/route";
import { GET as exportCsv } from "@/app/api/admin/demo-requests/export/route";
import { GET as demoList } from "@/app/api/admin/demo-requests/route";
import { GET as outbox } from "@/app/api/admin/outbox/route";
import { GET as pageviews } from "@/app/api/admin/pageviews/route";
import { PUT as changeRole } from "@/app/api/admin/users/[id]/role/route";
import { GET as userOverview } from "@/app/api/admin/users/[id]/route";
import { DELETE as revokeSessions } from "@/app/api/admin/users/[id]/sessions/route";
import { GET as userList } from "@/app/api/admin/users/route";
import { POST as recordView } from "@/app/api/analytics/pageview/route";
import { GET as profile } from "@/app/api/auth/profile/route";
import { POST as createShipment } from "@/app/api/shipments/route";
import { auditSentence } from "@/lib/audit/audit-sentence";
import { getDb } from "@/lib/db/client";
import { sendMail } from "@/lib/mail/send-mail";
import { auditLog, demoRequests, pageViews } from "@/models";
import { createTestAdmin, registerTestUser, type TestUser } from "@/test/accounts";
import { call } from "@/test/http";
import { neutraliseFormula } from "./export-demo-requests-csv";

let admin: TestUser;
beforeAll(async () => {
  admin = await createTestAdmin();
});

describe("users", () => {
  it("searches by email, name or company (LIKE wildcards taken literally) and pages newest first", async () => {
    const tag = `zq${Date.now()}`;
    const a = await registerTestUser({ lastName: `Alpha${tag}` });
    const b = await registerTestUser({ lastName: `Beta${tag}` });
    const found = await call(userList, { token: admin.token, path: `/api/admin/users?q=${tag}` });
    expect(found.status).toBe(200);
    expect(found.body.users.map((u: { id: string }) => u.id)).toEqual([b.id, a.id]);
    expect(JSON.stringify(found.body)).not.toMatch(/passwordHash|token/);
    const page1 = await call(userList, { token: admin.token, path: `/api/admin/users?q=${tag}&limit=1` });
    expect(page1.body.users).toHaveLength(1);
    const page2 = await call(userList, {
      token: admin.token,
      path: `/api/admin/users?q=${tag}&limit=1&cursor=${page1.body.nextCursor}`,
    });
    expect(page2.body.users.map((u: { id: string }) => u.id)).toEqual([a.id]);
    expect(page2.body.nextCursor).toBeNull();
    expect((await call(userList, { token: admin.token, path: "/api/admin/users?q=%25%25%25_" })).body.users).toEqual(
      [],
    );
    expect((await call(userList, { token: admin.token, path: "/api/admin/users?role=pirate" })).status).toBe(400);
    expect((await call(userList, { token: admin.token, path: "/api/admin/users?limit=500" })).status).toBe(400);
  });

  it("shows one user with sessions and tokens; 404 for an unknown id", async () => {
    const user = await registerTestUser();
    const res = await call(userOverview, { token: admin.token, params: { id: user.id } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      user: { id: user.id },
      verification: { state: "unverified", submittedAt: null },
      activeSessions: 1,
      apiTokens: 0,
    });
    expect(
      (await call(userOverview, { token: admin.token, params: { id: "00000000-0000-4000-8000-000000000000" } })).status,
    ).toBe(404);
  });

  it("changes a role with an audit entry; never the admin's own", async () => {
    const user = await registerTestUser();
    const res = await call(changeRole, {
      method: "PUT",
      token: admin.token,
      params: { id: user.id },
      json: { role: "bank" },
    });
    expect(res.status).toBe(200);
    expect(res.body.user.role).toBe("bank");
    const entries = await (
      await getDb()
    )
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, user.id), eq(auditLog.action, "user.role_changed")));
    expect(entries).toEqual([expect.objectContaining({ actorId: admin.id, data: { from: "exporter", to: "bank" } })]);
    expect(
      (await call(changeRole, { method: "PUT", token: admin.token, params: { id: user.id }, json: { role: "pirate" } }))
        .status,
    ).toBe(400);
    expect(
      (await call(changeRole, { method: "PUT", token: admin.token, params: { id: admin.id }, json: { role: "bank" } }))
        .status,
    ).toBe(422);
  });

  it("revokes every session (and personal API token) of a user at once", async () => {
    const user = await registerTestUser();
    expect((await call(profile, { token: user.token })).status).toBe(200);
    const res = await call(revokeSessions, { method: "DELETE", token: admin.token, params: { id: user.id } });
    expect(res.body).toEqual({ revoked: 1, revokedTokens: 0 });
    expect((await call(profile, { token: user.token })).status).toBe(401);
  });
});

describe("demo requests", () => {
  it("lists newest first, marks contacted (idempotent, audited) and exports CSV with formulas neutralised", async () => {
    const db = await getDb();
    const [older] = await db
      .insert(demoRequests)
      .values({
        fullName: '=HYPERLINK("http://evil")',
        company: "Acme, Inc.",
        email: "a@example.com",
        phone: "+91 98 7654 3210",
        message: 'Line 1\nLine "2"',
        ip: "10.0.0.1",
        createdAt: new Date(Date.now() - 60_000),
      })
      .returning();
    const [newer] = await db
      .insert(demoRequests)
      .values({
        fullName: "Ravi Kumar",
        company: "Kumar Exports",
        email: "ravi@example.com",
        phone: "9876543210",
        ip: "10.0.0.2",
      })
      .returning();

    const list = await call(demoList, { token: admin.token, path: "/api/admin/demo-requests?status=new" });
    const ids = list.body.demoRequests.map((d: { id: string }) => d.id);
    expect(ids.indexOf(newer!.id)).toBeLessThan(ids.indexOf(older!.id));

    const marked = await call(markContacted, { method: "POST", token: admin.token, params: { id: newer!.id } });
    expect(marked.body.demoRequest).toMatchObject({
      id: newer!.id,
      contactedAt: expect.any(String),
      contactedBy: admin.id,
    });
    const again = await call(markContacted, { method: "POST", token: admin.token, params: { id: newer!.id } });
    expect(again.body.demoRequest.contactedAt).toBe(marked.body.demoRequest.contactedAt);
    expect(
      await db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, newer!.id), eq(auditLog.action, "demo_request.contacted"))),
    ).toHaveLength(1);
    expect(
      (await call(demoList, { token: admin.token, path: "/api/admin/demo-requests?status=new" })).body.demoRequests.map(
        (d: { id: string }) => d.id,
      ),
    ).not.toContain(newer!.id);
    expect(
      (
        await call(markContacted, {
          method: "POST",
          token: admin.token,
          params: { id: "00000000-0000-4000-8000-000000000000" },
        })
      ).status,
    ).toBe(404);

    const csv = await call(exportCsv, { token: admin.token, path: "/api/admin/demo-requests/export" });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("content-disposition")).toMatch(
      /^attachment; filename="demo-requests-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(csv.headers.get("cache-control")).toBe("private, no-store");
    const text = csv.body as string;
    expect(text.split("\n")[0]).toBe("Requested at (UTC),Full name,Company,Email,Phone,Message,Contacted at (UTC)");
    expect(text).toContain(
      `"'=HYPERLINK(""http://evil"")","Acme, Inc.",a@example.com,'+91 98 7654 3210,"Line 1\nLine ""2"""`,
    );
    expect(text).toContain("Ravi Kumar,Kumar Exports,ravi@example.com,9876543210,,");
  });

  it("neutraliseFormula prefixes only formula starters", () => {
    expect(["=1", "+1", "-1", "@a", "\tx", "ok", "a=b"].map(neutraliseFormula)).toEqual([
      "'=1",
      "'+1",
      "'-1",
      "'@a",
      "'\tx",
      "ok",
      "a=b",
    ]);
  });
});

describe("outbox, audit log and page views", () => {
  it("lists mail kept without SMTP, newest first", async () => {
    const previous = process.env.SMTP_URL;
    delete process.env.SMTP_URL;
    try {
      await sendMail({
        to: "outbox-test@example.com",
        subject: "Kept in the outbox",
        text: "Hello",
        html: "<p>Hello</p>",
      });
    } finally {
      if (previous !== undefined) process.env.SMTP_URL = previous;
    }
    const res = await call(outbox, { token: admin.token, path: "/api/admin/outbox?limit=5" });
    expect(res.body.messages[0]).toMatchObject({
      to: "outbox-test@example.com",
      subject: "Kept in the outbox",
      text: "Hello",
      status: "stored",
    });
  });

  it("filters the audit log by actor (id or email), entity, action prefix and date range, and pages", async () => {
    const user = await registerTestUser();
    await call(changeRole, { method: "PUT", token: admin.token, params: { id: user.id }, json: { role: "surveyor" } });
    await call(revokeSessions, { method: "DELETE", token: admin.token, params: { id: user.id } });
    const q = (s: string) => call(audit, { token: admin.token, path: `/api/admin/audit?${s}` });

    const byEntity = await q(`entityType=user&entityId=${user.id}`);
    expect(byEntity.body.entries.map((e: { action: string }) => e.action)).toEqual([
      "user.sessions_revoked",
      "user.role_changed",
      "user.registered",
    ]);
    const byActor = await q(`actor=${encodeURIComponent(admin.email.toUpperCase())}&entityId=${user.id}`);
    expect(byActor.body.entries.map((e: { action: string }) => e.action)).toEqual([
      "user.sessions_revoked",
      "user.role_changed",
    ]);
    expect(byActor.body.entries[0].actorEmail).toBe(admin.email);
    expect((await q(`actor=${admin.id}&entityId=${user.id}`)).body.entries).toHaveLength(2);
    expect((await q(`action=user&entityId=${user.id}`)).body.entries).toHaveLength(3);
    expect((await q(`action=user.role_changed&entityId=${user.id}`)).body.entries).toHaveLength(1);
    const today = new Date().toISOString().slice(0, 10);
    expect((await q(`from=${today}&to=${today}&entityId=${user.id}`)).body.entries).toHaveLength(3);
    expect((await q(`to=2000-01-01&entityId=${user.id}`)).body.entries).toHaveLength(0);
    const page = await q(`entityId=${user.id}&limit=2`);
    expect(page.body.entries).toHaveLength(2);
    expect(
      (await q(`entityId=${user.id}&limit=2&cursor=${page.body.nextCursor}`)).body.entries.map(
        (e: { action: string }) => e.action,
      ),
    ).toEqual(["user.registered"]);
    expect((await q("from=yesterday")).status).toBe(400);
  });

  it("names the actor and the shipment of each entry, so it reads as a sentence", async () => {
    const user = await registerTestUser({ firstName: "Asha", lastName: "Rao" });
    const reference = `AUD-${Date.now()}`;
    const created = await call(createShipment, {
      method: "POST",
      token: user.token,
      json: { reference, templates: ["commercial_invoice"] },
    });
    expect(created.status).toBe(201);
    const res = await call(audit, {
      token: admin.token,
      path: `/api/admin/audit?entityType=shipment&entityId=${created.body.shipment.id}`,
    });
    expect(res.body.entries).toHaveLength(1);
    expect(res.body.entries[0]).toMatchObject({ actorName: "Asha Rao", shipmentReference: reference });
    expect(auditSentence(res.body.entries[0])).toBe(`Asha Rao created shipment ${reference}.`);
    // A system entry (no actor) has no name.
    const system = await call(audit, { token: admin.token, path: "/api/admin/audit?action=user.admin_created" });
    for (const entry of system.body.entries) expect(entry.actorName).toBeNull();
  });

  it("counts views per path (without the query) and per day, with empty days as 0", async () => {
    const path = `/kyc-test-${Date.now()}`;
    for (const p of [path, `${path}?tab=a`, `${path}?tab=b`])
      expect((await call(recordView, { method: "POST", json: { path: p } })).status).toBe(204);
    const db = await getDb();
    const threeDaysAgo = new Date(Date.now() - 3 * 24 * 60 * 60 * 1000);
    await db.insert(pageViews).values({ path, createdAt: threeDaysAgo });
    const res = await call(pageviews, { token: admin.token, path: "/api/admin/pageviews" });
    expect(res.status).toBe(200);
    expect(res.body.byPath).toEqual(expect.arrayContaining([{ path, views: 4 }]));
    expect(res.body.byDay).toHaveLength(30);
    const today = new Date().toISOString().slice(0, 10);
    expect(res.body.byDay.at(-1).day).toBe(today);
    expect(
      res.body.byDay.find((d: { day: string }) => d.day === threeDaysAgo.toISOString().slice(0, 10)).views,
    ).toBeGreaterThanOrEqual(1);
    expect(res.body.byDay.reduce((s: number, d: { views: number }) => s + d.views, 0)).toBe(res.body.total);
    const ranged = await call(pageviews, {
      token: admin.token,
      path: `/api/admin/pageviews?from=${today}&to=${today}`,
    });
    expect(ranged.body.byDay).toEqual([{ day: today, views: expect.any(Number) }]);
    expect(ranged.body.byPath).toEqual(expect.arrayContaining([{ path, views: 3 }]));
    expect(
      (await call(pageviews, { token: admin.token, path: `/api/admin/pageviews?from=${today}&to=2000-01-01` })).status,
    ).toBe(400);
  });
});
