import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { PUBLIC_PAGES } from "../../lib/site/metadata";

/** Serious and critical axe violations, WCAG 2.x A and AA plus best practices. */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => n.target.join(" ")).slice(0, 5),
    }));
}

for (const { path } of PUBLIC_PAGES) {
  test(`axe: no serious or critical violation on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator("h1")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test("axe: the landing page with the cookie modal open", async ({ page }) => {
  await page.goto("/");
  await page.locator("footer").getByRole("button", { name: "Cookie Policy" }).click();
  await expect(page.getByRole("dialog", { name: "Cookie Policy" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test.describe("on a small screen", () => {
  test.use({ viewport: { width: 390, height: 800 } });
  test("axe: the landing page with the mobile menu open", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.locator("#site-menu")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
