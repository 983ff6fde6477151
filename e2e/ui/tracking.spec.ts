import { expect, test, type APIRequestContext, type Page } from "../fixtures/browser-test";
import { registerUser, type RegisteredUser } from "../fixtures/accounts";
import { bearer } from "../fixtures/api";
import { E2E_BASE_URL } from "../fixtures/ports";
import { VOYAGE, voyageClock, voyageEvents, voyageTimes } from "../fixtures/tracking";
import { expectNoA11yViolations, signIn, useFreshIp, workspaceReady } from "./helpers";

test.beforeEach(async ({ page }) => useFreshIp(page));
// Dates follow the reader's locale and zone (lib/format/dates): read them as a British reader in UTC does.
test.use({ locale: "en-GB", timezoneId: "UTC" });

/** The app's date-time format for an en-GB reader in UTC, computed here with Intl (not the app's code). */
const dateTime = (iso: string) =>
  new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }).format(new Date(iso));

async function newShipment(request: APIRequestContext, user: RegisteredUser, reference: string) {
  const response = await request.post("/api/shipments", {
    headers: bearer(user.token),
    data: { reference, templates: ["packing_list"] },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { shipment: { id: string } }).shipment.id;
}

/** Fails the test on any request from the page to another host than the app's (tiles, fonts, marker images…). */
function watchForeignRequests(page: Page) {
  const app = new URL(E2E_BASE_URL);
  const foreign: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.protocol === "data:" || url.protocol === "blob:") return;
    if (url.hostname !== app.hostname && url.hostname !== "localhost") foreign.push(request.url());
  });
  return foreign;
}

test("Tracking: register through the form, replay a voyage, read the timeline, the ETA, the map and its table", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const foreign = watchForeignRequests(page);
  const user = await registerUser(request);
  const reference = `TRACK-E2E-${Date.now()}`;
  const shipmentId = await newShipment(request, user, reference);

  await page.goto("/login?next=%2FtrackShipment");
  await signIn(page, user.email, user.password);
  await expect(page).toHaveURL(/\/trackShipment$/);
  await workspaceReady(page);
  await expect(page.getByRole("heading", { level: 1, name: "Track shipment" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Nothing tracked yet" })).toBeVisible();
  await expectNoA11yViolations(page, { where: "/trackShipment (empty)" });

  // Register through the form: a container whose check digit is wrong is refused first.
  await page.getByRole("button", { name: "Track a shipment" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Track a shipment" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Shipment", { exact: true }).selectOption({ label: reference });
  await dialog.getByLabel("Carrier SCAC").fill(VOYAGE.carrierCode);
  await dialog.getByLabel("Booking reference").fill(VOYAGE.bookingReference);
  await dialog.getByLabel("Bill of lading number").fill(VOYAGE.transportDocumentReference);
  await dialog.getByLabel("Container numbers").fill(`${VOYAGE.container}\n${VOYAGE.badContainer}`);
  await dialog.getByLabel("Vessel IMO number").fill(VOYAGE.vesselIMONumber);
  await dialog.getByRole("button", { name: "Start tracking" }).click();
  const summary = dialog.getByRole("alert").filter({ hasText: "There is a problem" });
  await expect(summary).toBeFocused();
  const problem = summary.getByRole("link", { name: new RegExp(VOYAGE.badContainer) });
  await expect(problem).toBeVisible();
  await problem.click();
  await expect(dialog.getByLabel("Container numbers")).toBeFocused();
  await expect(dialog.getByLabel("Container numbers")).toHaveAttribute("aria-invalid", "true");

  await dialog.getByLabel("Container numbers").fill(VOYAGE.container);
  await dialog.getByRole("button", { name: "Start tracking" }).click();
  await expect(page).toHaveURL(new RegExp(`/trackShipment/${shipmentId}$`));
  await expect(page.getByRole("heading", { level: 1, name: reference })).toBeVisible();

  // The carrier's events arrive through the API (as a carrier's system would send them).
  const clock = voyageClock();
  const times = voyageTimes(clock);
  const events = voyageEvents(times);
  const posted = await request.post(`/api/shipments/${shipmentId}/tracking/events`, {
    headers: bearer(user.token),
    data: events,
  });
  expect(posted.status(), await posted.text()).toBeLessThan(300);
  await page.reload();
  await workspaceReady(page);

  // The ETA: the estimated Hamburg arrival, 36 h after the first plan.
  const arrival = page.getByRole("region", { name: "Arrival" });
  await expect(arrival).toContainText(dateTime(times.arrivalEstimated));
  await expect(arrival).toContainText("(estimated)");
  await expect(arrival).toContainText("1 d 12 h late");
  await expect(arrival).toContainText(`${dateTime(times.arrivalPlanned)} (moved 1 d 12 h later)`);

  // The timeline: the departure happened, the arrival is planned and estimated.
  const timeline = page.getByRole("list", { name: `Milestones of ${reference}` });
  const departed = timeline.getByRole("listitem").filter({ hasText: /^Departed · .*INNSA/ });
  await expect(departed).toContainText(`Actual${dateTime(times.departed)}`);
  const arrived = timeline.getByRole("listitem").filter({ hasText: /^Arrived · .*DEHAM/ });
  await expect(arrived).toContainText(`Planned${dateTime(times.arrivalPlanned)}`);
  await expect(arrived).toContainText(`Estimated${dateTime(times.arrivalEstimated)}`);
  await expect(arrived).toContainText("ActualNot yet");
  await expect(
    page
      .getByRole("list", { name: `Milestones of container ${VOYAGE.container}` })
      .getByRole("listitem")
      .first(),
  ).toContainText(`Actual${dateTime(times.emptyPickedUp)}`);

  // The map: drawn offline (land from Natural Earth), the sea route, three ports and the vessel.
  const map = page.getByRole("region", { name: `Map of the route of ${reference}` });
  await expect(map).toBeVisible();
  await expect(map.locator(".leaflet-overlay-pane path.tracking-map-land").first()).toBeAttached();
  const route = map.locator(".leaflet-overlay-pane path.tracking-map-route");
  await expect(route).toHaveCount(1);
  // A sea route, not a straight line: many segments ("L" commands) in the SVG path.
  expect(((await route.getAttribute("d")) ?? "").split("L").length).toBeGreaterThan(5);
  await expect(map.locator(".leaflet-marker-pane .tracking-map-port")).toHaveCount(3);
  await expect(map.getByRole("button", { name: /^Port of loading: .+/ })).toBeVisible();
  await expect(map.getByRole("button", { name: /^Transhipment port: .+/ })).toBeVisible();
  await expect(map.getByRole("button", { name: /^Port of discharge: .+/ })).toBeVisible();
  await expect(map.locator(".leaflet-marker-pane .tracking-map-vessel")).toHaveText("Estimated position");

  // Keyboard: the map takes the focus and an arrow key pans it.
  await map.focus();
  await expect(map).toBeFocused();
  const pane = map.locator(".leaflet-map-pane");
  const before = await pane.evaluate((el) => getComputedStyle(el).transform);
  await page.keyboard.press("ArrowRight");
  await expect.poll(() => pane.evaluate((el) => getComputedStyle(el).transform)).not.toBe(before);

  // The same facts in a table beside the map.
  const table = page.getByRole("table", { name: "Ports of the route" });
  await expect(table.getByRole("row")).toHaveCount(4);
  const singapore = table.getByRole("row").filter({ hasText: "SGSIN" });
  await expect(singapore).toContainText("Transhipment port");
  await expect(singapore).toContainText(`Actual${dateTime(times.transhipmentArrived)}`);
  await expect(singapore).toContainText(`Actual${dateTime(times.transhipmentDeparted)}`);
  await expect(table.getByRole("row").filter({ hasText: "DEHAM" })).toContainText(
    `Estimated${dateTime(times.arrivalEstimated)}`,
  );
  await expect(page.getByText(/^Estimated position of the vessel: /)).toBeVisible();

  // The raw events, collapsed until asked for.
  await page.getByText(`Raw DCSA events (${events.length})`).click();
  await expect(page.getByRole("region", { name: "Raw events, JSON" })).toContainText(events[0]!.eventID);

  await expectNoA11yViolations(page, { where: "tracking detail" });

  // The list: the shipment, late, under "Delayed" but not "Arriving this week" (its ETA is 19 days away).
  await page.getByRole("link", { name: "Track shipment" }).first().click();
  await expect(page).toHaveURL(/\/trackShipment$/);
  const row = page.getByRole("row").filter({ hasText: reference });
  await expect(row).toContainText("1 d 12 h late");
  await expect(row).toContainText(dateTime(times.arrivalEstimated));
  await page.getByLabel("Show").selectOption("delayed");
  await expect(page.getByRole("row").filter({ hasText: reference })).toBeVisible();
  await page.getByLabel("Show").selectOption("arriving_this_week");
  await expect(page.getByRole("heading", { name: "No tracked shipment matches" })).toBeVisible();
  await page.getByLabel("Show").selectOption("");
  await page.getByLabel("Port (UN/LOCODE)").fill("sgsin");
  await page.getByRole("button", { name: "Apply port" }).click();
  await expect(page.getByRole("row").filter({ hasText: reference })).toBeVisible();
  await expectNoA11yViolations(page, { where: "/trackShipment" });

  // The shipment screen shows the status and the ETA, with a link back here.
  await page.goto(`/exportdocs/${shipmentId}`);
  await workspaceReady(page);
  await expect(page.getByText(`ETA ${dateTime(times.arrivalEstimated)}`)).toBeVisible();
  await expect(page.getByRole("link", { name: "Tracking details" })).toHaveAttribute(
    "href",
    `/trackShipment/${shipmentId}`,
  );

  expect(foreign, "requests that left the machine").toEqual([]);
});

/** A shipment tracked through the API with the voyage replayed; returns its id. */
async function trackedShipment(request: APIRequestContext, user: RegisteredUser, reference: string) {
  const id = await newShipment(request, user, reference);
  const created = await request.post(`/api/shipments/${id}/tracking`, {
    headers: bearer(user.token),
    data: {
      carrierCode: VOYAGE.carrierCode,
      carrierBookingReference: VOYAGE.bookingReference,
      equipmentReferences: [VOYAGE.container],
      vesselIMONumber: VOYAGE.vesselIMONumber,
      mode: "VESSEL",
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const posted = await request.post(`/api/shipments/${id}/tracking/events`, {
    headers: bearer(user.token),
    data: voyageEvents(),
  });
  expect(posted.status(), await posted.text()).toBeLessThan(300);
  return id;
}

test("Tracking: the owner edits the identifiers and stops tracking after a confirmation", async ({ page, request }) => {
  test.setTimeout(90_000);
  const user = await registerUser(request);
  const reference = `TRACK-EDIT-${Date.now()}`;
  const shipmentId = await trackedShipment(request, user, reference);

  await page.goto(`/login?next=${encodeURIComponent(`/trackShipment/${shipmentId}`)}`);
  await signIn(page, user.email, user.password);
  await workspaceReady(page);
  await expect(page.getByRole("heading", { level: 1, name: reference })).toBeVisible();

  await page.getByRole("button", { name: "Edit tracking" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit tracking" });
  await expect(dialog.getByLabel("Booking reference")).toHaveValue(VOYAGE.bookingReference);
  await dialog.getByLabel("Vessel IMO number").fill("9321484"); // check digit 3, not 4
  await dialog.getByRole("button", { name: "Save tracking" }).click();
  await expect(dialog.getByRole("alert").filter({ hasText: "There is a problem" })).toBeFocused();
  await expect(dialog.getByLabel("Vessel IMO number")).toHaveAttribute("aria-invalid", "true");
  await dialog.getByLabel("Vessel IMO number").fill("");
  await dialog.getByLabel("Bill of lading number").fill("MAEU240002NSA");
  await dialog.getByRole("button", { name: "Save tracking" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("region", { name: "Arrival" })).toContainText("MAEU240002NSA");

  // Stopping asks first; Cancel keeps it.
  await page.getByRole("button", { name: "Stop tracking" }).click();
  const confirm = page.getByRole("dialog", { name: "Stop tracking this shipment?" });
  await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await page.getByRole("button", { name: "Stop tracking" }).click();
  await confirm.getByRole("button", { name: "Stop tracking" }).click();
  await expect(page).toHaveURL(/\/trackShipment$/);
  await expect(page.getByRole("heading", { name: "Nothing tracked yet" })).toBeVisible();
  const gone = await request.get(`/api/shipments/${shipmentId}/tracking`, { headers: bearer(user.token) });
  expect(gone.status()).toBe(404);
});

test("Tracking: a read sharee sees the tracking but has nothing to manage", async ({ page, request }) => {
  test.setTimeout(90_000);
  const [owner, sharee] = await Promise.all([registerUser(request), registerUser(request, { firstName: "Ravi" })]);
  const reference = `TRACK-SHARED-${Date.now()}`;
  const shipmentId = await trackedShipment(request, owner, reference);
  const shared = await request.put("/api/shipments/share-users", {
    headers: bearer(owner.token),
    data: { shipmentId, email: sharee.email, forms: [{ name: "packing_list", access: "read" }] },
  });
  expect(shared.status(), await shared.text()).toBeLessThan(300);

  await page.goto("/login?next=%2FtrackShipment");
  await signIn(page, sharee.email, sharee.password);
  await workspaceReady(page);
  const row = page.getByRole("row").filter({ hasText: reference });
  await expect(row).toContainText("Shared with you");
  await row.getByRole("link", { name: reference }).click();
  await expect(page.getByRole("heading", { level: 1, name: reference })).toBeVisible();
  await expect(page.getByText("Shared with you to read")).toBeVisible();
  await expect(page.getByRole("region", { name: "Arrival" })).toContainText("1 d 12 h late");
  await expect(page.getByRole("button", { name: "Edit tracking" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Stop tracking" })).toHaveCount(0);
  await expect(page.getByRole("table", { name: "Ports of the route" }).getByRole("row")).toHaveCount(4);
});
