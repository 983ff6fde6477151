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

/** Waits for the startup spinner to go (it hides 1 s after the shipments fetch settles). */
export async function workspaceReady(page: Page) {
  await expect(page.getByText("Loading your workspace…")).toBeHidden();
}

export async function logOut(page: Page) {
  await workspaceReady(page);
  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/login$/);
}
