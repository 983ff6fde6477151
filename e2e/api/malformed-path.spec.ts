import { expect, test } from "@playwright/test";

// Next.js decodes dynamic segments while it matches routes; a malformed escape used to be its text/plain 500.
test.describe("a malformed percent-escape in the path", () => {
  for (const path of ["/api/shipments/%E0%A4%A", "/api/envelopes/%E0%A4%A/chain", "/v1/auth/%zz"]) {
    test(`is the API's own 400 JSON: ${path}`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(400);
      expect(response.headers()["content-type"]).toMatch(/^application\/json/);
      const body = await response.json();
      expect(body).toMatchObject({ code: "validation_failed", issues: [{ path: "path" }] });
      expect(body.message).toMatch(/malformed percent-escape/);
    });
  }

  test("is a 400 page on a page route", async ({ request }) => {
    const response = await request.get("/invitations/%E0%A4%A");
    expect(response.status()).toBe(400);
    expect(await response.text()).toContain("malformed percent-escape");
  });
});
