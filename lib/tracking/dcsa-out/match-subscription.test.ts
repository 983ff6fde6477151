import { describe, expect, it } from "vitest";
import { matchesSubscription, type MatchableEvent } from "./match-subscription";

const arrival: MatchableEvent = {
  eventType: "TRANSPORT",
  eventTypeCode: "ARRI",
  equipmentReference: null,
  unLocationCode: "NLRTM",
  raw: { transportCall: { vessel: { vesselIMONumber: "9321483" } } },
  carrierBookingReference: "BKG2026001",
  transportDocumentReference: "MAEU000123",
  vesselIMONumber: null,
};
const gateIn: MatchableEvent = {
  ...arrival,
  eventType: "EQUIPMENT",
  eventTypeCode: "GTIN",
  equipmentReference: "CSQU3054383",
  raw: {},
  vesselIMONumber: "9321483",
};
const draft: MatchableEvent = {
  ...arrival,
  eventType: "SHIPMENT",
  eventTypeCode: "DRFT",
  raw: { documentTypeCode: "SHI" },
};

describe("subscription filters (DCSA 2.2 semantics)", () => {
  it("no filter matches everything", () => {
    for (const e of [arrival, gateIn, draft]) expect(matchesSubscription(e, {})).toBe(true);
  });

  it("eventType is OR within the list", () => {
    expect(matchesSubscription(arrival, { eventType: ["TRANSPORT", "EQUIPMENT"] })).toBe(true);
    expect(matchesSubscription(draft, { eventType: ["TRANSPORT", "EQUIPMENT"] })).toBe(false);
  });

  it("a type-code filter applies to its own event type only", () => {
    expect(matchesSubscription(arrival, { transportEventTypeCode: ["DEPA"] })).toBe(false);
    expect(matchesSubscription(arrival, { transportEventTypeCode: ["ARRI"] })).toBe(true);
    expect(matchesSubscription(gateIn, { transportEventTypeCode: ["DEPA"] })).toBe(true);
    expect(matchesSubscription(gateIn, { equipmentEventTypeCode: ["LOAD", "GTIN"] })).toBe(true);
    expect(matchesSubscription(draft, { documentTypeCode: ["TRD"] })).toBe(false);
    expect(matchesSubscription(draft, { documentTypeCode: ["SHI"] })).toBe(true);
  });

  it("fields are AND: every one given must hold", () => {
    expect(matchesSubscription(arrival, { eventType: ["TRANSPORT"], UNLocationCode: "NLRTM" })).toBe(true);
    expect(matchesSubscription(arrival, { eventType: ["TRANSPORT"], UNLocationCode: "SGSIN" })).toBe(false);
    expect(
      matchesSubscription(gateIn, { equipmentReference: "csqu3054383", carrierBookingReference: "BKG2026001" }),
    ).toBe(true);
    expect(
      matchesSubscription(gateIn, { equipmentReference: "CSQU3054383", transportDocumentReference: "OTHER" }),
    ).toBe(false);
  });

  it("vessel: the event's own IMO number, else the tracking's", () => {
    expect(matchesSubscription(arrival, { vesselIMONumber: "9321483" })).toBe(true);
    expect(matchesSubscription(gateIn, { vesselIMONumber: "9321483" })).toBe(true);
    expect(matchesSubscription(gateIn, { vesselIMONumber: "9999999" })).toBe(false);
  });
});
