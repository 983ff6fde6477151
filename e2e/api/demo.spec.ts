import { expect, test } from "@playwright/test";
import { freshIp, uniqueEmail } from "../fixtures/accounts";
import { expectError, expectFieldIssue, fromIp, isolatedContext } from "../fixtures/api";
import { waitForMail } from "../fixtures/mailbox";

const body = (overrides: Record<string, unknown> = {}) => ({
  fullName: "Meera Iyer",
  company: "Coastline Spices",
  email: uniqueEmail("demo"),
  phone: "+91 98765 43210",
  message: "Forty containers a month.",
  ...overrides,
});

test.describe("POST /api/demo over HTTP", () => {
  test("books a demo without credentials; the requester and the sales address both get mail", async ({
    playwright,
  }) => {
    const api = await isolatedContext(playwright);
    const since = Date.now();
    const data = body();
    const res = await api.post("/api/demo", { headers: fromIp(), data });
    expect(res.status()).toBe(201);
    expect(await res.json()).toEqual({ message: "Demo scheduled successfully!" });
    const confirmation = await waitForMail(data.email, { subject: /received your Exportly demo request/, since });
    // It repeats nothing the visitor typed, so the form cannot relay text to any address.
    expect(confirmation.text).not.toContain("Coastline Spices");
    expect(confirmation.text).not.toContain("Meera");
    // SALES_EMAIL is unset on the e2e server: the documented default receives the notification.
    const sales = await waitForMail("sales@exportly.local", { subject: new RegExp(`Demo request: Meera Iyer`), since });
    expect(sales.text).toContain(data.email);
    await api.dispose();
  });

  test("names the invalid field, and throttles the sixth request from one address in an hour", async ({
    playwright,
  }) => {
    const api = await isolatedContext(playwright);
    const issue = await expectFieldIssue(
      await api.post("/api/demo", { headers: fromIp(), data: body({ email: "nope" }) }),
      "email",
    );
    expect(issue.message).toMatch(/valid email/);
    const ip = freshIp();
    for (let i = 0; i < 5; i++)
      expect((await api.post("/api/demo", { headers: fromIp(ip), data: body() })).status()).toBe(201);
    const sixth = await api.post("/api/demo", { headers: fromIp(ip), data: body() });
    await expectError(sixth, 429, { code: "rate_limited" });
    expect(Number(sixth.headers()["retry-after"])).toBeGreaterThan(0);
    await api.dispose();
  });
});
