import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "../fixtures/browser-test";
import { registerUser } from "../fixtures/accounts";
import { bearer } from "../fixtures/api";
import { signIn, useFreshIp, workspaceReady } from "./helpers";

// The start-up overlay ("Loading your workspace…") covers the page only when the first shipments
// fetch takes longer than 300 ms, and then hides 1 s after it settles (lib/client/app-state.tsx).
// Whether it ever appeared is observed in the page itself: a MutationObserver installed before any
// page script runs records every time the overlay's text is in the document.

const OVERLAY_TEXT = "Loading your workspace…";

type Watch = { __overlaySeen: number; __fetched: Record<string, number> };

/**
 * Before any page script runs: a MutationObserver counts every change while the overlay's text is
 * in the document, and fetch is wrapped to count this document's requests per path (the start-up
 * fetches of the page before, still running when the test moved on, are not counted).
 */
async function watchPage(page: Page) {
  await page.addInitScript((text) => {
    const w = window as unknown as Watch;
    w.__overlaySeen = 0;
    w.__fetched = {};
    const check = () => {
      if (document.body?.textContent?.includes(text)) w.__overlaySeen += 1;
    };
    new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
    document.addEventListener("DOMContentLoaded", check);
    const original = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      const path = new URL(url, location.href).pathname;
      w.__fetched[path] = (w.__fetched[path] ?? 0) + 1;
      return original(input, init);
    };
  }, OVERLAY_TEXT);
}

const overlaySeen = (page: Page) => page.evaluate(() => (window as unknown as Watch).__overlaySeen);
/** The start-up alone fetches the profile and the saved ports. */
const startupFetches = (page: Page) =>
  page.evaluate(() => {
    const fetched = (window as unknown as Watch).__fetched;
    return { profile: fetched["/api/auth/profile"] ?? 0, ports: fetched["/api/ports"] ?? 0 };
  });

test.beforeEach(async ({ page }) => useFreshIp(page));

/** A user with one shipment, signed in (the start-up fetch then brings one shipment into the app state). */
async function signedIn(page: Page, request: APIRequestContext) {
  const user = await registerUser(request);
  const created = await request.post("/api/shipments", {
    data: { reference: `OVL-${Date.now().toString(36).toUpperCase()}`, templates: ["commercial_invoice"] },
    headers: bearer(user.token),
  });
  expect(created.status(), await created.text()).toBe(201);
  await page.goto("/login");
  await signIn(page, user.email, user.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await workspaceReady(page);
}

// The page's clock is held still (Playwright's fake timers), so "300 ms" and "1 s" are the app's
// own timers run forward on purpose, never a race between this machine's load and a timeout.
/** The start-up's shipments fetch has settled and its list is in the app state (lib/client/app-state.tsx). */
const shipmentsIn = (page: Page) => page.locator('[data-workspace-shipments="in"]');

test("a hard load of the dashboard with a fast API never shows the start-up overlay", async ({ page, request }) => {
  await signedIn(page, request);
  await watchPage(page);
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 60_000);
  await page.goto("/dashboard");
  // The shipments are in before the 300 ms timer could fire.
  await expect(shipmentsIn(page)).toHaveCount(1);
  // Past the 300 ms threshold and the 1 s hide delay: had it shown at any point, the observer saw it.
  await page.clock.runFor(2000);
  await expect(page.getByText(OVERLAY_TEXT)).toHaveCount(0);
  expect(await overlaySeen(page)).toBe(0);
  // The start-up ran once: the provider is not mounted twice by one hard load…
  expect(await startupFetches(page)).toEqual({ profile: 1, ports: 1 });
  // …nor again by moving between workspace screens (the layout and its provider stay mounted).
  await page.clock.resume();
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByRole("link", { name: "Saved data" }).click();
  await expect(page.getByRole("heading", { name: "Saved data", level: 1 })).toBeVisible();
  await nav.getByRole("link", { name: "Dashboard" }).click();
  await expect(page.getByRole("heading", { name: /^Welcome/, level: 1 })).toBeVisible();
  await expect(shipmentsIn(page)).toHaveCount(1);
  expect(await startupFetches(page)).toEqual({ profile: 1, ports: 1 });
  expect(await overlaySeen(page)).toBe(0);
});

test("with the shipments response held past 300 ms the overlay appears, then goes 1 s after it", async ({
  page,
  request,
}) => {
  await signedIn(page, request);
  await watchPage(page);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === "/api/shipments",
    async (route) => {
      await held;
      await route.continue();
    },
  );
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 60_000);
  const asked = page.waitForRequest((r) => new URL(r.url()).pathname === "/api/shipments");
  await page.goto("/dashboard");
  await asked;
  // The start-up set its 300 ms timer before asking for the shipments: run it.
  await page.clock.runFor(301);
  await expect(page.getByText(OVERLAY_TEXT)).toBeVisible();
  // The real response, continued; the overlay stays for the spec's 1 s after it settles.
  release();
  await expect(shipmentsIn(page)).toHaveCount(1);
  await expect(page.getByText(OVERLAY_TEXT)).toBeVisible();
  await page.clock.runFor(990);
  await expect(page.getByText(OVERLAY_TEXT)).toBeVisible();
  await page.clock.runFor(20);
  await expect(page.getByText(OVERLAY_TEXT)).toBeHidden();
  expect(await overlaySeen(page)).toBeGreaterThan(0);
});
