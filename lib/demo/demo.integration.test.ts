import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as requestDemoRoute } from "@/app/api/demo/route";
import { getDb } from "@/lib/db/client";
import { auditLog, demoRequests } from "@/models";
import { call, uniqueEmail, uniqueIp } from "@/test/http";
import { startMailbox } from "@/test/mailbox";
import { DEMO_SCHEDULED_MESSAGE } from "./schemas";

/**
 * PGlite has one connection: requests sent together interleave at each await, but their
 * transactions run one after another, so only PostgreSQL (TEST_DATABASE_URL) runs a real race.
 * The titles say which of the two a run tested.
 */
const TOGETHER = process.env.TEST_DATABASE_URL ? "concurrent (PostgreSQL)" : "interleaved (PGlite: one connection)";

const SALES = "sales-team@test.exportly.local";
let mailbox: Awaited<ReturnType<typeof startMailbox>>;
let previousSales: string | undefined;

beforeAll(async () => {
  mailbox = await startMailbox();
  previousSales = process.env.SALES_EMAIL;
  process.env.SALES_EMAIL = SALES;
});
afterAll(async () => {
  await mailbox.close();
  if (previousSales === undefined) delete process.env.SALES_EMAIL;
  else process.env.SALES_EMAIL = previousSales;
});

const valid = (overrides: Record<string, unknown> = {}) => ({
  fullName: "Meera Iyer",
  company: "Coastline Spices Pvt Ltd",
  email: uniqueEmail("demo"),
  phone: "+91 98765-43210",
  message: "We ship 40 containers a month from Kochi.",
  ...overrides,
});

const rowsByEmail = async (email: string) =>
  (await getDb()).select().from(demoRequests).where(eq(demoRequests.email, email));

describe("POST /api/demo", () => {
  it("stores a valid request, writes an audit entry and mails the sales team and the requester", async () => {
    const body = valid();
    const ip = uniqueIp();
    const res = await call(requestDemoRoute, { method: "POST", json: body, ip });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: DEMO_SCHEDULED_MESSAGE });

    const rows = await rowsByEmail(body.email);
    expect(rows).toEqual([
      expect.objectContaining({
        fullName: "Meera Iyer",
        company: "Coastline Spices Pvt Ltd",
        phone: "+91 98765-43210",
        message: body.message,
        ip,
      }),
    ]);
    const db = await getDb();
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, rows[0]!.id), eq(auditLog.action, "demo.requested")));
    expect(audit).toHaveLength(1);

    const sales = await mailbox.waitFor(SALES, /Demo request: Meera Iyer, Coastline Spices/);
    expect(sales.text).toContain(body.email);
    expect(sales.text).toContain("+91 98765-43210");
    expect(sales.text).toContain("40 containers");
    const confirmation = await mailbox.waitFor(body.email, /received your Exportly demo request/);
    expect(confirmation.text).toContain("someone from our team will contact you");
  });

  it("does not repeat the visitor's free text in the mail to the address they typed (no relay)", async () => {
    const spam = "Cheap watches at http://spam.example";
    const body = valid({ email: `victim-${Date.now()}@example.com`, fullName: spam, company: spam, message: spam });
    const res = await call(requestDemoRoute, { method: "POST", json: body, ip: uniqueIp() });
    expect(res.status).toBe(201);
    const confirmation = await mailbox.waitFor(body.email, /received your Exportly demo request/);
    for (const part of [confirmation.subject, confirmation.text, confirmation.html]) {
      expect(part).not.toContain("spam.example");
      expect(part).not.toContain("Cheap watches");
    }
    // The sales team still reads everything.
    expect((await mailbox.waitFor(SALES, /Cheap watches/)).text).toContain("spam.example");
  });

  it("accepts a request without a message and trims the fields", async () => {
    const body = valid({ fullName: "  Arjun Rao  ", message: "   " });
    const res = await call(requestDemoRoute, { method: "POST", json: { ...body, message: undefined } });
    expect(res.status).toBe(201);
    const res2 = await call(requestDemoRoute, { method: "POST", json: { ...body, email: uniqueEmail("demo") } });
    expect(res2.status).toBe(201);
    const [row] = await rowsByEmail(body.email);
    expect(row).toMatchObject({ fullName: "Arjun Rao", message: null });
  });

  it.each([
    ["a missing full name", { fullName: undefined }, "fullName", "Full name is required."],
    ["a blank full name", { fullName: "   " }, "fullName", "Full name is required."],
    [
      "a 101-character full name",
      { fullName: "x".repeat(101) },
      "fullName",
      "Full name must be at most 100 characters.",
    ],
    ["a missing company", { company: undefined }, "company", "Company is required."],
    ["a 201-character company", { company: "x".repeat(201) }, "company", "Company must be at most 200 characters."],
    ["a missing email", { email: undefined }, "email", "Email is required."],
    ["a malformed email", { email: "meera@" }, "email", "Enter a valid email address"],
    ["a missing phone", { phone: undefined }, "phone", "Phone is required."],
    ["a 6-digit phone", { phone: "123456" }, "phone", "7 to 20 digits"],
    ["a 21-digit phone", { phone: "1".repeat(21) }, "phone", "7 to 20 digits"],
    ["letters in the phone", { phone: "98765 ABCDE" }, "phone", "7 to 20 digits"],
    ["a plus sign inside the phone", { phone: "98+765432100" }, "phone", "7 to 20 digits"],
    [
      "a 2,001-character message",
      { message: "x".repeat(2001) },
      "message",
      "Message must be at most 2,000 characters.",
    ],
    ["a number as the company", { company: 42 }, "company", "Company must be text."],
  ])("answers 400 for %s and stores nothing", async (_label, override, path, message) => {
    const body = valid(override);
    const res = await call(requestDemoRoute, { method: "POST", json: body });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("validation_failed");
    expect(res.body.issues).toEqual(expect.arrayContaining([{ path, message: expect.stringContaining(message) }]));
    if (typeof body.email === "string") expect(await rowsByEmail(body.email)).toEqual([]);
  });

  it("answers 400 for a body that is not JSON", async () => {
    const res = await call(requestDemoRoute, {
      method: "POST",
      body: "fullName=x",
      headers: { "content-type": "application/json" },
    });
    expect(res.status).toBe(400);
  });

  it("accepts phone numbers of 7 and 20 digits with +, spaces and dashes", async () => {
    for (const phone of ["1234567", "+91 12345 67890 12345 67", "022-2345-6789"]) {
      const res = await call(requestDemoRoute, { method: "POST", json: valid({ phone }) });
      expect(res.status, phone).toBe(201);
    }
  });

  it("drops a request whose honeypot is filled in: same answer, nothing stored, no mail", async () => {
    const body = valid({ website: "http://spam.example" });
    const before = mailbox.received.length;
    const res = await call(requestDemoRoute, { method: "POST", json: body });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: DEMO_SCHEDULED_MESSAGE });
    expect(await rowsByEmail(body.email)).toEqual([]);
    // A real request sent after it is mailed; the dropped one never is.
    const control = valid();
    expect((await call(requestDemoRoute, { method: "POST", json: control })).status).toBe(201);
    await mailbox.waitFor(control.email);
    await mailbox.settled();
    expect(mailbox.received.slice(before).some((m) => m.to.includes(body.email))).toBe(false);
  });

  it("treats an empty honeypot as a person's request", async () => {
    const body = valid({ website: "" });
    expect((await call(requestDemoRoute, { method: "POST", json: body })).status).toBe(201);
    expect(await rowsByEmail(body.email)).toHaveLength(1);
  });

  it("answers the sixth request from one address within an hour with 429 and Retry-After", async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 5; i++) {
      const res = await call(requestDemoRoute, { method: "POST", json: valid(), ip });
      expect(res.status, `request ${i + 1}`).toBe(201);
    }
    const sixth = valid();
    const res = await call(requestDemoRoute, { method: "POST", json: sixth, ip });
    expect(res.status).toBe(429);
    expect(res.body).toMatchObject({ code: "rate_limited", message: expect.stringContaining("last hour") });
    const retryAfter = Number(res.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(await rowsByEmail(sixth.email)).toEqual([]);
    // Another address is not affected.
    expect((await call(requestDemoRoute, { method: "POST", json: valid(), ip: uniqueIp() })).status).toBe(201);
  });

  it("counts only the last hour's requests", async () => {
    const ip = uniqueIp();
    const db = await getDb();
    const old = new Date(Date.now() - 61 * 60 * 1000);
    await db.insert(demoRequests).values(
      Array.from({ length: 5 }, () => ({
        fullName: "Old",
        company: "Old Co",
        email: uniqueEmail("old"),
        phone: "1234567",
        ip,
        createdAt: old,
      })),
    );
    expect((await call(requestDemoRoute, { method: "POST", json: valid(), ip })).status).toBe(201);
  });

  it(`lets exactly five of eight ${TOGETHER} requests from one address through`, async () => {
    const ip = uniqueIp();
    const results = await Promise.all(
      Array.from({ length: 8 }, () => call(requestDemoRoute, { method: "POST", json: valid(), ip })),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
    const db = await getDb();
    expect(await db.select().from(demoRequests).where(eq(demoRequests.ip, ip))).toHaveLength(5);
  });
});
