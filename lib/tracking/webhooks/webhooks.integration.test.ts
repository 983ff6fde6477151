import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { shipmentTrackings, trackingEvents } from "@/models";
import { registerTestUser, type TestUser } from "@/test/accounts";
import { getTracking, newTrackedShipment, VOYAGE_EVENTS } from "@/test/tracking";
import { createSource, push, signatureOf } from "@/test/tracking-sources";

let owner: TestUser;
let other: TestUser;
let sourceId: string;
let secret: string;
beforeAll(async () => {
  owner = await registerTestUser();
  other = await registerTestUser();
  const res = await createSource(owner, { name: "Carrier push" });
  sourceId = res.body.source.id;
  secret = res.body.source.webhookSecret;
});

async function eventsOf(shipmentId: string) {
  const db = await getDb();
  return db
    .select({ eventId: trackingEvents.eventId, sourceId: trackingEvents.sourceId, raw: trackingEvents.raw })
    .from(trackingEvents)
    .innerJoin(shipmentTrackings, eq(shipmentTrackings.id, trackingEvents.trackingId))
    .where(eq(shipmentTrackings.shipmentId, shipmentId));
}

describe("POST /api/tracking/webhooks/{sourceId}", () => {
  it("stores a signed push on the owner's matching tracking and answers 204; a replay changes nothing", async () => {
    const shipmentId = await newTrackedShipment(owner);
    const body = JSON.stringify(VOYAGE_EVENTS.slice(0, 5));
    const res = await push(sourceId, body, { secret });
    expect(res.status, JSON.stringify(res.body)).toBe(204);
    expect(res.body).toBeNull();
    const stored = await eventsOf(shipmentId);
    expect(stored.map((e) => e.eventId).sort()).toEqual(
      VOYAGE_EVENTS.slice(0, 5)
        .map((e) => e.eventID)
        .sort(),
    );
    expect(stored.every((e) => e.sourceId === sourceId)).toBe(true);
    // The raw JSON is kept as sent.
    expect(stored.find((e) => e.eventId === VOYAGE_EVENTS[0]!.eventID)?.raw).toEqual(VOYAGE_EVENTS[0]);
    const before = (await getTracking(owner, shipmentId)).body;

    expect((await push(sourceId, body, { secret })).status).toBe(204);
    expect(await eventsOf(shipmentId)).toHaveLength(5);
    const after = (await getTracking(owner, shipmentId)).body;
    expect(after.milestones).toEqual(before.milestones);
    expect(after.eta).toEqual(before.eta);
  }, 90_000);

  it("accepts a single event object too", async () => {
    const shipmentId = await newTrackedShipment(owner);
    expect((await push(sourceId, JSON.stringify(VOYAGE_EVENTS[5]), { secret })).status).toBe(204);
    expect((await eventsOf(shipmentId)).map((e) => e.eventId)).toEqual([VOYAGE_EVENTS[5]!.eventID]);
  });

  it("a one-byte change, a wrong secret, a missing or malformed header and an unknown or malformed id all get the same 401", async () => {
    const shipmentId = await newTrackedShipment(owner);
    const body = JSON.stringify([VOYAGE_EVENTS[6]]);
    const signature = signatureOf(secret, body);
    const tampered = body.replace('"ACT"', '"ACU"');
    expect(tampered).not.toBe(body);
    expect(Buffer.byteLength(tampered)).toBe(Buffer.byteLength(body));
    const wrongSecret = Buffer.alloc(32, 9).toString("base64");
    const answers = [
      await push(sourceId, tampered, { signature }),
      await push(sourceId, body, { secret: wrongSecret }),
      await push(sourceId, body, { signature: null }),
      await push(sourceId, body, { signature: "sha256=zz" }),
      await push(sourceId, body, { signature: signature.replace("sha256=", "sha512=") }),
      await push("6f1c7b0e-0000-4000-8000-000000000000", body, { signature }),
      await push("not-a-uuid", body, { signature }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual(answers[0]!.body);
    }
    expect(answers[0]!.body).toMatchObject({ code: "unauthorized" });
    expect(await eventsOf(shipmentId)).toEqual([]);
  });

  it("refuses signed garbage with a 4xx, never a 500", async () => {
    const bad = await push(sourceId, "{not json", { secret });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe("invalid_json");
    const invalid = await push(sourceId, JSON.stringify([{ eventID: "x", eventType: "EQUIPMENT" }]), { secret });
    expect(invalid.status).toBe(400);
    expect(invalid.body.code).toBe("validation_failed");
    expect(invalid.body.issues.map((i: { path: string }) => i.path)).toEqual(
      expect.arrayContaining(["0.eventClassifierCode", "0.equipmentEventTypeCode"]),
    );
    const deep = await push(sourceId, `${"[".repeat(20_000)}${"]".repeat(20_000)}`, { secret });
    expect(deep.status).toBe(400);
    expect(deep.body.message).toMatch(/nest deeper/);
    const nul = await push(sourceId, JSON.stringify([{ ...VOYAGE_EVENTS[0], documentID: "A\u0000B" }]), { secret });
    expect(nul.status).toBe(400);
    const tooMany = await push(sourceId, JSON.stringify(Array.from({ length: 1001 }, () => VOYAGE_EVENTS[0])), {
      secret,
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toMatch(/at most 1,000 events/);
  });

  it("refuses a body over 4 MB with 413, with or without Content-Length", async () => {
    const big = Buffer.alloc(4 * 1024 * 1024 + 1, 32);
    const res = await push(sourceId, big, { secret });
    expect(res.status).toBe(413);
  });

  it("never reaches another user's shipments with the same references", async () => {
    const theirs = await newTrackedShipment(other);
    const mine = await newTrackedShipment(owner);
    expect((await push(sourceId, JSON.stringify([VOYAGE_EVENTS[7]]), { secret })).status).toBe(204);
    expect(await eventsOf(theirs)).toEqual([]);
    expect((await eventsOf(mine)).map((e) => e.eventId)).toEqual([VOYAGE_EVENTS[7]!.eventID]);
  });

  it("stores one row for 50 concurrent deliveries of the same event", async () => {
    const shipmentId = await newTrackedShipment(owner);
    const body = JSON.stringify([VOYAGE_EVENTS[8]]);
    const answers = await Promise.all(Array.from({ length: 50 }, () => push(sourceId, body, { secret })));
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(204));
    expect((await eventsOf(shipmentId)).map((e) => e.eventId)).toEqual([VOYAGE_EVENTS[8]!.eventID]);
  }, 90_000);
});
