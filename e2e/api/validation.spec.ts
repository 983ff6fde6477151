import { expect, test } from "@playwright/test";
import { PASSWORD, registerUser, uniqueEmail } from "../fixtures/accounts";
import { expectError, expectFieldIssue, fromIp, isolatedContext } from "../fixtures/api";

const valid = () => ({
  email: uniqueEmail("valid"),
  password: PASSWORD,
  firstName: "Meera",
  lastName: "Shah",
  role: "bank",
});

test.describe("registration input", () => {
  test("email is unique case-insensitively (409)", async ({ playwright }) => {
    const api = await isolatedContext(playwright);
    const user = await registerUser(api);
    const again = await api.post("/api/auth/register", {
      headers: fromIp(),
      data: { ...valid(), email: user.email.toUpperCase() },
    });
    await expectError(again, 409, { code: "email_taken" });
    const padded = await api.post("/api/auth/register", {
      headers: fromIp(),
      data: { ...valid(), email: `  ${user.email}  ` },
    });
    await expectError(padded, 409, { code: "email_taken" });
    await api.dispose();
  });

  const bad: [string, string, Record<string, unknown>][] = [
    ["an invalid email", "email", { email: "not-an-email" }],
    ["a missing email", "email", { email: undefined }],
    ["a password of 7 characters", "password", { password: "Abc-12x" }],
    ["a password of 129 characters", "password", { password: "A1-".repeat(43) }],
    ["a common password (password123)", "password", { password: "password123" }],
    ["a common password (qwerty123)", "password", { password: "qwerty123" }],
    ["an empty first name", "firstName", { firstName: "" }],
    ["a blank last name", "lastName", { lastName: "   " }],
    ["a first name of 101 characters", "firstName", { firstName: "a".repeat(101) }],
    ["a last name of 101 characters", "lastName", { lastName: "b".repeat(101) }],
    ["the admin role", "role", { role: "admin" }],
    ["an unknown role", "role", { role: "pirate" }],
    ["a missing role", "role", { role: undefined }],
  ];
  for (const [label, field, override] of bad) {
    test(`${label} → 400 naming ${field}`, async ({ request }) => {
      const response = await request.post("/api/auth/register", {
        headers: fromIp(),
        data: { ...valid(), ...override },
      });
      const issue = await expectFieldIssue(response, field);
      expect(issue.message).not.toMatch(/^Invalid input/);
    });
  }

  test("boundaries: 8 and 128 character passwords and 100 character names are accepted", async ({ request }) => {
    for (const data of [
      { ...valid(), password: "Zq7-xK2p" },
      { ...valid(), password: "Zq7-".repeat(32) },
      { ...valid(), firstName: "a".repeat(100), lastName: "b".repeat(100) },
    ]) {
      const response = await request.post("/api/auth/register", { headers: fromIp(), data });
      expect(response.status(), await response.text()).toBe(201);
    }
  });

  test("every registrable role except admin is accepted", async ({ request }) => {
    for (const role of [
      "exporter",
      "importer",
      "bank",
      "shipping_line",
      "freight_forwarder",
      "customs_house_agent",
      "surveyor",
    ]) {
      const response = await request.post("/api/auth/register", { headers: fromIp(), data: { ...valid(), role } });
      expect(response.status(), `${role}: ${await response.text()}`).toBe(201);
      expect(((await response.json()) as { user: { role: string } }).user.role).toBe(role);
    }
  });
});

test.describe("login input", () => {
  test("wrong password and unknown email answer the same 401", async ({ playwright }) => {
    const api = await isolatedContext(playwright);
    const user = await registerUser(api);
    const wrong = await api.post("/api/auth/login", {
      headers: fromIp(),
      data: { email: user.email, password: "Not-The-Password-1" },
    });
    const unknown = await api.post("/api/auth/login", {
      headers: fromIp(),
      data: { email: uniqueEmail("ghost"), password: "Not-The-Password-1" },
    });
    const a = await expectError(wrong, 401, { code: "invalid_credentials", message: "Invalid email or password." });
    const b = await expectError(unknown, 401, { code: "invalid_credentials", message: "Invalid email or password." });
    expect(a).toEqual(b);
    await api.dispose();
  });

  test("login is case-insensitive on the email", async ({ playwright }) => {
    const api = await isolatedContext(playwright);
    const user = await registerUser(api);
    const response = await api.post("/api/auth/login", {
      headers: fromIp(),
      data: { email: user.email.toUpperCase(), password: PASSWORD },
    });
    expect(response.status()).toBe(200);
    await api.dispose();
  });

  test("a login body without fields → 400 naming them", async ({ request }) => {
    const body = await expectError(await request.post("/api/auth/login", { headers: fromIp(), data: {} }), 400, {
      code: "validation_failed",
    });
    expect(body.issues?.map((i) => i.path).sort()).toEqual(["email", "password"]);
  });
});
