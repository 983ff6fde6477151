import { expect, test, type Page } from "../fixtures/browser-test";
import { PUBLIC_PAGES } from "../../lib/site/metadata";
import { uniqueEmail } from "../fixtures/accounts";
import { waitForMail } from "../fixtures/mailbox";
import { useFreshIp } from "./helpers";

const header = (page: Page) => page.locator("header").first();
const footer = (page: Page) => page.locator("footer");

test.describe("landing page header", () => {
  test("turns white with a shadow only once scrolled more than 10 px", async ({ page }) => {
    await page.goto("/");
    const bar = header(page);
    await expect(bar).toHaveCSS("background-color", "rgba(0, 0, 0, 0)");
    await expect(bar).toHaveCSS("box-shadow", "none");

    await page.evaluate(() => window.scrollTo(0, 10));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(10);
    // Give the scroll handler its chance to run before judging "not yet".
    await page.waitForTimeout(200);
    await expect(bar).toHaveAttribute("data-scrolled", "false");
    await expect(bar).toHaveCSS("box-shadow", "none");

    await page.evaluate(() => window.scrollTo(0, 11));
    await expect(bar).toHaveAttribute("data-scrolled", "true");
    await expect(bar).toHaveCSS("background-color", "rgb(255, 255, 255)");
    await expect(bar).not.toHaveCSS("box-shadow", "none");

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(bar).toHaveAttribute("data-scrolled", "false");
    await expect(bar).toHaveCSS("background-color", "rgba(0, 0, 0, 0)");
  });

  test("Login goes to /login on desktop", async ({ page }) => {
    await page.goto("/");
    await header(page).getByRole("link", { name: "Login" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("heading", { name: "Sign in to Exportly" })).toBeVisible();
  });

  test.describe("on a small screen", () => {
    test.use({ viewport: { width: 390, height: 800 } });

    test("the toggle menu opens, and each link closes it and scrolls to its section", async ({ page }) => {
      await page.goto("/");
      const toggle = page.getByRole("button", { name: "Open menu" });
      const menu = page.locator("#site-menu");
      await expect(menu).toBeHidden();
      await expect(toggle).toHaveAttribute("aria-expanded", "false");

      for (const [label, anchor] of [
        ["Features", "features"],
        ["Technology", "technology"],
        ["How it works", "how-it-works"],
        ["Products", "products"],
        ["Book a demo", "demo"],
      ] as const) {
        await page.getByRole("button", { name: "Open menu" }).click();
        await expect(menu).toBeVisible();
        await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
        await menu.getByRole("link", { name: label }).click();
        await expect(menu, `${label} closes the menu`).toBeHidden();
        await expect(page).toHaveURL(new RegExp(`/#${anchor}$`));
        await expect(page.locator(`#${anchor}`)).toBeInViewport();
      }
    });

    test("Escape closes the menu and returns focus to the toggle", async ({ page }) => {
      await page.goto("/");
      await page.getByRole("button", { name: "Open menu" }).click();
      await expect(page.locator("#site-menu")).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(page.locator("#site-menu")).toBeHidden();
      await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
    });

    test("Login in the mobile menu goes to /login", async ({ page }) => {
      await page.goto("/");
      await page.getByRole("button", { name: "Open menu" }).click();
      await page.locator("#site-menu").getByRole("link", { name: "Login" }).click();
      await expect(page).toHaveURL(/\/login$/);
    });
  });
});

test("the landing page has its sections in order, six trusted-by names and three five-star testimonials", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page.locator("h1")).toHaveCount(1);
  const headings = await page.locator("main h2").allTextContents();
  expect(headings).toEqual([
    "Trusted by teams at",
    "Everything an export shipment needs",
    "See it at work",
    "Technology you can check for yourself",
    "How it works",
    "Our products",
    "What our beta customers say",
    "Book a demo",
  ]);
  await expect(page.locator("section[aria-labelledby=trusted-title] li")).toHaveCount(6);
  await expect(page.locator("#features li")).toHaveCount(6);
  await expect(page.locator("#how-it-works h3")).toHaveText([
    "Join the Network",
    "Document Suggestions",
    "Compliance & Insights",
    "Monitor Dashboard",
  ]);
  await expect(page.locator("#products > div > ul > li > h3")).toHaveText([
    "Documentation Network",
    "AI Compliance Engine",
    "Electronic Bill of Lading",
  ]);
  const ratings = page.getByRole("img", { name: "Rated 5 out of 5" });
  await expect(ratings).toHaveCount(3);
  for (const rating of await ratings.all()) await expect(rating).toHaveText("★★★★★");
  await expect(footer(page)).toContainText("© 2025 Exportly");
});

test("the logo names the site in the header and the footer, and the favicon is our SVG mark", async ({
  page,
  request,
}) => {
  await page.goto("/");
  for (const place of [header(page), footer(page)]) {
    const logo = place.getByRole("link", { name: "Exportly", exact: true });
    await expect(logo).toBeVisible();
    await expect(logo).toHaveAttribute("href", "/");
    // The mark is decoration: the wordmark's text names the link.
    await expect(logo.locator("svg")).toHaveAttribute("aria-hidden", "true");
  }
  const href = await page.locator('link[rel="icon"]').first().getAttribute("href");
  expect(href).toMatch(/^\/icon\.svg/);
  const icon = await request.get(href!);
  expect(icon.status()).toBe(200);
  expect(icon.headers()["content-type"]).toContain("image/svg+xml");
  expect(await icon.text()).toContain("<svg");
});

test("the landing page shows three real screens: each loads lazily, with its size and a description", async ({
  page,
  request,
}) => {
  await page.goto("/");
  const images = page.locator("#product figure img");
  await expect(images).toHaveCount(3);
  for (const image of await images.all()) {
    // Width and height reserve the box before the file arrives (no layout shift); below the fold, so lazy.
    await expect(image).toHaveAttribute("width", "1280");
    await expect(image).toHaveAttribute("height", "800");
    await expect(image).toHaveAttribute("loading", "lazy");
    expect((await image.getAttribute("alt"))?.length ?? 0).toBeGreaterThan(40);
    const src = (await image.getAttribute("src"))!;
    expect(src).toMatch(/^\/landing\/[a-z-]+\.webp$/);
    const file = await request.get(src);
    expect(file.status(), src).toBe(200);
    expect(file.headers()["content-type"]).toBe("image/webp");
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)), { message: src })
      .toBe(1280);
  }
});

test("every header and footer link answers 200", async ({ page }) => {
  await page.goto("/");
  const hrefs = await page
    .locator("header a[href], footer a[href]")
    .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
  const targets = [...new Set(hrefs.map((href) => href.split("#")[0]!))];
  expect(targets.length).toBeGreaterThanOrEqual(9);
  for (const path of [
    "/login",
    "/privacyPolicy",
    "/termsAndConditions",
    "/data-processing-agreement",
    "/termsOfUse",
    "/partner-list",
    "/about",
    "/security",
  ]) {
    expect(
      targets.some((t) => new URL(t).pathname === path),
      `${path} is linked`,
    ).toBe(true);
  }
  for (const target of targets) {
    const response = await page.request.get(target);
    expect(response.status(), target).toBe(200);
  }
  // And the anchors the header links to exist on the landing page.
  const anchors = await page
    .locator("header a[href*='#']")
    .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).hash));
  for (const anchor of anchors) await expect(page.locator(anchor)).toHaveCount(1);
});

test.describe("cookie policy modal", () => {
  const open = async (page: Page) => {
    await page.goto("/");
    const trigger = footer(page).getByRole("button", { name: "Cookie Policy" });
    await trigger.click();
    const dialog = page.getByRole("dialog", { name: "Cookie Policy" });
    await expect(dialog).toBeVisible();
    return { trigger, dialog };
  };

  test("explains the cookies, refers to the Privacy Policy and closes with its button, returning focus", async ({
    page,
  }) => {
    const { trigger, dialog } = await open(page);
    await expect(dialog).toContainText("browsing experience");
    await expect(dialog).toContainText("analyse our traffic");
    await expect(dialog).toContainText("tailored advertisements");
    await expect(dialog.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacyPolicy");
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test("a click on the backdrop closes it", async ({ page }) => {
    const { trigger, dialog } = await open(page);
    // Inside the panel: stays open.
    await dialog.getByText("browsing experience").click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test("Escape closes it, and focus is trapped inside while open", async ({ page }) => {
    const { trigger, dialog } = await open(page);
    await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((d) => d.contains(document.activeElement)), `Tab ${i + 1} stays inside`).toBe(true);
    }
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press("Shift+Tab");
      expect(await dialog.evaluate((d) => d.contains(document.activeElement)), `Shift+Tab ${i + 1} stays inside`).toBe(
        true,
      );
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });
});

test.describe("demo form", () => {
  test.beforeEach(async ({ page }) => {
    await useFreshIp(page);
    await page.goto("/#demo");
  });

  const form = (page: Page) => page.locator("#demo form");
  const fill = async (page: Page, email: string) => {
    await form(page).getByLabel("Full name").fill("Meera Iyer");
    await form(page).getByLabel("Company").fill("Coastline Spices");
    await form(page).getByLabel("Email").fill(email);
    await form(page).getByLabel("Phone").fill("+91 98765 43210");
    await form(page).getByLabel("Message (optional)").fill("Forty containers a month from Kochi.");
  };

  test("has the spec's fields, types and placeholders", async ({ page }) => {
    await expect(form(page).getByLabel("Email")).toHaveAttribute("type", "email");
    await expect(form(page).getByLabel("Phone")).toHaveAttribute("type", "tel");
    await expect(form(page).getByLabel("Message (optional)")).toHaveAttribute("rows", "3");
    await expect(form(page).getByLabel("Company")).toHaveAttribute("placeholder", "Your Company");
    await expect(form(page).getByLabel("Message (optional)")).toHaveAttribute(
      "placeholder",
      "Tell us about your export documentation needs...",
    );
    for (const label of ["Full name", "Company", "Email", "Phone"])
      await expect(form(page).getByLabel(label)).toHaveAttribute("required", "");
  });

  test("the required fields block submission", async ({ page }) => {
    let posted = 0;
    page.on("request", (r) => {
      if (r.url().endsWith("/api/demo")) posted++;
    });
    const submit = form(page).getByRole("button", { name: "Schedule demo" });
    await submit.click();
    expect(
      await form(page)
        .getByLabel("Full name")
        .evaluate((i: HTMLInputElement) => i.validity.valueMissing),
    ).toBe(true);
    await form(page).getByLabel("Full name").fill("Meera Iyer");
    await form(page).getByLabel("Company").fill("Coastline Spices");
    await form(page).getByLabel("Email").fill("not-an-email");
    await form(page).getByLabel("Phone").fill("+91 98765 43210");
    await submit.click();
    expect(
      await form(page)
        .getByLabel("Email")
        .evaluate((i: HTMLInputElement) => i.validity.typeMismatch),
    ).toBe(true);
    await form(page).getByLabel("Email").fill("meera@example.com");
    await form(page).getByLabel("Phone").fill("");
    await submit.click();
    expect(
      await form(page)
        .getByLabel("Phone")
        .evaluate((i: HTMLInputElement) => i.validity.valueMissing),
    ).toBe(true);
    await page.waitForTimeout(300);
    expect(posted).toBe(0);
  });

  test("success shows the toast in the footer's container, clears the fields and mails the requester", async ({
    page,
  }) => {
    const email = uniqueEmail("demo");
    const since = Date.now();
    await fill(page, email);
    await form(page).getByRole("button", { name: "Schedule demo" }).click();
    const toast = footer(page).getByRole("alert").filter({ hasText: "Demo scheduled successfully!" });
    await expect(toast).toBeVisible();
    for (const label of ["Full name", "Company", "Email", "Phone", "Message (optional)"])
      await expect(form(page).getByLabel(label)).toHaveValue("");
    const mail = await waitForMail(email, { subject: /demo request/i, since });
    // The confirmation repeats nothing the visitor typed (no relay for text chosen by a stranger).
    expect(mail.text).toContain("someone from our team will contact you");
    expect(mail.text).not.toContain("Meera Iyer");
  });

  test("a server shown as invalid puts its message under the field and keeps the values", async ({ page }) => {
    await fill(page, uniqueEmail("demo"));
    await form(page).getByLabel("Phone").fill("12345");
    await form(page).getByRole("button", { name: "Schedule demo" }).click();
    await expect(page.getByText("Failed to schedule demo. Please try again.")).toBeVisible();
    // The error summary at the top of the form names it; the field carries its message.
    await expect(
      form(page)
        .getByRole("alert")
        .getByRole("link", { name: /Enter a phone number of 7 to 20 digits/ }),
    ).toBeVisible();
    await expect(form(page).getByLabel("Phone")).toHaveAccessibleDescription(/Enter a phone number of 7 to 20 digits/);
    await expect(form(page).getByLabel("Phone")).toHaveAttribute("aria-invalid", "true");
    await expect(form(page).getByLabel("Full name")).toHaveValue("Meera Iyer");
  });

  test("a failing server keeps the fields, logs the error and shows the failure toast", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error") errors.push(m.text());
    });
    await page.route("**/api/demo", (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify({ message: "boom", code: "internal" }),
      }),
    );
    const email = uniqueEmail("demo");
    await fill(page, email);
    await form(page).getByRole("button", { name: "Schedule demo" }).click();
    await expect(
      footer(page).getByRole("alert").filter({ hasText: "Failed to schedule demo. Please try again." }),
    ).toBeVisible();
    await expect(form(page).getByLabel("Full name")).toHaveValue("Meera Iyer");
    await expect(form(page).getByLabel("Email")).toHaveValue(email);
    await expect(form(page).getByLabel("Message (optional)")).toHaveValue("Forty containers a month from Kochi.");
    expect(errors.some((e) => e.includes("Demo request failed"))).toBe(true);
  });

  test("a spinner replaces the button while submitting", async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/demo", async (route) => {
      await held;
      await route.continue();
    });
    await fill(page, uniqueEmail("demo"));
    await form(page).getByRole("button", { name: "Schedule demo" }).click();
    await expect(form(page).getByRole("status")).toBeVisible();
    await expect(form(page).locator(".spinner")).toBeVisible();
    await expect(form(page).getByRole("button", { name: "Schedule demo" })).toHaveCount(0);
    release();
    await expect(page.getByText("Demo scheduled successfully!")).toBeVisible();
    await expect(form(page).getByRole("button", { name: "Schedule demo" })).toBeVisible();
    await expect(form(page).getByRole("status")).toHaveCount(0);
  });
});

const LEGAL_PAGES = [
  {
    path: "/termsAndConditions",
    h1: "Terms and Conditions",
    sections: 12,
    mustContain: ["24 hours or more", "12 months", "laws of India", "Shimla, India", "72 hours"],
  },
  { path: "/termsOfUse", h1: "Terms of Use", sections: 8, mustContain: ["Last updated February 2025", "Contact us"] },
  {
    path: "/data-processing-agreement",
    h1: "Data Processing Agreement",
    sections: 10,
    mustContain: [
      "Effective 16 March 2025",
      "48 hours",
      "Controller obligations",
      "Processor obligations",
      "Sub-processors",
      "Signatures",
    ],
  },
  {
    path: "/privacyPolicy",
    h1: "Privacy Policy",
    sections: 7,
    mustContain: ["KYC", "Shipment data", "Page views", "How long we keep it", "Your rights", "Cookies"],
  },
  { path: "/about", h1: "About Exportly", sections: 4, mustContain: ["Indian company"] },
  {
    path: "/security",
    h1: "Security",
    sections: 6,
    mustContain: ["hash-linked", "not a public cryptocurrency blockchain"],
  },
];

for (const legal of LEGAL_PAGES) {
  test(`${legal.path} shows its ${legal.sections} numbered sections with a table of contents`, async ({ page }) => {
    await page.goto(legal.path);
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.locator("h1")).toHaveText(legal.h1);
    const titles = await page.locator("[data-numbered-section] > h2").allTextContents();
    expect(titles).toHaveLength(legal.sections);
    titles.forEach((title, i) => expect(title).toMatch(new RegExp(`^${i + 1}\\. \\S`)));
    const contents = page.getByRole("navigation", { name: "Contents" }).getByRole("link");
    await expect(contents).toHaveCount(legal.sections);
    for (const link of await contents.all()) {
      const hash = (await link.getAttribute("href"))!;
      await expect(page.locator(`${hash} > h2`)).toHaveCount(1);
    }
    // The contents work: the last entry scrolls its section into view.
    await contents.last().click();
    await expect(page.locator("[data-numbered-section]").last()).toBeInViewport();
    for (const text of legal.mustContain) await expect(page.locator("main")).toContainText(text);
  });
}

test("the terms of use end with a contact block and the DPA with two signature blocks", async ({ page }) => {
  await page.goto("/termsOfUse");
  await expect(page.getByRole("heading", { name: "Contact us" })).toBeVisible();
  await expect(page.locator("address")).toContainText("@");
  await page.goto("/data-processing-agreement");
  await expect(page.locator("[data-signature-block]")).toHaveCount(2);
  await expect(page.locator("[data-signature-block] h3")).toHaveText(["Controller (Customer)", "Processor (Exportly)"]);
});

test.describe("partner list", () => {
  test("shows four partner cards in two columns", async ({ page }) => {
    await page.goto("/partner-list");
    await expect(page.getByRole("heading", { level: 1, name: "Trusted Partners" })).toBeVisible();
    const cards = page.locator("[data-partner-card]");
    await expect(cards).toHaveCount(4);
    for (const card of await cards.all()) {
      await expect(card.locator("h2")).not.toBeEmpty();
      await expect(card.locator("p")).not.toBeEmpty();
    }
    const xs = await cards.evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().left)));
    expect(new Set(xs).size).toBe(2);
  });

  test.describe("on a small screen", () => {
    test.use({ viewport: { width: 390, height: 800 } });
    test("shows the cards in one column", async ({ page }) => {
      await page.goto("/partner-list");
      const xs = await page
        .locator("[data-partner-card]")
        .evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().left)));
      expect(new Set(xs).size).toBe(1);
    });
  });
});

test("every public page has one h1, a title, a description, Open Graph tags and loads nothing from another host", async ({
  page,
}) => {
  const foreign: string[] = [];
  page.on("request", (r) => {
    const url = r.url();
    if (!url.startsWith("http://127.0.0.1") && !url.startsWith("data:")) foreign.push(url);
  });
  const titles = new Set<string>();
  for (const { path } of PUBLIC_PAGES) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.locator("h1"), path).toHaveCount(1);
    const title = await page.title();
    expect(title, path).toMatch(/Exportly/);
    titles.add(title);
    await expect(page.locator('meta[name="description"]'), path).toHaveAttribute("content", /.{40,}/);
    await expect(page.locator('meta[property="og:title"]'), path).toHaveAttribute("content", /Exportly/);
    await expect(page.locator('meta[property="og:url"]'), path).toHaveAttribute(
      "content",
      path === "/" ? /^https?:\/\/[^/]+\/?$/ : new RegExp(`${path}$`),
    );
    await expect(page.locator('link[rel="canonical"]'), path).toHaveCount(1);
  }
  expect(titles.size).toBe(PUBLIC_PAGES.length);
  expect(foreign).toEqual([]);
});

test("sitemap.xml lists every public page and robots.txt points to it", async ({ request }) => {
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.status()).toBe(200);
  const xml = await sitemap.text();
  for (const { path } of PUBLIC_PAGES) expect(xml).toContain(`${path === "/" ? "/" : path}</loc>`);
  const robots = await request.get("/robots.txt");
  expect(robots.status()).toBe(200);
  const text = await robots.text();
  expect(text).toMatch(/Sitemap: \S+\/sitemap\.xml/);
  expect(text).toContain("Disallow: /api/");
});
