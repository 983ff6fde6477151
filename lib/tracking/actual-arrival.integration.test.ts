import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { backfillActualArrivals } from "@/lib/analytics/facts/backfill-arrivals";
import { getDb } from "@/lib/db/client";
import { shipmentTrackings } from "@/models";
import { registerTestUser, type TestUser } from "@/test/accounts";
import { ARRIVAL_EVENTS, newTrackedShipment, postEvents, VOYAGE_EVENTS } from "@/test/tracking";

let owner: TestUser;
beforeAll(async () => {
  owner = await registerTestUser();
});

async function actualArrival(shipmentId: string) {
  const [row] = await (
    await getDb()
  )
    .select({ at: shipmentTrackings.actualArrivalAt })
    .from(shipmentTrackings)
    .where(eq(shipmentTrackings.shipmentId, shipmentId));
  return row!.at?.toISOString() ?? null;
}

async function post(shipmentId: string, events: unknown[]) {
  const res = await postEvents(owner, shipmentId, events);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** The fixture's actual arrival at Rotterdam, with another id, time and creation time. */
const arrival = (n: number, at: string, created: string, location = "NLRTM") => ({
  ...ARRIVAL_EVENTS[0]!,
  eventID: `00000000-0000-4000-8000-00000000a${String(n).padStart(3, "0")}`,
  eventDateTime: at,
  eventCreatedDateTime: created,
  transportCall: { ...(ARRIVAL_EVENTS[0] as { transportCall: object }).transportCall, UNLocationCode: location },
});

describe("shipment_trackings.actual_arrival_at", () => {
  it("is the newest non-superseded ACT arrival at the port of discharge, null before it", async () => {
    const id = await newTrackedShipment(owner);
    // Planned and estimated arrivals, and an actual one at the transhipment port: not arrived.
    await post(id, VOYAGE_EVENTS);
    expect(await actualArrival(id)).toBeNull();
    await post(id, ARRIVAL_EVENTS);
    expect(await actualArrival(id)).toBe("2026-04-07T04:00:00.000Z");
    // The carrier corrects the arrival time: the event created last wins.
    await post(id, [arrival(1, "2026-04-07T03:15:00Z", "2026-04-07T06:00:00Z")]);
    expect(await actualArrival(id)).toBe("2026-04-07T03:15:00.000Z");
    // A late-delivered event created before the correction is superseded by it: no change.
    await post(id, [arrival(2, "2026-04-07T05:00:00Z", "2026-04-07T04:45:00Z")]);
    expect(await actualArrival(id)).toBe("2026-04-07T03:15:00.000Z");

    // Trackings ingested before the column existed get it from the backfill job.
    const db = await getDb();
    await db.update(shipmentTrackings).set({ actualArrivalAt: null }).where(eq(shipmentTrackings.shipmentId, id));
    expect(await actualArrival(id)).toBeNull();
    expect((await backfillActualArrivals(1)).arrivals).toBeGreaterThanOrEqual(1);
    expect(await actualArrival(id)).toBe("2026-04-07T03:15:00.000Z");
  });

  it("without a later arrival, the last port of the route with an actual arrival counts", async () => {
    const id = await newTrackedShipment(owner);
    // Departed Nhava Sheva, arrived at Singapore, nothing announced beyond: Singapore ends the route.
    await post(id, [VOYAGE_EVENTS[8], arrival(3, "2026-03-18T02:00:00Z", "2026-03-18T02:10:00Z", "SGSIN")]);
    expect(await actualArrival(id)).toBe("2026-03-18T02:00:00.000Z");
  });
});
