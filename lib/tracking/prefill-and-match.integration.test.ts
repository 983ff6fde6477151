import { beforeAll, describe, expect, it } from "vitest";
import { POST as createDraft } from "@/app/api/envelopes/route";
import { PUT as saveDoc } from "@/app/api/shipments/[id]/[x]/route";
import { GET as getShipment } from "@/app/api/shipments/[id]/route";
import { POST as createShipment } from "@/app/api/shipments/route";
import { PUT as share } from "@/app/api/shipments/share-users/route";
import { getDb } from "@/lib/db/client";
import { clearLimit } from "@/lib/limits/limiter";
import { matchTrackingsByReferences, referencesOfEvent } from "@/lib/tracking/match-trackings";
import { registerTestUser, type TestUser } from "@/test/accounts";
import { call } from "@/test/http";
import { withMailbox } from "@/test/suite-fixtures";
import { createTracking, patchTracking, postEvents, VOYAGE_EVENTS } from "@/test/tracking";

withMailbox();

let owner: TestUser;
let carrier: TestUser;
let other: TestUser;
let shipmentId: string;
let trackingId: string;

async function ok(promise: Promise<{ status: number; body: any }>, status: number) {
  const res = await promise;
  if (res.status !== status)
    throw new Error(`setup: expected ${status}, got ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

beforeAll(async () => {
  [owner, carrier, other] = await Promise.all([
    registerTestUser(),
    registerTestUser({ firstName: "Lina", lastName: "Lines", role: "shipping_line" }),
    registerTestUser(),
  ]);
  const { shipment } = await ok(
    call(createShipment, {
      method: "POST",
      token: owner.token,
      json: {
        reference: `PF-${Date.now().toString(36)}`,
        templates: ["commercial_invoice", "bill_of_lading_instructions"],
      },
    }),
    201,
  );
  shipmentId = shipment.id;
  await ok(
    call(saveDoc, {
      method: "PUT",
      token: owner.token,
      params: { id: shipmentId, x: "bill_of_lading_instructions" },
      json: { data: { bookingNumber: "BKG-77", containerNumbers: "CSQU3054383, APZU4812090" } },
    }),
    200,
  );
  // The carrier sees the shipment (so the owner may name it), then the owner drafts the eBL naming it.
  await ok(
    call(share, {
      method: "PUT",
      token: owner.token,
      json: { shipmentId, email: carrier.email, forms: [{ name: "commercial_invoice", access: "read" }] },
    }),
    200,
  );
  await ok(call(getShipment, { token: carrier.token, params: { id: shipmentId } }), 200);
  await clearLimit("recipientLookup", owner.id);
  await ok(
    call(createDraft, {
      method: "POST",
      token: owner.token,
      json: {
        carrier: carrier.email,
        shipmentId,
        transportDocument: { transportDocumentReference: "MAEU000999", carrierCode: "MAEU" },
      },
    }),
    201,
  );
  // The first calls load the UN/LOCODE list and compile the DCSA schema: slow on a busy machine.
}, 120_000);

describe("a new tracking takes what it is not given from the shipment", () => {
  it("the B/L number and SCAC from the eBL, booking and containers from the bill of lading instructions", async () => {
    const res = await createTracking(owner, shipmentId, {});
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.tracking).toMatchObject({
      transportDocumentReference: "MAEU000999",
      carrierCode: "MAEU",
      carrierBookingReference: "BKG-77",
      equipmentReferences: ["CSQU3054383", "APZU4812090"],
    });
    trackingId = res.body.tracking.id;
  });

  it("the carrier of the shipment's eBL may post events without being named (it is only a read sharee)", async () => {
    const res = await postEvents(carrier, shipmentId, VOYAGE_EVENTS[1]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.stored).toBe(1);
  });
});

describe("matchTrackingsByReferences", () => {
  it("matches any one reference, among the owner's active trackings only", async () => {
    const db = await getDb();
    const ids = async (refs: Parameters<typeof matchTrackingsByReferences>[1]) =>
      (await matchTrackingsByReferences(db, refs)).map((t) => t.id);
    expect(await ids({ ownerId: owner.id, equipmentReference: "apzu4812090" })).toEqual([trackingId]);
    expect(await ids({ ownerId: owner.id, transportDocumentReference: "MAEU000999" })).toEqual([trackingId]);
    expect(await ids({ ownerId: owner.id, carrierBookingReference: "BKG-77", equipmentReference: "NONE" })).toEqual([
      trackingId,
    ]);
    expect(await ids({ ownerId: owner.id, carrierBookingReference: "BKG-78" })).toEqual([]);
    expect(await ids({ ownerId: other.id, transportDocumentReference: "MAEU000999" })).toEqual([]);
    expect(await ids({ ownerId: owner.id })).toEqual([]);
    expect((await patchTracking(owner, shipmentId, { active: false })).status).toBe(200);
    expect(await ids({ ownerId: owner.id, transportDocumentReference: "MAEU000999" })).toEqual([]);
    expect((await patchTracking(owner, shipmentId, { active: true })).status).toBe(200);
  });

  it("referencesOfEvent reads the references a DCSA event carries", () => {
    expect(referencesOfEvent(VOYAGE_EVENTS[1] as Record<string, unknown>)).toEqual({
      transportDocumentReference: null,
      carrierBookingReference: "BKG2026001",
      equipmentReference: null,
    });
    expect(
      referencesOfEvent({
        eventType: "SHIPMENT",
        documentTypeCode: "TRD",
        documentID: "MAEU000999",
        references: [{ referenceType: "EQ", referenceValue: "CSQU3054383" }],
      }),
    ).toEqual({
      transportDocumentReference: "MAEU000999",
      carrierBookingReference: null,
      equipmentReference: "CSQU3054383",
    });
  });
});
