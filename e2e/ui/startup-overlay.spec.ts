import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures/browser-test";
import { registerUser } from "../fixtures/accounts";
import { signIn, useFreshIp, workspaceReady } from "./helpers";

// The start-up overlay ("Loading your workspace…") covers the page only when the first shipments
// fetch takes longer than 300 ms, and then hides 1 s after it settles (lib/client/app-state.tsx).
// Whether it ever appeared is observed in the page itself: a MutationObserver installed before any
// page script runs records every time the overlay's text is in the document, so no timing is assumed.

const OVERLAY_TEXT = "Loading your workspace…";

async function watchOverlay(page: Page) {
  await page.addInitScript((text) => {
    const w = window as unknown as { __overlaySeen: number };
    w.__overlaySeen = 0;
    const check = () => {
      if (document.body?.textContent?.includes(text)) w.__overlaySeen += 1;
    };
    new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
    document.addEventListener("DOMContentLoaded", check);
  }, OVERLAY_TEXT);
}

const overlaySeen = (page: Page) => page.evaluate(() => (window as unknown as { __overlaySeen: number }).__overlaySeen);

test.beforeEach(async ({ page }) => useFreshIp(page));

async function signedIn(page: Page, request: Parameters<typeof registerUser>[0]) {
  const user = await registerUser(request);
  await page.goto("/login");
  await signIn(page, user.email, user.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await workspaceReady(page);
}

test("a hard load of the dashboard with a fast API never shows the start-up overlay", async ({ page, request }) => {
  await signedIn(page, request);
  await watchOverlay(page);
  const startup: string[] = [];
  page.on("request", (r) => {
    const path = new URL(r.url()).pathname;
    if (path === "/api/auth/profile" || path === "/api/ports") startup.push(path);
  });
  const shipments = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/shipments");
  await page.goto("/dashboard");
  await shipments;
  await expect(page.getByRole("heading", { name: /^Welcome/, level: 1 })).toBeVisible();
  // Past the 300 ms threshold and the 1 s hide delay: had it shown at any point, the observer saw it.
  await page.waitForTimeout(1500);
  expect(await overlaySeen(page)).toBe(0);
  await expect(page.getByText(OVERLAY_TEXT)).toHaveCount(0);
  // The start-up effect ran once: the provider is not mounted twice by one hard load…
  expect(startup.sort()).toEqual(["/api/auth/profile", "/api/ports"]);
  // …nor again by moving between workspace screens (the layout and its provider stay mounted).
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Saved data" }).click();
  await expect(page).toHaveURL(/\/master-data$/);
  await expect(page.getByRole("heading", { name: "Saved data", level: 1 })).toBeVisible();
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Dashboard" }).click();
  await expect(page.getByRole("heading", { name: /^Welcome/, level: 1 })).toBeVisible();
  expect(startup.sort()).toEqual(["/api/auth/profile", "/api/ports"]);
  expect(await overlaySeen(page)).toBe(0);
});

test("with the shipments response held past 300 ms the overlay appears, then goes", async ({ page, request }) => {
  await signedIn(page, request);
  await watchOverlay(page);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === "/api/shipments",
    async (route) => {
      await held;
      await route.continue();
    },
  );
  await page.goto("/dashboard");
  // The response is held until the overlay is on screen: appearing is what releases it.
  await expect(page.getByText(OVERLAY_TEXT)).toBeVisible();
  release();
  await expect(page.getByText(OVERLAY_TEXT)).toBeHidden();
  expect(await overlaySeen(page)).toBeGreaterThan(0);
  await expect(page.getByRole("heading", { name: /^Welcome/, level: 1 })).toBeVisible();
});
