import { expect, test, type Page } from "../fixtures/browser-test";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { writeEblBundle } from "../fixtures/ebl-bundles";
import { expectNoA11yViolations } from "./helpers";

/**
 * The public /verify page: a bundle built at test time (signed with the server's own key) is
 * checked in the browser. All green when untouched; one character edited → red with the reason.
 */
let bundle: ReturnType<typeof writeEblBundle>;

test.beforeAll(async ({ request }) => {
  // The server makes its key on first use: ask for the JWKS before the script signs with that key.
  expect((await request.get("/.well-known/jwks.json")).status()).toBe(200);
  bundle = writeEblBundle({ entries: 8 });
});

const check = (page: Page, id: string) => page.locator(`[data-check="${id}"]`);

test("a valid bundle: every check green, each entry with its badges, the key this platform's; axe clean", async ({
  page,
}) => {
  await page.goto("/verify");
  await expect(page.getByRole("heading", { level: 1, name: "Verify an electronic bill of lading" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Nothing checked yet" })).toBeVisible();
  await expectNoA11yViolations(page);

  await page.getByLabel("Or choose the bundle file (.json)").setInputFiles(bundle.file);
  const verdict = page.getByRole("heading", { level: 2, name: "✓ Valid bundle" });
  await expect(verdict).toBeVisible();
  await expect(verdict).toBeFocused();
  await expect(page.getByRole("status")).toContainText("bill-of-lading.json: valid.");
  const checks = page.locator("[data-check]");
  await expect(checks).toHaveCount(11);
  await expect(page.locator('[data-check][data-ok="false"]')).toHaveCount(0);
  await expect(check(page, "trusted")).toContainText("Signed by this platform's published keys");
  await expect(page.locator("[data-entry]")).toHaveCount(8);
  await expect(page.locator('[data-entry="1"]')).toContainText("issue");
  await expect(page.locator('[data-entry="1"]')).toContainText("Signature ok");
  await expect(page.locator('[data-entry="1"]')).toContainText("Rule ok");
  await expect(page.getByText(bundle.kid)).toContainText(bundle.kid);
  await expect(page.getByText("(this platform's published key)")).toBeVisible();
  await expectNoA11yViolations(page);
});

test("one character edited: red, with the check and the reason; axe clean", async ({ page }) => {
  const tampered = path.join(path.dirname(bundle.file), "edited.json");
  const edited = bundle.text.replace("Black pepper", "Black peppar");
  expect(edited).not.toBe(bundle.text);
  writeFileSync(tampered, edited);
  await page.goto("/verify");
  await page.getByLabel("Or choose the bundle file (.json)").setInputFiles(tampered);
  await expect(page.getByRole("heading", { level: 2, name: "✗ Not valid" })).toBeVisible();
  await expect(page.getByText("edited.json: 3 checks failed. Do not rely on this bundle.")).toBeVisible();
  await expect(check(page, "document")).toHaveAttribute("data-ok", "false");
  await expect(check(page, "document")).toContainText(
    /The transport document's checksum is [0-9a-f]{64}, but every entry signed another/,
  );
  await expect(check(page, "manifest")).toHaveAttribute("data-ok", "false");
  await expect(check(page, "signatures")).toHaveAttribute("data-ok", "true");
  await expect(page.locator('[data-entry="3"]')).toContainText("Document failed");
  await expectNoA11yViolations(page);
});

test("pasted JSON, keyboard only; a bundle signed elsewhere is intact but its origin is not verified", async ({
  page,
}) => {
  const foreign = writeEblBundle({ entries: 3, foreignKey: true });
  await page.goto("/verify");
  const textarea = page.getByLabel("Or paste the bundle JSON");
  await textarea.focus();
  await textarea.fill(foreign.text);
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Verify pasted JSON" })).toBeFocused();
  await page.keyboard.press("Enter");
  // Intact, but anyone can sign an intact bundle with a key of their own: red, never "valid".
  await expect(
    page.getByRole("heading", { level: 2, name: "✗ Integrity verified, origin NOT verified" }),
  ).toBeVisible();
  await expect(page.getByRole("status")).toContainText("pasted JSON: integrity verified, origin not verified.");
  await expect(page.locator('[data-origin="untrusted"]')).toBeVisible();
  await expect(page.locator('[data-check][data-ok="false"]')).toHaveCount(1);
  await expect(check(page, "trusted")).toContainText("not among this platform's published keys");
  await expect(page.getByText("(not a key this site publishes)")).toBeVisible();
});

test("verifies with the network gone once the page has loaded; a file that is not JSON is explained", async ({
  page,
  context,
}) => {
  await page.goto("/verify");
  await expect(page.locator('[data-verifier-ready="true"]')).toBeVisible();
  await context.setOffline(true);
  await page.getByLabel("Or choose the bundle file (.json)").setInputFiles(bundle.file);
  await expect(page.getByRole("heading", { level: 2, name: "✓ Valid bundle" })).toBeVisible();
  await page
    .getByLabel("Or choose the bundle file (.json)")
    .setInputFiles({ name: "notes.json", mimeType: "application/json", buffer: Buffer.from("{ not json") });
  await expect(page.getByRole("heading", { level: 2, name: "✗ Not valid" })).toBeVisible();
  await expect(check(page, "bundle")).toContainText("The file is not valid JSON");
  await context.setOffline(false);
});

test("without this site's keys (JWKS not loaded), an intact bundle is red: integrity verified, origin NOT verified", async ({
  page,
}) => {
  await page.route("**/.well-known/jwks.json", (route) => route.abort());
  await page.goto("/verify");
  await page.getByLabel("Or choose the bundle file (.json)").setInputFiles(bundle.file);
  const verdict = page.getByRole("heading", { level: 2, name: "✗ Integrity verified, origin NOT verified" });
  await expect(verdict).toBeVisible();
  await expect(page.getByText("who signed it is not verified")).toBeVisible();
  await expect(page.locator('[data-origin="unchecked"]')).toBeVisible();
  await expect(page.getByRole("heading", { name: "✓ Valid bundle" })).toHaveCount(0);
  await expectNoA11yViolations(page);
});
