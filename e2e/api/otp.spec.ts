import { expect, test } from "@playwright/test";
import { PASSWORD, registerUser, uniqueEmail } from "../fixtures/accounts";
import { expectError, fromIp, isolatedContext } from "../fixtures/api";
import { otpFrom, waitForMail } from "../fixtures/mailbox";

const NEW_PASSWORD = "Fresh-Harbour-Pass-31";

test.describe("password reset codes", () => {
  test("at most 5 attempts per code: after 5 wrong ones even the right code fails", async ({ playwright }) => {
    const api = await isolatedContext(playwright);
    const user = await registerUser(api);
    const since = Date.now() - 1000;
    expect((await api.post("/v1/auth/password", { headers: fromIp(), data: { email: user.email } })).status()).toBe(
      200,
    );
    const otp = otpFrom(await waitForMail(user.email, { subject: /reset code/i, since }));
    const wrongCodes = ["000000", "111111", "222222", "333333", "444444", "555555"]
      .filter((c) => c !== otp)
      .slice(0, 5);
    for (const wrong of wrongCodes) {
      await expectError(
        await api.put("/v1/auth/password", {
          headers: fromIp(),
          data: { email: user.email, otp: wrong, password: NEW_PASSWORD },
        }),
        400,
        {
          code: "invalid_code",
          message: "Invalid or expired code.",
        },
      );
    }
    await expectError(
      await api.put("/v1/auth/password", {
        headers: fromIp(),
        data: { email: user.email, otp, password: NEW_PASSWORD },
      }),
      400,
      {
        code: "invalid_code",
        message: "Invalid or expired code.",
      },
    );
    // The password is unchanged.
    expect(
      (
        await api.post("/api/auth/login", { headers: fromIp(), data: { email: user.email, password: PASSWORD } })
      ).status(),
    ).toBe(200);
    await api.dispose();
  });

  test("a new code replaces the earlier one", async ({ playwright }) => {
    const api = await isolatedContext(playwright);
    const user = await registerUser(api);
    let since = Date.now() - 1000;
    await api.post("/v1/auth/password", { headers: fromIp(), data: { email: user.email } });
    const first = otpFrom(await waitForMail(user.email, { subject: /reset code/i, since }));
    await new Promise((r) => setTimeout(r, 20));
    since = Date.now();
    await api.post("/v1/auth/password", { headers: fromIp(), data: { email: user.email } });
    const second = otpFrom(await waitForMail(user.email, { subject: /reset code/i, since }));
    if (first !== second) {
      await expectError(
        await api.put("/v1/auth/password", {
          headers: fromIp(),
          data: { email: user.email, otp: first, password: NEW_PASSWORD },
        }),
        400,
        {
          message: "Invalid or expired code.",
        },
      );
    }
    expect(
      (
        await api.put("/v1/auth/password", {
          headers: fromIp(),
          data: { email: user.email, otp: second, password: NEW_PASSWORD },
        })
      ).status(),
    ).toBe(200);
    await api.dispose();
  });

  test("the reset request answers the same for existing and unknown emails", async ({ playwright }) => {
    const api = await isolatedContext(playwright);
    const user = await registerUser(api);
    const existing = await api.post("/v1/auth/password", { headers: fromIp(), data: { email: user.email } });
    const unknown = await api.post("/v1/auth/password", { headers: fromIp(), data: { email: uniqueEmail("unknown") } });
    expect(existing.status()).toBe(200);
    expect(unknown.status()).toBe(200);
    expect(await unknown.text()).toBe(await existing.text());
    const body = (await existing.json()) as Record<string, unknown>;
    expect(Object.keys(body)).toEqual(["message"]);
    await api.dispose();
  });

  test("a code for an unknown email, a malformed code and a weak new password are refused", async ({ request }) => {
    await expectError(
      await request.put("/v1/auth/password", {
        headers: fromIp(),
        data: { email: uniqueEmail("none"), otp: "123456", password: NEW_PASSWORD },
      }),
      400,
      {
        code: "invalid_code",
        message: "Invalid or expired code.",
      },
    );
    const malformed = await expectError(
      await request.put("/v1/auth/password", {
        headers: fromIp(),
        data: { email: uniqueEmail("x"), otp: "12ab", password: NEW_PASSWORD },
      }),
      400,
      {
        code: "validation_failed",
      },
    );
    expect(malformed.issues?.some((i) => i.path === "otp")).toBe(true);
    const weak = await expectError(
      await request.put("/v1/auth/password", {
        headers: fromIp(),
        data: { email: uniqueEmail("x"), otp: "123456", password: "short" },
      }),
      400,
      {
        code: "validation_failed",
      },
    );
    expect(weak.issues?.some((i) => i.path === "password")).toBe(true);
    const badEmail = await expectError(
      await request.post("/v1/auth/password", { headers: fromIp(), data: { email: "nope" } }),
      400,
      { code: "validation_failed" },
    );
    expect(badEmail.issues?.some((i) => i.path === "email")).toBe(true);
  });
});
