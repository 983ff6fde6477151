import { z } from "zod";
import { jsonChecked, ZLimit, zText, zUuid } from "@/lib/contract/schemas";
import { ZCursor } from "@/lib/db/keyset-cursor";
import { validateContainerNumber } from "@/lib/identifiers/iso6346";
import { validateImoNumber } from "@/lib/identifiers/imo";
import { TRACKING_MODES, TRACKING_STATUSES } from "@/models/tracking";

/** A shipment's containers: a cap that keeps a runaway client from storing thousands. */
export const MAX_EQUIPMENT_REFERENCES = 200;
/** Events per POST (DCSA pages are smaller; a backfill fits). */
export const MAX_EVENTS_PER_POST = 1_000;

const ZCarrierCode = zText({ error: 'carrierCode must be text, e.g. "MAEU".' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2,4}$/, "carrierCode must be the carrier's SCAC: 2 to 4 letters, e.g. MAEU or MSCU.")
  .describe("The carrier's SCAC (Standard Carrier Alpha Code), 2–4 letters.");

const ZBookingReference = zText({ error: "carrierBookingReference must be text." })
  .trim()
  .min(1, "carrierBookingReference must not be empty.")
  .max(35, "carrierBookingReference must be at most 35 characters (DCSA).")
  .describe("The carrier's booking reference (DCSA carrierBookingReference, at most 35 characters).");

const ZTransportDocumentReference = zText({ error: "transportDocumentReference must be text." })
  .trim()
  .min(1, "transportDocumentReference must not be empty.")
  .max(20, "transportDocumentReference must be at most 20 characters (DCSA).")
  .describe(
    "The bill of lading number (DCSA transportDocumentReference, at most 20 characters). Prefilled from the shipment's eBL when not given.",
  );

const ZEquipmentReferences = z
  .array(zText({ error: "Each container number must be text." }).max(20, "A container number has 11 characters."), {
    error: "equipmentReferences must be a list of container numbers.",
  })
  .max(MAX_EQUIPMENT_REFERENCES, `At most ${MAX_EQUIPMENT_REFERENCES} containers.`)
  .transform((list, ctx) => {
    const out: string[] = [];
    list.forEach((input, i) => {
      const result = validateContainerNumber(input);
      if (!result.ok) ctx.addIssue({ code: "custom", path: [i], message: result.message });
      else if (!out.includes(result.value)) out.push(result.value);
    });
    return out;
  })
  .describe(
    "ISO 6346 container numbers (owner code, category, serial, check digit), e.g. CSQU3054383; the check digit is verified. Spaces and dashes are ignored; duplicates are dropped.",
  );

const ZImo = zText({ error: "vesselIMONumber must be text." })
  .transform((input, ctx) => {
    const result = validateImoNumber(input);
    if (!result.ok) {
      ctx.addIssue({ code: "custom", message: result.message });
      return z.NEVER;
    }
    return result.value;
  })
  .describe('The vessel\'s IMO number, seven digits with its check digit verified ("IMO " prefix allowed).');

const ZMode = z
  .enum(TRACKING_MODES, { error: `mode must be one of ${TRACKING_MODES.join(", ")}.` })
  .describe("DCSA modeOfTransport of the main leg.");

const ZPartyId = (field: string, who: string) =>
  zUuid({ error: `${field} must be the id of a ${who} account.` })
    .nullable()
    .describe(
      `A ${who} account in your network (an approved connection, or one you have shared a shipment or issued an eBL with) that may post this shipment's events. null removes it.`,
    );

const FIELDS =
  "carrierCode, carrierBookingReference, transportDocumentReference, equipmentReferences, vesselIMONumber, mode, carrierUserId, forwarderUserId and active";
const strictError = (issue: { code: string; keys?: string[] }) =>
  issue.code === "unrecognized_keys"
    ? `Unknown field: ${issue.keys?.join(", ")}. A tracking has ${FIELDS}.`
    : "Send the tracking as a JSON object.";

const trackingShape = {
  carrierCode: ZCarrierCode.nullish(),
  carrierBookingReference: ZBookingReference.nullish(),
  transportDocumentReference: ZTransportDocumentReference.nullish(),
  equipmentReferences: ZEquipmentReferences.optional(),
  vesselIMONumber: ZImo.nullish(),
  mode: ZMode.optional(),
  carrierUserId: ZPartyId("carrierUserId", "shipping line or freight forwarder").optional(),
  forwarderUserId: ZPartyId("forwarderUserId", "freight forwarder").optional(),
  active: z.boolean({ error: "active must be true or false." }).optional().describe("Polled and matched while true."),
};

export const ZCreateTrackingBody = z.strictObject(trackingShape, { error: strictError });
export type CreateTrackingInput = z.output<typeof ZCreateTrackingBody>;

export const ZUpdateTrackingBody = z
  .strictObject(trackingShape, { error: strictError })
  .refine(
    (body) => Object.values(body).some((v) => v !== undefined),
    `Send at least one of ${FIELDS.replace(" and ", " or ")}.`,
  );
export type UpdateTrackingInput = z.output<typeof ZUpdateTrackingBody>;

const ZEventObject = z.record(zText(), z.unknown(), { error: "An event must be a JSON object." });
export const ZTrackingEventsBody = jsonChecked(
  z.union(
    [
      ZEventObject,
      z
        .array(ZEventObject, { error: "Send one event or a list of events." })
        .min(1, "Send at least one event.")
        .max(MAX_EVENTS_PER_POST, `At most ${MAX_EVENTS_PER_POST.toLocaleString("en")} events per request.`),
    ],
    { error: "Send one DCSA T&T 2.2 event (a JSON object) or a list of at most 1,000." },
  ),
).describe(
  "One DCSA Track & Trace 2.2 event (SHIPMENT, TRANSPORT or EQUIPMENT, with its eventID) or a list of up to 1,000, each validated against the 2.2 schema.",
);

// ---- Responses -------------------------------------------------------------------------------

export const ZTrackingDto = z.object({
  id: zUuid(),
  shipmentId: zUuid(),
  carrierCode: zText().nullable(),
  carrierBookingReference: zText().nullable(),
  transportDocumentReference: zText().nullable(),
  equipmentReferences: z.array(zText()),
  vesselIMONumber: zText().nullable(),
  mode: z.enum(TRACKING_MODES),
  carrierUserId: zUuid().nullable(),
  forwarderUserId: zUuid().nullable(),
  active: z.boolean(),
  eventCount: z.number().int(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type TrackingDto = z.infer<typeof ZTrackingDto>;

export const ZTrackingStatus = z.object({
  code: z.enum(TRACKING_STATUSES),
  text: zText().describe('The status in words, e.g. "Departed Nhava Sheva".'),
});
export type TrackingStatusDto = z.infer<typeof ZTrackingStatus>;

const ZLocation = z
  .object({ unLocationCode: zText(), name: zText().nullable() })
  .nullable()
  .describe("UN/LOCODE and its name, when known.");

export const ZMilestone = z.object({
  code: zText(),
  label: zText(),
  location: ZLocation,
  planned: z.iso.datetime().nullable(),
  estimated: z.iso.datetime().nullable(),
  actual: z.iso.datetime().nullable(),
});
export type MilestoneDto = z.infer<typeof ZMilestone>;

export const ZEta = z.object({
  dateTime: z.iso.datetime().nullable(),
  classifier: z.enum(["PLN", "EST", "ACT"]).nullable(),
  previous: z.iso.datetime().nullable().describe("The ETA before its last change."),
  history: z.array(
    z.object({ dateTime: z.iso.datetime(), classifier: z.enum(["PLN", "EST", "ACT"]), changedAt: z.iso.datetime() }),
  ),
});

export const ZStoredEvent = z.object({
  eventID: zText(),
  eventType: zText(),
  eventClassifierCode: zText(),
  eventTypeCode: zText(),
  eventDateTime: z.iso.datetime(),
  eventCreatedDateTime: z.iso.datetime(),
  equipmentReference: zText().nullable(),
  unLocationCode: zText().nullable(),
  superseded: z.boolean().describe("A newer event (by eventCreatedDateTime) for the same milestone replaced it."),
  receivedAt: z.iso.datetime(),
  raw: z.record(zText(), z.unknown()).describe("The event as received."),
});

export const ZTrackingView = z.object({
  tracking: ZTrackingDto,
  role: z.enum(["owner", "edit", "read"]),
  status: ZTrackingStatus,
  eta: ZEta,
  delayHours: z.number().nullable().describe("ETA (or actual arrival) minus the first planned arrival, in hours."),
  milestones: z.array(ZMilestone),
  equipment: z.array(z.object({ equipmentReference: zText(), milestones: z.array(ZMilestone) })),
  events: z.array(ZStoredEvent),
  route: z.object({
    ports: z.array(
      z.object({
        unLocationCode: zText(),
        name: zText().nullable(),
        country: zText().nullable(),
        role: z.enum(["loading", "transhipment", "discharge"]),
        lat: z.number().nullable(),
        lon: z.number().nullable(),
      }),
    ),
    path: z
      .object({ type: z.literal("LineString"), coordinates: z.array(z.tuple([z.number(), z.number()])) })
      .nullable()
      .describe("GeoJSON LineString ([lon, lat]) along shipping lanes between the ports."),
  }),
  position: z
    .object({
      lat: z.number(),
      lon: z.number(),
      estimated: z.literal(true),
      fromPort: zText(),
      toPort: zText(),
      fraction: z.number(),
      asOf: z.iso.datetime(),
    })
    .nullable()
    .describe("The vessel's estimated position between the last actual departure and the next estimated arrival."),
});
export type TrackingView = z.infer<typeof ZTrackingView>;

export const ZTrackingResponse = z.object({ tracking: ZTrackingDto });

export const ZIngestResponse = z.object({
  received: z.number().int(),
  stored: z.number().int().describe("New events stored."),
  duplicates: z.number().int().describe("Events whose eventID this tracking already had (a replay changes nothing)."),
});

export const TRACKING_FILTERS = ["delayed", "arriving_this_week", "in_transit"] as const;
export const ZTrackingListQuery = z.object({
  filter: z
    .enum(TRACKING_FILTERS, { error: `filter must be one of ${TRACKING_FILTERS.join(", ")}.` })
    .optional()
    .describe(
      "delayed: ETA at least 24 h after the first plan, not yet delivered; arriving_this_week: ETA in the next 7 days, not yet arrived; in_transit: departed, not yet arrived (the dashboard's count).",
    ),
  port: zText()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}[A-Z2-9]{3}$/, "port must be a UN/LOCODE: 5 characters, e.g. INNSA.")
    .optional()
    .describe("Only trackings whose route calls at this UN/LOCODE."),
  limit: ZLimit({ max: 100, fallback: 50 }),
  cursor: ZCursor.optional(),
});

export const ZTrackingListItem = z.object({
  shipmentId: zUuid(),
  shipmentReference: zText(),
  trackingId: zUuid(),
  status: ZTrackingStatus,
  nextMilestone: z
    .object({ code: zText(), label: zText(), location: zText().nullable(), at: z.iso.datetime().nullable() })
    .nullable(),
  eta: z.iso.datetime().nullable(),
  delayHours: z.number().nullable(),
  portOfLoading: zText().nullable(),
  portOfDischarge: zText().nullable(),
  role: z.enum(["owner", "edit", "read"]),
});
export type TrackingListItem = z.infer<typeof ZTrackingListItem>;
export const ZTrackingListResponse = z.object({
  trackings: z.array(ZTrackingListItem),
  nextCursor: zText().nullable(),
});
