import { expect, test } from "@playwright/test";
import { PASSWORD, registerUser, uniqueEmail } from "../fixtures/accounts";
import { fromIp, isolatedContext } from "../fixtures/api";
import { otpFrom, waitForMail } from "../fixtures/mailbox";

test.describe("races answer 4xx, never 500", () => {
  test("five simultaneous registrations of one email (in different cases): one 201, the rest 409", async ({
    playwright,
  }) => {
    const api = await isolatedContext(playwright);
    const email = uniqueEmail("race");
    const variants = [email, email.toUpperCase(), email, ` ${email}`, email.replace(/^./, (c) => c.toUpperCase())];
    const responses = await Promise.all(
      variants.map((e) =>
        api.post("/api/auth/register", {
          headers: fromIp(),
          data: { email: e, password: PASSWORD, firstName: "Race", lastName: "Case", role: "surveyor" },
        }),
      ),
    );
    const statuses = responses.map((r) => r.status()).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409]);
    for (const r of responses.filter((r) => r.status() === 409))
      expect(((await r.json()) as { code: string }).code).toBe("email_taken");
    await api.dispose();
  });

  test("ten simultaneous wrong guesses on one code: the code is spent after 5 attempts, the right code then fails", async ({
    playwright,
  }) => {
    const api = await isolatedContext(playwright);
    const user = await registerUser(api);
    const since = Date.now() - 1000;
    await api.post("/v1/auth/password", { headers: fromIp(), data: { email: user.email } });
    const otp = otpFrom(await waitForMail(user.email, { subject: /reset code/i, since }));
    const guesses = Array.from({ length: 10 }, (_, i) => String((Number(otp) + 1 + i) % 1_000_000).padStart(6, "0"));
    const responses = await Promise.all(
      guesses.map((g) =>
        api.put("/v1/auth/password", {
          headers: fromIp(),
          data: { email: user.email, otp: g, password: "Racing-Guesses-55" },
        }),
      ),
    );
    for (const r of responses) expect([400, 429]).toContain(r.status());
    const right = await api.put("/v1/auth/password", {
      headers: fromIp(),
      data: { email: user.email, otp, password: "Racing-Guesses-55" },
    });
    expect([400, 429]).toContain(right.status());
    expect(
      (
        await api.post("/api/auth/login", { headers: fromIp(), data: { email: user.email, password: PASSWORD } })
      ).status(),
    ).toBe(200);
    await api.dispose();
  });
});
