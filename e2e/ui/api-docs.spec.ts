import { expect, test } from "../fixtures/browser-test";

test("the API docs render the OpenAPI document with the self-hosted viewer", async ({ page }) => {
  const foreign: string[] = [];
  page.on("request", (r) => {
    if (!r.url().startsWith("http://127.0.0.1") && !r.url().startsWith("data:")) foreign.push(r.url());
  });
  await page.goto("/api-docs");
  await expect(page.locator("#swagger-ui .swagger-ui")).toBeVisible();
  await expect(page.getByText("/api/auth/login").first()).toBeVisible();
  expect(foreign).toEqual([]);
});
