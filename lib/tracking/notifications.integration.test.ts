import { and, eq, like } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as getShipment } from "@/app/api/shipments/[id]/route";
import { PUT as share } from "@/app/api/shipments/share-users/route";
import { getDb } from "@/lib/db/client";
import { notifications } from "@/models";
import { registerTestUser, type TestUser } from "@/test/accounts";
import { call } from "@/test/http";
import { withMailbox } from "@/test/suite-fixtures";
import { ARRIVAL_EVENTS, newTrackedShipment, postEvents, VOYAGE_EVENTS } from "@/test/tracking";

const mailbox = withMailbox();

let owner: TestUser;
let sharee: TestUser;
beforeAll(async () => {
  [owner, sharee] = await Promise.all([registerTestUser(), registerTestUser({ role: "importer" })]);
});

const subjectsTo = (user: TestUser, reference: string) =>
  mailbox.current.received
    .filter((m) => m.to.includes(user.email.toLowerCase()) && m.subject.startsWith(`Shipment ${reference}`))
    .map((m) => m.subject);

async function noticesOf(user: TestUser, shipmentId: string) {
  const db = await getDb();
  const rows = await db
    .select({ kind: notifications.kind, title: notifications.title, link: notifications.link })
    .from(notifications)
    .where(and(eq(notifications.userId, user.id), like(notifications.link, `%${shipmentId}%`)));
  return rows.map((r) => r.kind).sort();
}

describe("tracking notices: one mail and one in-app notice per change, to the owner and the sharees", () => {
  it("departure, ETA moves of 24 h or more (not smaller ones), arrival; replays announce nothing", async () => {
    const shipmentId = await newTrackedShipment(owner);
    const reference = (await call(getShipment, { token: owner.token, params: { id: shipmentId } })).body.shipment
      .reference as string;
    const shared = await call(share, {
      method: "PUT",
      token: owner.token,
      json: { shipmentId, email: sharee.email, forms: [{ name: "commercial_invoice", access: "read" }] },
    });
    expect(shared.status).toBe(200);

    const post = async (events: unknown[]) => {
      const res = await postEvents(owner, shipmentId, events);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      await mailbox.current.settled();
    };
    // Nine events up to the departure from Nhava Sheva: one change (departed); the first ETA
    // (5 Apr 06:00, planned) is the baseline.
    await post(VOYAGE_EVENTS.slice(0, 9));
    await post(VOYAGE_EVENTS.slice(0, 9)); // a replay: nothing new
    // 9 Apr 00:00 is 90 h after 5 Apr 06:00: announced.
    await post([VOYAGE_EVENTS[9]]);
    // 6 Apr 18:00 is 54 h before 9 Apr 00:00: announced.
    await post([VOYAGE_EVENTS[10]]);
    // The rest of the transit; 7 Apr 06:00 is only 12 h after 6 Apr 18:00: not announced.
    await post(VOYAGE_EVENTS.slice(11));
    await post(ARRIVAL_EVENTS);

    const expected = [
      expect.stringMatching(new RegExp(`^Shipment ${reference} departed .*Nhava Sheva`)),
      `Shipment ${reference}: ETA later by 90 hours`,
      `Shipment ${reference}: ETA earlier by 54 hours`,
      `Shipment ${reference} arrived at Rotterdam`,
    ];
    for (const user of [owner, sharee]) {
      const subjects = subjectsTo(user, reference);
      expect(subjects.map((s) => s.replace(/departed .*$/, "departed Nhava Sheva (Jawaharlal Nehru)"))).toEqual(
        expected,
      );
      expect(await noticesOf(user, shipmentId)).toEqual(
        ["tracking.arrived", "tracking.departed", "tracking.eta_moved", "tracking.eta_moved"].sort(),
      );
    }
    const departed = mailbox.current.received.find((m) => m.subject.startsWith(`Shipment ${reference} departed`))!;
    expect(departed.text).toContain("2026-03-10 13:00 UTC");
    expect(departed.text).toContain(`/trackShipment/${shipmentId}`);
  }, 120_000);
});
