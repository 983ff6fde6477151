/** The fixture voyage of the tracking tests: pure data, usable from unit and integration tests alike. */

// ---- A fixture voyage: Nhava Sheva → (Singapore) → Rotterdam, one container ------------------

export const CONTAINER = "CSQU3054383"; // ISO 6346's own worked example (valid check digit 3)
export const VOYAGE_TRACKING = {
  carrierCode: "MAEU",
  carrierBookingReference: "BKG2026001",
  transportDocumentReference: "MAEU000123",
  equipmentReferences: [CONTAINER],
  vesselIMONumber: "9321483",
};

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
const call_ = (loc: string, n: number) => ({
  transportCallID: `TC-${loc}-${n}`,
  UNLocationCode: loc,
  modeOfTransport: "VESSEL",
  facilityTypeCode: "POTE",
  vessel: { vesselIMONumber: "9321483", vesselName: "Emma Maersk" },
});
const transport = (n: number, code: "ARRI" | "DEPA", classifier: string, loc: string, at: string, created: string) => ({
  eventID: id(n),
  eventType: "TRANSPORT",
  eventClassifierCode: classifier,
  transportEventTypeCode: code,
  eventDateTime: at,
  eventCreatedDateTime: created,
  transportCall: call_(loc, 1),
  documentReferences: [{ documentReferenceType: "BKG", documentReferenceValue: "BKG2026001" }],
});
const equipment = (n: number, code: string, empty: "EMPTY" | "LADEN", loc: string, at: string, created: string) => ({
  eventID: id(n),
  eventType: "EQUIPMENT",
  eventClassifierCode: "ACT",
  equipmentEventTypeCode: code,
  equipmentReference: CONTAINER,
  ISOEquipmentCode: "22GP",
  emptyIndicatorCode: empty,
  eventDateTime: at,
  eventCreatedDateTime: created,
  transportCall: call_(loc, 1),
});

/** In the order things happened; each line's comment is what it means for the timeline. */
export const VOYAGE_EVENTS = [
  {
    eventID: id(1),
    eventType: "SHIPMENT",
    eventClassifierCode: "ACT",
    shipmentEventTypeCode: "CONF",
    documentTypeCode: "BKG",
    documentID: "BKG2026001",
    eventDateTime: "2026-03-01T08:00:00Z",
    eventCreatedDateTime: "2026-03-01T08:00:00Z",
  }, // booking confirmed
  transport(2, "DEPA", "PLN", "INNSA", "2026-03-10T12:00:00Z", "2026-03-01T09:00:00Z"), // planned departure
  transport(3, "ARRI", "PLN", "SGSIN", "2026-03-18T00:00:00Z", "2026-03-01T09:00:00Z"),
  transport(4, "DEPA", "PLN", "SGSIN", "2026-03-20T00:00:00Z", "2026-03-01T09:00:00Z"),
  transport(5, "ARRI", "PLN", "NLRTM", "2026-04-05T06:00:00Z", "2026-03-01T09:00:00Z"), // the first plan
  equipment(6, "GTOT", "EMPTY", "INNSA", "2026-03-05T10:00:00Z", "2026-03-05T10:05:00Z"), // empty picked up
  equipment(7, "GTIN", "LADEN", "INNSA", "2026-03-08T14:00:00Z", "2026-03-08T14:05:00Z"), // gated in
  equipment(8, "LOAD", "LADEN", "INNSA", "2026-03-10T08:00:00Z", "2026-03-10T08:05:00Z"), // loaded
  transport(9, "DEPA", "ACT", "INNSA", "2026-03-10T13:00:00Z", "2026-03-10T13:10:00Z"), // departed
  transport(10, "ARRI", "EST", "NLRTM", "2026-04-09T00:00:00Z", "2026-03-11T00:00:00Z"), // an estimate…
  transport(11, "ARRI", "EST", "NLRTM", "2026-04-06T18:00:00Z", "2026-03-12T00:00:00Z"), // …replaced the next day
  transport(12, "ARRI", "ACT", "SGSIN", "2026-03-18T02:00:00Z", "2026-03-18T02:10:00Z"), // transhipment arrival
  equipment(13, "DISC", "LADEN", "SGSIN", "2026-03-18T10:00:00Z", "2026-03-18T10:05:00Z"),
  equipment(14, "LOAD", "LADEN", "SGSIN", "2026-03-19T20:00:00Z", "2026-03-19T20:05:00Z"),
  transport(15, "DEPA", "ACT", "SGSIN", "2026-03-20T04:00:00Z", "2026-03-20T04:10:00Z"), // transhipment departure
  transport(16, "ARRI", "EST", "NLRTM", "2026-04-07T06:00:00Z", "2026-03-25T00:00:00Z"), // the corrected ETA
];
export const ARRIVAL_EVENTS = [
  transport(17, "ARRI", "ACT", "NLRTM", "2026-04-07T04:00:00Z", "2026-04-07T04:30:00Z"), // arrived
  equipment(18, "DISC", "LADEN", "NLRTM", "2026-04-07T15:00:00Z", "2026-04-07T15:05:00Z"), // discharged
  equipment(19, "GTOT", "LADEN", "NLRTM", "2026-04-08T09:00:00Z", "2026-04-08T09:05:00Z"), // gated out
];
export const eventId = id;

/** A seeded Fisher–Yates shuffle (mulberry32), so a failing order can be replayed. */
export function shuffled<T>(items: readonly T[], seed: number): T[] {
  let a = seed >>> 0;
  const random = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
