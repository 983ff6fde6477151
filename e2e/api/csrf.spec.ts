import { expect, test } from "@playwright/test";
import { registerUser } from "../fixtures/accounts";
import { bearer, expectError, isolatedContext } from "../fixtures/api";
import { E2E_BASE_URL } from "../fixtures/ports";

test.describe("cookie CSRF check on unsafe methods", () => {
  test("a cross-site cookie-authenticated PUT → 403; same-origin → 200", async ({ playwright }) => {
    const api = await isolatedContext(playwright);
    const me = await registerUser(api); // the context now holds the session cookie
    const url = `/api/users/${me.id}`;

    await expectError(
      await api.put(url, {
        headers: { origin: "http://evil.example", "sec-fetch-site": "cross-site" },
        data: { firstName: "Evil" },
      }),
      403,
      { code: "forbidden" },
    );
    await expectError(
      await api.put(url, { headers: { origin: "http://evil.example" }, data: { firstName: "Evil" } }),
      403,
      { code: "forbidden" },
    );
    await expectError(
      await api.put(url, { headers: { "sec-fetch-site": "same-site" }, data: { firstName: "Evil" } }),
      403,
      { code: "forbidden" },
    );

    const same = await api.put(url, {
      headers: { origin: E2E_BASE_URL, "sec-fetch-site": "same-origin" },
      data: { firstName: "Same" },
    });
    expect(same.status(), await same.text()).toBe(200);
    expect(((await same.json()) as { user: { firstName: string } }).user.firstName).toBe("Same");

    const profile = (await (await api.get("/api/auth/profile")).json()) as { user: { firstName: string } };
    expect(profile.user.firstName).toBe("Same");
    await api.dispose();
  });

  test("a header credential is not subject to the cookie check", async ({ playwright }) => {
    const setup = await isolatedContext(playwright);
    const me = await registerUser(setup);
    await setup.dispose();
    const api = await isolatedContext(playwright);
    const response = await api.put(`/api/users/${me.id}`, {
      headers: { ...bearer(me.token), origin: "http://evil.example", "sec-fetch-site": "cross-site" },
      data: { company: "Header Co" },
    });
    expect(response.status(), await response.text()).toBe(200);
    await api.dispose();
  });
});
