import { expect, test } from "../fixtures/browser-test";
import { E2E_ADMIN } from "../fixtures/ports";
import { expectNoA11yViolations, signIn, useFreshIp, WCAG_AND_BEST_PRACTICE } from "./helpers";

test("an admin chooses which support mail they get, on the support queue page, and it stays chosen", async ({
  page,
}) => {
  await useFreshIp(page);
  await page.goto("/login?next=%2Fadmin%2Fsupport");
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/support$/);
  const group = page.getByRole("group", { name: "Email me about support tickets" });
  // Nobody chose yet: every new ticket and customer reply.
  await expect(group.getByRole("radio", { name: "Every new ticket and customer reply" })).toBeChecked();
  await group.getByRole("radio", { name: "Only tickets assigned to me" }).check();
  await expect(page.getByText("Mail preference saved.")).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole("group", { name: "Email me about support tickets" }).getByRole("radio", {
      name: "Only tickets assigned to me",
    }),
  ).toBeChecked();
  // Put it back, so other specs' admin mail is as they expect.
  await page.getByRole("radio", { name: "Every new ticket and customer reply" }).check();
  // The reload cleared the first toast: this is the second save's.
  await expect(page.getByText("Mail preference saved.")).toBeVisible();
  await expect(page.getByRole("radio", { name: "Every new ticket and customer reply" })).toBeChecked();
  await expect(page.locator("[aria-busy=true]")).toHaveCount(0);
  await expectNoA11yViolations(page, { where: "/admin/support", tags: WCAG_AND_BEST_PRACTICE });
});
