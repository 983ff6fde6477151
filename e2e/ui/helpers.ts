import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { freshIp } from "../fixtures/accounts";

/** Each test gets its own client address, so login throttling in one test never affects another. */
export async function useFreshIp(page: Page) {
  await page.context().setExtraHTTPHeaders({ "x-forwarded-for": freshIp() });
}

export async function signIn(page: Page, email: string, password: string) {
  await expect(page.getByRole("heading", { name: "Sign in to Exportly" })).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

/**
 * Waits until the workspace has started: hydrated, every start-up fetch settled and the start-up
 * overlay (shown only when the shipments take over 300 ms) gone. The provider marks itself
 * `data-workspace-startup="pending"` from the server render until then; screens without it (the
 * admin area) are ready once the browser has left the sign-in page.
 */
export async function workspaceReady(page: Page) {
  // Right after signIn the browser may still show the sign-in page, which has no start-up marker
  // at all: wait until it has left it, or "no pending marker" is true too early.
  await expect(page).not.toHaveURL(/\/(login|register)(\?|$)/);
  await expect(page.locator('[data-workspace-startup="pending"]')).toHaveCount(0);
  await expect(page.getByText("Loading your workspace…")).toBeHidden();
}

export async function logOut(page: Page) {
  await workspaceReady(page);
  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/** True when no finite animation or transition is running (runs in the page, so self-contained). */
function nothingMoving() {
  return (
    document.getAnimations().filter((animation) => {
      if (animation.playState !== "running" && !animation.pending) return false;
      if (animation.effect?.getComputedTiming().iterations === Infinity) return false;
      const target = animation.effect instanceof KeyframeEffect ? animation.effect.target : null;
      return !target?.closest('[role="progressbar"]');
    }).length === 0
  );
}

/**
 * Resolves once nothing on the page is moving: no finite CSS animation or transition still runs.
 * A toast sliding in, a dialog fading out or a row collapsing is drawn at part opacity, and a scan
 * taken during it reports the colour contrast of a frame nobody reads. Infinite animations (spinners)
 * and progress bars (a toast's countdown) never settle and change no text colour, so they are not
 * waited for. Checked twice, a frame apart, so an animation that starts as another ends is caught.
 */
export async function waitForSettledPage(page: Page) {
  for (let pass = 0; pass < 2; pass++) {
    await page.waitForFunction(nothingMoving);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
  }
}

/** WCAG 2.0, 2.1 and 2.2 A/AA and axe's best practices: the full set the public and workspace screens meet. */
export const WCAG_AND_BEST_PRACTICE = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];
/** WCAG 2.0 and 2.1 A/AA only. */
export const WCAG_21 = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/**
 * The one axe check of every spec: waits for a settled page (see waitForSettledPage), scans it and
 * expects no violation. By default only serious and critical ones count; `allImpacts` counts minor
 * and moderate ones too. `where` names the screen in the failure message.
 */
export async function expectNoA11yViolations(
  page: Page,
  {
    where,
    tags = WCAG_AND_BEST_PRACTICE,
    allImpacts = false,
  }: { where?: string; tags?: string[]; allImpacts?: boolean } = {},
) {
  await waitForSettledPage(page);
  const results = await new AxeBuilder({ page }).withTags(tags).analyze();
  const counted = results.violations.filter((v) => allImpacts || v.impact === "serious" || v.impact === "critical");
  expect(
    counted.map(
      (v) =>
        `${where ?? page.url()}: ${v.id} (${v.impact}) ${v.help}: ` +
        v.nodes
          .slice(0, 5)
          .map((n) => `${n.target.join(" ")} ${n.html.slice(0, 200)}`)
          .join(", "),
    ),
  ).toEqual([]);
}
