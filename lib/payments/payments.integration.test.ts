import { and, asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { DELETE as deletePaymentRoute, PATCH as updatePaymentRoute } from "@/app/api/balances/payments/[id]/route";
import { GET as listBalancesRoute } from "@/app/api/balances/route";
import { GET as listPaymentsRoute, POST as recordPaymentRoute } from "@/app/api/balances/shipments/[id]/payments/route";
import { getDb } from "@/lib/db/client";
import { auditLog, payments, shipmentShares } from "@/models";
import { registerTestUser, type TestUser } from "@/test/accounts";
import { call } from "@/test/http";
import { MAX_PAYMENTS_PER_SHIPMENT } from "./record-payment";
import { listBalances, listPayments, newShipment, patch, record, remove, todayUtc, tomorrowUtc } from "@/test/payments";

let alice: TestUser;
let bob: TestUser;
let carol: TestUser;
/** Alice's shipment with a USD commercial invoice of 2 × 500.00 + 10 × 25.50 = 1255.00, shared with Carol. */
let usd: string;

beforeAll(async () => {
  [alice, bob, carol] = await Promise.all([registerTestUser(), registerTestUser(), registerTestUser({ role: "bank" })]);
  usd = await newShipment(alice, {
    templates: ["commercial_invoice", "packing_list"],
    invoice: {
      currency: "USD",
      lines: [
        { quantity: "2", unitPrice: "500.00" },
        { quantity: "10", unitPrice: "25.50" },
      ],
    },
  });
  // A share of the invoice with edit access: Carol sees the shipment, never its payments.
  const db = await getDb();
  await db.insert(shipmentShares).values({
    shipmentId: usd,
    email: carol.email,
    userId: carol.id,
    forms: [{ name: "commercial_invoice", access: "edit" }],
  });
});

const auditOf = async (entityId: string) => {
  const db = await getDb();
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, entityId), eq(auditLog.entityType, "payment")))
    .orderBy(asc(auditLog.createdAt));
};

describe("recording, listing, correcting and deleting a payment", () => {
  it("goes through the whole life of a payment, the balance following each step, each change audited", async () => {
    const first = await record(alice, usd, {
      amount: "1000.00",
      paymentDate: "2026-01-15",
      notes: "Advance, SWIFT ref 0042",
    });
    expect(first.status).toBe(201);
    expect(first.body.payment).toEqual({
      id: expect.any(String),
      shipmentId: usd,
      amount: "1000.00",
      currency: "USD",
      notes: "Advance, SWIFT ref 0042",
      paymentDate: "2026-01-15",
      createdBy: alice.id,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(first.body.balance).toMatchObject({
      shipmentId: usd,
      invoiced: { source: "commercial_invoice", currency: "USD", amount: "1255.00" },
      paid: [{ currency: "USD", amount: "1000.00" }],
      outstanding: { currency: "USD", amount: "255.00" },
      paymentCount: 1,
      lastPaymentDate: "2026-01-15",
    });
    const id = first.body.payment.id as string;

    const second = await record(alice, usd, { amount: "255", paymentDate: "2026-02-01" });
    expect(second.status).toBe(201);
    expect(second.body.payment).toMatchObject({ amount: "255.00", notes: null });
    expect(second.body.balance.outstanding).toEqual({ currency: "USD", amount: "0.00" });

    const listed = await listPayments(alice, usd);
    expect(listed.status).toBe(200);
    expect(listed.body.payments.map((p: { amount: string }) => p.amount)).toEqual(["255.00", "1000.00"]);
    expect(listed.body.nextCursor).toBeNull();
    expect(listed.body.balance.paid).toEqual([{ currency: "USD", amount: "1255.00" }]);

    const corrected = await patch(alice, id, { amount: "1100.5", notes: "", paymentDate: "2026-01-16" });
    expect(corrected.status).toBe(200);
    expect(corrected.body.payment).toMatchObject({
      id,
      amount: "1100.50",
      notes: null,
      paymentDate: "2026-01-16",
      currency: "USD",
    });
    expect(corrected.body.balance.outstanding).toEqual({ currency: "USD", amount: "-100.50" });

    expect((await remove(alice, id)).status).toBe(204);
    const after = await listPayments(alice, usd);
    expect(after.body.payments.map((p: { id: string }) => p.id)).toEqual([second.body.payment.id]);
    expect(after.body.balance.outstanding).toEqual({ currency: "USD", amount: "1000.00" });
    expect((await remove(alice, id)).status).toBe(404);

    const audit = await auditOf(id);
    expect(audit.map((a) => a.action)).toEqual(["payment.recorded", "payment.updated", "payment.deleted"]);
    expect(audit.every((a) => a.actorId === alice.id)).toBe(true);
    expect(audit[0]!.data).toEqual({
      shipmentId: usd,
      amount: "1000.00",
      currency: "USD",
      paymentDate: "2026-01-15",
      notes: "Advance, SWIFT ref 0042",
    });
    expect(audit[1]!.data).toEqual({
      shipmentId: usd,
      amount: "1100.50",
      currency: "USD",
      fields: ["amount", "paymentDate", "notes"],
      before: { amount: "1000.00", currency: "USD", paymentDate: "2026-01-15", notes: "Advance, SWIFT ref 0042" },
      after: { amount: "1100.50", currency: "USD", paymentDate: "2026-01-16", notes: null },
    });
    expect(audit[2]!.data).toEqual({
      shipmentId: usd,
      amount: "1100.50",
      currency: "USD",
      paymentDate: "2026-01-16",
      notes: null,
    });
    await remove(alice, second.body.payment.id);
  });

  it("defaults the currency to the invoice's, accepts another one (kept apart, no conversion), and asks for one when the shipment has none", async () => {
    const eur = await record(alice, usd, { amount: "100", currency: "eur", paymentDate: "2026-03-01" });
    expect(eur.status).toBe(201);
    expect(eur.body.payment.currency).toBe("EUR");
    expect(eur.body.balance.paid).toEqual([{ currency: "EUR", amount: "100.00" }]);
    expect(eur.body.balance.outstanding).toEqual({ currency: "USD", amount: "1255.00" });
    const usdToo = await record(alice, usd, { amount: "5", paymentDate: "2026-03-01" });
    expect(usdToo.body.balance.paid).toEqual([
      { currency: "USD", amount: "5.00" },
      { currency: "EUR", amount: "100.00" },
    ]);

    // A currency in the shared data but no invoice: it is still the default.
    const sharedOnly = await newShipment(alice, {
      templates: ["bill_of_exchange"],
      invoice: { name: "bill_of_exchange", currency: "INR" },
    });
    const inr = await record(alice, sharedOnly, { amount: "50000", paymentDate: "2026-03-01" });
    expect(inr.status).toBe(201);
    expect(inr.body.payment).toMatchObject({ currency: "INR", amount: "50000.00" });
    expect(inr.body.balance).toMatchObject({
      invoiced: null,
      outstanding: null,
      paid: [{ currency: "INR", amount: "50000.00" }],
    });

    const bare = await newShipment(alice, { templates: [] });
    const refused = await record(alice, bare, { amount: "10", paymentDate: "2026-03-01" });
    expect(refused.status).toBe(400);
    expect(refused.body.issues).toEqual([
      { path: "currency", message: expect.stringContaining("no invoice currency yet: send the payment's currency") },
    ]);
    expect((await record(alice, bare, { amount: "10", currency: "GBP", paymentDate: "2026-03-01" })).status).toBe(201);

    for (const p of [eur, usdToo]) await remove(alice, p.body.payment.id);
  });

  it("corrects the currency: the amount is kept when it fits the new minor digits, else the amount is asked for", async () => {
    const p = await record(alice, usd, { amount: "1200.00", paymentDate: "2026-03-02" });
    const id = p.body.payment.id as string;
    const toJpy = await patch(alice, id, { currency: "JPY" });
    expect(toJpy.status).toBe(200);
    expect(toJpy.body.payment).toMatchObject({ amount: "1200", currency: "JPY" });
    const toKwd = await patch(alice, id, { currency: "KWD" });
    expect(toKwd.body.payment).toMatchObject({ amount: "1200.000", currency: "KWD" });
    await patch(alice, id, { amount: "12.345" });
    const refused = await patch(alice, id, { currency: "USD" });
    expect(refused.status).toBe(400);
    expect(refused.body.issues).toEqual([
      {
        path: "amount",
        message: "USD amounts have at most 2 digits after the point. Send the amount with the new currency.",
      },
    ]);
    const both = await patch(alice, id, { currency: "USD", amount: "12.35" });
    expect(both.body.payment).toMatchObject({ amount: "12.35", currency: "USD" });
    await remove(alice, id);
  });

  it("accepts payments on a cancelled shipment (money sent before the cancellation) but owes nothing on it", async () => {
    const { PUT: changeStatus } = await import("@/app/api/shipments/status/[id]/route");
    const s = await newShipment(alice, {
      invoice: { currency: "USD", lines: [{ quantity: "1", unitPrice: "99.99" }] },
    });
    expect(
      (
        await call(changeStatus, {
          method: "PUT",
          token: alice.token,
          params: { id: s },
          json: { status: "cancelled" },
        })
      ).status,
    ).toBe(200);
    const res = await record(alice, s, { amount: "50", paymentDate: todayUtc() });
    expect(res.status).toBe(201);
    expect(res.body.balance).toMatchObject({
      status: "cancelled",
      invoiced: { amount: "99.99" },
      paid: [{ currency: "USD", amount: "50.00" }],
      outstanding: null,
    });
  });

  it("pages a shipment's payments newest payment date first, then id, each exactly once", async () => {
    const s = await newShipment(alice, { invoice: { currency: "USD", lines: [] } });
    const dates = ["2026-01-05", "2026-01-07", "2026-01-07", "2026-01-07", "2026-01-01"];
    const ids: { id: string; date: string }[] = [];
    for (const [i, date] of dates.entries())
      ids.push({ id: (await record(alice, s, { amount: `${i + 1}`, paymentDate: date })).body.payment.id, date });
    const expected = [...ids]
      .sort((a, b) => (a.date !== b.date ? (a.date < b.date ? 1 : -1) : a.id < b.id ? 1 : -1))
      .map((p) => p.id);
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await listPayments(alice, s, `?limit=2${cursor ? `&cursor=${cursor}` : ""}`);
      expect(res.status).toBe(200);
      // The balance is over every payment, whatever the page.
      expect(res.body.balance.paid).toEqual([{ currency: "USD", amount: "15.00" }]);
      seen.push(...res.body.payments.map((p: { id: string }) => p.id));
      cursor = res.body.nextCursor;
      pages += 1;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toEqual(expected);

    const garbled = await listPayments(alice, s, `?cursor=${Buffer.from("nonsense").toString("base64url")}`);
    expect(garbled.status).toBe(400);
    expect(garbled.body.message).toBe("This cursor is not valid. Start again from the first page.");
    expect((await listPayments(alice, s, "?limit=500")).body.message).toBe("limit must be at most 200.");
  });

  it("refuses more than the ceiling of payments per shipment with 422", async () => {
    const s = await newShipment(alice, { invoice: { currency: "USD", lines: [] } });
    const db = await getDb();
    await db.insert(payments).values(
      Array.from({ length: MAX_PAYMENTS_PER_SHIPMENT }, () => ({
        shipmentId: s,
        amountMinor: 1n,
        currency: "USD",
        paymentDate: "2026-01-01",
      })),
    );
    const res = await record(alice, s, { amount: "1", paymentDate: "2026-01-01" });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe("A shipment can have at most 1,000 payments.");
  });
});

describe("validation: every bad input is a 400 naming the field", () => {
  const good = () => ({ amount: "10.00", paymentDate: "2026-01-10" });

  it.each([
    ["a JSON number", { amount: 1250.5 }, "amount", 'Send the amount as a string, e.g. "1250.50".'],
    ["a whole JSON number", { amount: 1250 }, "amount", 'Send the amount as a string, e.g. "1250.50".'],
    ["no amount", { amount: undefined }, "amount", "Enter the amount."],
    ["an empty amount", { amount: "  " }, "amount", "Enter the amount."],
    [
      "a negative amount",
      { amount: "-5.00" },
      "amount",
      "The amount must be greater than zero: record money received.",
    ],
    ["a zero amount", { amount: "0.00" }, "amount", "The amount must be greater than zero."],
    [
      "thousands separators",
      { amount: "1,250.50" },
      "amount",
      'Write the amount as digits with an optional decimal point, e.g. "1250.50"',
    ],
    ["an exponent", { amount: "1e3" }, "amount", "Write the amount as digits with an optional decimal point"],
    ["a trillion", { amount: "1000000000000" }, "amount", "The amount must be less than 1,000,000,000,000."],
    ["too many decimals for USD", { amount: "10.001" }, "amount", "USD amounts have at most 2 digits after the point."],
    ["decimals in JPY", { amount: "10.5", currency: "JPY" }, "amount", "JPY has no minor unit: enter a whole amount."],
    [
      "four decimals in KWD",
      { amount: "10.0001", currency: "KWD" },
      "amount",
      "KWD amounts have at most 3 digits after the point.",
    ],
    [
      "an unknown currency",
      { currency: "XYZ" },
      "currency",
      "Currency: use a three-letter ISO 4217 code, for example USD, EUR or INR.",
    ],
    ["a numeric currency", { currency: 840 }, "currency", 'Currency must be text, e.g. "USD".'],
    ["no date", { paymentDate: undefined }, "paymentDate", "Enter the payment date (YYYY-MM-DD)."],
    [
      "a date in another format",
      { paymentDate: "15/01/2026" },
      "paymentDate",
      'Write the payment date as YYYY-MM-DD, e.g. "2026-03-14".',
    ],
    ["a timestamp", { paymentDate: "2026-01-15T10:00:00Z" }, "paymentDate", "Write the payment date as YYYY-MM-DD"],
    ["the 30th of February", { paymentDate: "2026-02-30" }, "paymentDate", "2026-02-30 is not a date on the calendar."],
    [
      "the 29th of February of a common year",
      { paymentDate: "2025-02-29" },
      "paymentDate",
      "2025-02-29 is not a date on the calendar.",
    ],
    ["month 13", { paymentDate: "2026-13-01" }, "paymentDate", "2026-13-01 is not a date on the calendar."],
    [
      "a date before 2000",
      { paymentDate: "1999-12-31" },
      "paymentDate",
      "The payment date must be in the year 2000 or later.",
    ],
    ["a numeric date", { paymentDate: 20260115 }, "paymentDate", "Write the payment date as text, YYYY-MM-DD"],
    ["501 characters of notes", { notes: "n".repeat(501) }, "notes", "Notes must be at most 500 characters."],
    [
      "a control character in the notes",
      { notes: "ref\u0007 42" },
      "notes",
      "Notes contain control characters that cannot be printed.",
    ],
    ["numeric notes", { notes: 42 }, "notes", "Notes must be text."],
    [
      "an unknown field",
      { payment_date: "2026-01-01" },
      "",
      "Unknown field: payment_date. A payment has amount, currency, paymentDate and notes.",
    ],
  ])("POST answers 400 for %s", async (_label, change, path, message) => {
    const res = await record(alice, usd, { ...good(), ...change });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("validation_failed");
    expect(res.body.issues).toContainEqual({ path, message: expect.stringContaining(message) });
    expect(res.body.message).toEqual(expect.any(String));
  });

  it("refuses a date after today (UTC), accepts today, and keeps line breaks in the notes", async () => {
    const tomorrow = tomorrowUtc();
    const future = await record(alice, usd, { ...good(), paymentDate: tomorrow });
    expect(future.status).toBe(400);
    expect(future.body.issues).toEqual([
      { path: "paymentDate", message: `The payment date cannot be in the future (today is ${todayUtc()}, UTC).` },
    ]);
    const today = await record(alice, usd, {
      ...good(),
      paymentDate: todayUtc(),
      notes: "  line one\r\nline two\tend  ",
    });
    expect(today.status).toBe(201);
    expect(today.body.payment.notes).toBe("line one\nline two\tend");
    // 500 characters counted as characters, not UTF-16 units.
    const emoji = await record(alice, usd, { ...good(), notes: "💶".repeat(500) });
    expect(emoji.status).toBe(201);
    for (const p of [today, emoji]) await remove(alice, p.body.payment.id);
  });

  it("a body that is not JSON, or not an object, is a 400", async () => {
    const notJson = await call(recordPaymentRoute, {
      method: "POST",
      token: alice.token,
      params: { id: usd },
      body: "amount=1",
      headers: { "content-type": "application/json" },
    });
    expect(notJson.status).toBe(400);
    expect(notJson.body.code).toBe("invalid_json");
    const array = await record(alice, usd, [good()]);
    expect(array.status).toBe(400);
    expect(array.body.message).toBe("Send the payment as a JSON object.");
  });

  it("PATCH checks the same rules, refuses an empty change and unknown fields", async () => {
    const p = await record(alice, usd, good());
    const id = p.body.payment.id as string;
    const cases: [unknown, string, string][] = [
      [{ amount: 12.5 }, "amount", 'Send the amount as a string, e.g. "1250.50".'],
      [{ amount: "1.234" }, "amount", "USD amounts have at most 2 digits after the point."],
      [{ amount: "-1" }, "amount", "The amount must be greater than zero: record money received."],
      [{ paymentDate: tomorrowUtc() }, "paymentDate", "The payment date cannot be in the future"],
      [{ paymentDate: "2026-04-31" }, "paymentDate", "2026-04-31 is not a date on the calendar."],
      [{ currency: "ABC" }, "currency", "Currency: use a three-letter ISO 4217 code"],
      [{ notes: "x".repeat(501) }, "notes", "Notes must be at most 500 characters."],
      [{}, "", "Send at least one of amount, currency, paymentDate or notes."],
      [{ amount: "1", shipmentId: usd }, "", "Unknown field: shipmentId."],
    ];
    for (const [body, path, message] of cases) {
      const res = await patch(alice, id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.issues).toContainEqual({ path, message: expect.stringContaining(message) });
    }
    // Nothing was changed by the refused requests, and nothing was audited for them.
    expect((await listPayments(alice, usd)).body.payments.find((x: { id: string }) => x.id === id)).toMatchObject({
      amount: "10.00",
      paymentDate: "2026-01-10",
    });
    expect((await auditOf(id)).map((a) => a.action)).toEqual(["payment.recorded"]);
    await remove(alice, id);
  });
});

describe("scope: payments are the shipment owner's only", () => {
  let alicePayment: string;
  beforeAll(async () => {
    alicePayment = (await record(alice, usd, { amount: "1.00", paymentDate: "2026-01-01", notes: "scope" })).body
      .payment.id;
  });

  it.each([
    ["a stranger", () => bob],
    ["a user the shipment is shared with", () => carol],
  ])("%s gets 404 on every endpoint, and nothing changes", async (_label, who) => {
    const user = who();
    const responses = [
      await listPayments(user, usd),
      await record(user, usd, { amount: "5.00", paymentDate: "2026-01-01" }),
      await patch(user, alicePayment, { amount: "5.00" }),
      await remove(user, alicePayment),
    ];
    for (const res of responses) {
      expect(res.status).toBe(404);
      expect(res.body.code).toBe("not_found");
      // The same words as for an id that does not exist: nothing reveals the payment or shipment exists.
      expect(["Shipment not found.", "Payment not found."]).toContain(res.body.message);
    }
    const balances = await listBalances(user);
    expect(balances.status).toBe(200);
    expect(balances.body.balances.map((b: { shipmentId: string }) => b.shipmentId)).not.toContain(usd);
    const db = await getDb();
    const [row] = await db.select().from(payments).where(eq(payments.id, alicePayment));
    expect(row).toMatchObject({ amountMinor: 100n, notes: "scope" });
    expect(await db.select().from(payments).where(eq(payments.createdBy, user.id))).toEqual([]);
  });

  it("unknown and malformed ids are the same 404; no credentials is 401", async () => {
    const unknown = "00000000-0000-4000-8000-000000000000";
    for (const res of [
      await listPayments(alice, unknown),
      await record(alice, unknown, { amount: "1", paymentDate: "2026-01-01" }),
      await patch(alice, unknown, { amount: "1" }),
      await remove(alice, unknown),
      await listPayments(alice, "not-a-uuid"),
      await patch(alice, "not-a-uuid", { amount: "1" }),
    ]) {
      expect(res.status).toBe(404);
    }
    for (const res of [
      await call(listBalancesRoute, { path: "/api/balances" }),
      await call(listPaymentsRoute, { params: { id: usd } }),
      await call(recordPaymentRoute, {
        method: "POST",
        params: { id: usd },
        json: { amount: "1", paymentDate: "2026-01-01" },
      }),
      await call(updatePaymentRoute, { method: "PATCH", params: { id: alicePayment }, json: { amount: "1" } }),
      await call(deletePaymentRoute, { method: "DELETE", params: { id: alicePayment } }),
    ]) {
      expect(res.status).toBe(401);
    }
  });
});
