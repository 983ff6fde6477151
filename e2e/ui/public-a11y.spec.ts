import { expect, test } from "../fixtures/browser-test";
import { PUBLIC_PAGES } from "../../lib/site/metadata";
import { expectNoA11yViolations } from "./helpers";

for (const { path } of PUBLIC_PAGES) {
  test(`axe: no serious or critical violation on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator("h1")).toBeVisible();
    await expectNoA11yViolations(page);
  });
}

test("axe: the landing page with the cookie modal open", async ({ page }) => {
  await page.goto("/");
  await page.locator("footer").getByRole("button", { name: "Cookie Policy" }).click();
  await expect(page.getByRole("dialog", { name: "Cookie Policy" })).toBeVisible();
  await expectNoA11yViolations(page);
});

test.describe("on a small screen", () => {
  test.use({ viewport: { width: 390, height: 800 } });
  test("axe: the landing page with the mobile menu open", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.locator("#site-menu")).toBeVisible();
    await expectNoA11yViolations(page);
  });
});
