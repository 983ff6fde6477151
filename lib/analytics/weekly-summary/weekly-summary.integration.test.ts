import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as getSubscription, PUT as putSubscription } from "@/app/api/analytics/weekly-summary/route";
import { POST as resubscribe } from "@/app/api/analytics/weekly-summary/subscribe/route";
import { POST as unsubscribe } from "@/app/api/analytics/weekly-summary/unsubscribe/route";
import { PUT as updateUserRoute } from "@/app/api/users/[id]/route";
import { getDb } from "@/lib/db/client";
import { auditLog, mailOutbox, reportSubscriptions } from "@/models";
import { describeAuditAction } from "@/lib/audit/audit-sentence";
import { createTestAdmin, registerTestUser, type TestUser } from "@/test/accounts";

import { signUnsubscribeToken } from "./token";
import { call } from "@/test/http";
import type { ReceivedMail } from "@/test/mailbox";
import { newShipment, record } from "@/test/payments";
import { withMailbox } from "@/test/suite-fixtures";
import { queueWeeklySummaries } from "./queue-weekly-summaries";

const mailbox = withMailbox();

// Monday 2026-11-23, 08:30 in Asia/Kolkata (+05:30) is 03:00 UTC: the week summarised is 16–22 Nov.
const MONDAY_0830_IST = new Date("2026-11-23T03:00:00Z");

const header = (mail: ReceivedMail, key: string) => mail.headers.find((h) => h.key === key.toLowerCase())?.value;

async function subscribe(user: TestUser, subscribed = true) {
  const res = await call(putSubscription, { method: "PUT", token: user.token, json: { subscribed } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

async function setZone(user: TestUser, timeZone: string | null) {
  const res = await call(updateUserRoute, {
    method: "PUT",
    token: user.token,
    params: { id: user.id },
    json: { timeZone },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.user;
}

async function shipped(
  user: TestUser,
  departureDate: string,
  currency: string,
  unitPrice: string,
  terms: Record<string, unknown> = {},
) {
  return newShipment(user, {
    invoice: {
      currency,
      lines: [{ quantity: "1", unitPrice }],
      charges: { departureDate, ...terms } as Record<string, string>,
    },
  });
}

let asha: TestUser;
beforeAll(async () => {
  asha = await registerTestUser({ firstName: "Asha" });
  await setZone(asha, "Asia/Kolkata");
  // This week (16–22 Nov in Kolkata): USD 100.00 and EUR 50.00; the week before: USD 30.00.
  await shipped(asha, "2026-11-18", "USD", "100.00", { creditDays: 60, creditFrom: "shipment_date" });
  await shipped(asha, "2026-11-22", "EUR", "50.00");
  await shipped(asha, "2026-11-10", "USD", "30.00");
  // Shipped 1 Oct, 30 days of credit: due 31 Oct; 50.00 paid on 1 Nov, 150.00 overdue on 22 Nov.
  const overdue = await shipped(asha, "2026-10-01", "USD", "200.00", { creditDays: 30, creditFrom: "shipment_date" });
  expect((await record(asha, overdue, { amount: "50.00", paymentDate: "2026-11-01" })).status).toBe(201);
});

describe("weekly summary subscription", () => {
  it("is off until the user subscribes, and a setting of theirs", async () => {
    const user = await registerTestUser();
    expect((await call(getSubscription, { token: user.token })).body).toEqual({ subscribed: false });
    expect(await subscribe(user)).toEqual({ subscribed: true });
    expect((await call(getSubscription, { token: user.token })).body).toEqual({ subscribed: true });
    expect(await subscribe(user, false)).toEqual({ subscribed: false });
    const bad = await call(putSubscription, { method: "PUT", token: user.token, json: { subscribed: "yes" } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("subscribed must be true or false.");
  });
});

describe("the time zone setting", () => {
  it("takes an IANA name, refuses an unknown one with a 400, and null means the browser's", async () => {
    const user = await registerTestUser();
    expect((await setZone(user, "Europe/Berlin")).timeZone).toBe("Europe/Berlin");
    const bad = await call(updateUserRoute, {
      method: "PUT",
      token: user.token,
      params: { id: user.id },
      json: { timeZone: "Mars/Olympus" },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.issues[0].path).toBe("timeZone");
    // ICU still accepts a name the tz database dropped; PostgreSQL, which counts the days, does not.
    const dropped = await call(updateUserRoute, {
      method: "PUT",
      token: user.token,
      params: { id: user.id },
      json: { timeZone: "US/Pacific-New" },
    });
    expect(dropped.status).toBe(400);
    expect(dropped.body.issues).toEqual([{ path: "timeZone", message: expect.stringContaining("US/Pacific-New") }]);
    expect((await setZone(user, null)).timeZone).toBeNull();
    // Saved with the profile, so audited as a profile change naming the field.
    const entries = await (
      await getDb()
    )
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, user.id), eq(auditLog.action, "user.updated")));
    expect(entries.map((e) => e.data)).toEqual([{ fields: ["timeZone"] }, { fields: ["timeZone"] }]);
    expect(describeAuditAction({ action: "user.updated", data: { fields: ["timeZone"] } })).toBe(
      "updated their profile (time zone)",
    );
  });
});

describe("the weekly summary mail", () => {
  it("is queued Monday 08:xx in the user's zone with the week's figures and the one-click unsubscribe headers, once", async () => {
    await subscribe(asha);
    expect((await queueWeeklySummaries(new Date("2026-11-23T02:00:00Z"))).queued).not.toContain(asha.id); // 07:30 in Kolkata
    expect((await queueWeeklySummaries(MONDAY_0830_IST)).queued).toContain(asha.id);
    const mail = await mailbox.current.waitFor(asha.email, /Your Exportly week/);
    expect(mail.subject).toBe("Your Exportly week: 16 Nov 2026 – 22 Nov 2026");
    expect(mail.text).toContain("(Asia/Kolkata)");
    expect(mail.text).toContain("Shipments: 2 (week before: 1).");
    expect(mail.text).toContain(
      "Export value: EUR 50.00 (week before: EUR 0.00); USD 100.00 (week before: USD 30.00).",
    );
    expect(mail.text).toContain("Documents finalised: 0 (week before: 0).");
    expect(mail.text).toContain("Overdue receivables on 22 Nov 2026: USD 150.00 (1 shipment).");
    expect(mail.text).toContain("eBLs awaiting your action: 0.");
    expect(mail.text).toContain(
      "http://localhost:3000/analyticsAndReports?from=2026-11-16&to=2026-11-22&compare=previous",
    );

    const listUnsubscribe = header(mail, "List-Unsubscribe");
    expect(listUnsubscribe).toMatch(
      /^<http:\/\/localhost:3000\/api\/analytics\/weekly-summary\/unsubscribe\?token=[A-Za-z0-9_-]{44}>$/,
    );
    expect(header(mail, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    const token = /token=([A-Za-z0-9_-]+)/.exec(listUnsubscribe!)![1]!;
    expect(mail.text).toContain(`http://localhost:3000/unsubscribe?token=${token}`);

    // The same hour again, a later hour, a retry: never a second mail for that week.
    await mailbox.current.settled();
    expect((await queueWeeklySummaries(new Date("2026-11-23T03:20:00Z"))).queued).not.toContain(asha.id);
    expect((await queueWeeklySummaries(new Date("2026-11-23T04:00:00Z"))).queued).not.toContain(asha.id);
    // Unsubscribing and subscribing again within the week does not resend it either.
    await subscribe(asha, false);
    await subscribe(asha);
    expect((await queueWeeklySummaries(MONDAY_0830_IST)).queued).not.toContain(asha.id);
    const db = await getDb();
    const rows = await db.select().from(mailOutbox).where(eq(mailOutbox.to, asha.email));
    expect(rows.filter((r) => r.subject.startsWith("Your Exportly week"))).toHaveLength(1);
    const [sub] = await db.select().from(reportSubscriptions).where(eq(reportSubscriptions.userId, asha.id));
    expect(sub!.lastWeekSent).toBe("2026-11-16");

    // The next Monday brings the next week.
    await queueWeeklySummaries(new Date("2026-11-30T03:00:00Z"));
    await mailbox.current.waitFor(asha.email, /23 Nov 2026 – 29 Nov 2026/);
  });

  it("uses UTC for a user without a zone, and two runs at once queue one mail", async () => {
    const user = await registerTestUser();
    await subscribe(user);
    const utcMonday = new Date("2026-12-07T08:10:00Z");
    expect((await queueWeeklySummaries(new Date("2026-12-07T03:00:00Z"))).queued).not.toContain(user.id);
    const [a, b] = await Promise.all([queueWeeklySummaries(utcMonday), queueWeeklySummaries(utcMonday)]);
    expect([...a.queued, ...b.queued].filter((id) => id === user.id)).toEqual([user.id]);
    await mailbox.current.waitFor(user.email, /30 Nov 2026 – 6 Dec 2026/);
    await mailbox.current.settled();
    const db = await getDb();
    const rows = await db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email));
    expect(rows.filter((r) => r.subject.startsWith("Your Exportly week"))).toHaveLength(1);
    const received = mailbox.current.received.filter((m) => m.to.includes(user.email));
    expect(received.filter((m) => m.subject.startsWith("Your Exportly week"))).toHaveLength(1);
  });

  it("one-click POST (RFC 8058) unsubscribes without a session; the token is checked; subscribing again works", async () => {
    const user = await registerTestUser();
    await subscribe(user);
    await queueWeeklySummaries(new Date("2026-12-14T08:05:00Z"));
    const mail = await mailbox.current.waitFor(user.email, /Your Exportly week/);
    const url = new URL(header(mail, "List-Unsubscribe")!.slice(1, -1));
    const token = url.searchParams.get("token")!;

    // What a mail provider sends: a form-encoded POST, no cookie, no Origin.
    const res = await call(unsubscribe, {
      method: "POST",
      path: `${url.pathname}${url.search}`,
      body: "List-Unsubscribe=One-Click",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ subscribed: false });
    expect((await call(getSubscription, { token: user.token })).body).toEqual({ subscribed: false });
    // Harmless to repeat.
    expect((await call(unsubscribe, { method: "POST", path: `${url.pathname}${url.search}` })).status).toBe(200);

    // Another user's id with this MAC, or an altered MAC: 404, nothing changes.
    const altered = `${token.slice(0, -2)}${token.endsWith("AA") ? "AB" : "AA"}`;
    const forged = await call(unsubscribe, { method: "POST", path: `/x?token=${altered}` });
    expect(forged.status).toBe(404);
    expect(forged.body.message).toMatch(/not valid/);
    expect((await call(unsubscribe, { method: "POST", path: "/x?token=short" })).status).toBe(404);
    expect((await call(unsubscribe, { method: "POST", path: "/x" })).status).toBe(400);

    // Unsubscribed: the next Monday sends nothing.
    expect((await queueWeeklySummaries(new Date("2026-12-21T08:05:00Z"))).queued).not.toContain(user.id);

    const again = await call(resubscribe, { method: "POST", path: `/x?token=${token}` });
    expect(again.status).toBe(200);
    expect((await call(getSubscription, { token: user.token })).body).toEqual({ subscribed: true });
    await mailbox.current.settled();
  });
});

describe("authorisation matrix: weekly summary endpoints × user, admin, no session", () => {
  it("GET/PUT need a session (401 without) and act on the caller only; the token endpoints need only the token", async () => {
    const [user, admin] = await Promise.all([registerTestUser(), createTestAdmin()]);
    const token = await signUnsubscribeToken(await getDb(), user.id);
    const rows: [string, (t: string | undefined) => Promise<number>, [number, number, number]][] = [
      [
        "GET /api/analytics/weekly-summary",
        async (t) => (await call(getSubscription, { token: t })).status,
        [200, 200, 401],
      ],
      [
        "PUT /api/analytics/weekly-summary",
        async (t) => (await call(putSubscription, { method: "PUT", token: t, json: { subscribed: true } })).status,
        [200, 200, 401],
      ],
      [
        "POST /api/analytics/weekly-summary/unsubscribe?token=",
        async (t) => (await call(unsubscribe, { method: "POST", token: t, path: `/x?token=${token}` })).status,
        [200, 200, 200],
      ],
      [
        "POST /api/analytics/weekly-summary/subscribe?token=",
        async (t) => (await call(resubscribe, { method: "POST", token: t, path: `/x?token=${token}` })).status,
        [200, 200, 200],
      ],
    ];
    for (const [label, run, expected] of rows) {
      const answers = [await run(user.token), await run(admin.token), await run(undefined)];
      expect(answers, label).toEqual(expected);
    }
    // The admin's PUT changed the admin's own subscription, not the user's; the token always names its user.
    const [userRow] = await (
      await getDb()
    )
      .select()
      .from(reportSubscriptions)
      .where(eq(reportSubscriptions.userId, user.id));
    const [adminRow] = await (
      await getDb()
    )
      .select()
      .from(reportSubscriptions)
      .where(eq(reportSubscriptions.userId, admin.id));
    expect(userRow?.weekly).toBe(true);
    expect(adminRow?.weekly).toBe(true);
    await mailbox.current.settled();
  });
});
