import { z } from "zod";
import { ZLimit, zText, zUuid } from "@/lib/contract/schemas";
import { decodeCursor, isCursorTimestamp } from "@/lib/db/keyset-cursor";
import { outboundUrlProblem } from "@/lib/net/safe-fetch";
import { MAX_SECRET_BYTES, MIN_SECRET_BYTES, secretKeyBytes } from "@/lib/tracking/webhooks/signature";

/** DCSA Track & Trace 2.2 code lists (TNT_v2.2.0 components.schemas). */
export const EVENT_TYPES = ["SHIPMENT", "TRANSPORT", "EQUIPMENT"] as const;
export const SHIPMENT_EVENT_TYPE_CODES = [
  "RECE",
  "DRFT",
  "PENA",
  "PENU",
  "REJE",
  "APPR",
  "ISSU",
  "SURR",
  "SUBM",
  "VOID",
  "CONF",
  "REQS",
  "CMPL",
  "HOLD",
  "RELS",
] as const;
export const TRANSPORT_EVENT_TYPE_CODES = ["ARRI", "DEPA"] as const;
export const EQUIPMENT_EVENT_TYPE_CODES = [
  "LOAD",
  "DISC",
  "GTIN",
  "GTOT",
  "STUF",
  "STRP",
  "PICK",
  "DROP",
  "INSP",
  "RSEA",
  "RMVD",
] as const;
export const DOCUMENT_TYPE_CODES = [
  "CBR",
  "BKG",
  "SHI",
  "SRM",
  "TRD",
  "ARN",
  "VGM",
  "CAS",
  "CUS",
  "DGD",
  "OOG",
] as const;

/** A DCSA list filter in a query: comma-separated (`eventType=SHIPMENT,EQUIPMENT`), OR between values. */
function csvOf<T extends readonly string[]>(name: string, allowed: T) {
  return zText()
    .max(500)
    .transform((value, ctx) => {
      const items = value
        .split(",")
        .map((v) => v.trim())
        .filter(Boolean);
      const wrong = items.filter((v) => !(allowed as readonly string[]).includes(v));
      if (wrong.length > 0 || items.length === 0) {
        ctx.addIssue({
          code: "custom",
          message: `${name}: use one or more of ${allowed.join(", ")}, comma-separated.`,
        });
        return z.NEVER;
      }
      return items as T[number][];
    });
}

/** The same list in a subscription body: a JSON array. */
function listOf<T extends readonly [string, ...string[]]>(name: string, allowed: T) {
  return z
    .array(z.enum(allowed, { error: `${name}: each value must be one of ${allowed.join(", ")}.` }), {
      error: `${name} must be a list, e.g. ["${allowed[0]}"].`,
    })
    .max(allowed.length * 2);
}

const reference = (name: string, max: number) =>
  zText({ error: `${name} must be text.` })
    .trim()
    .min(1, `${name} must not be empty.`)
    .max(max, `${name} must be at most ${max} characters.`);

const ZUnLocationCode = zText({ error: "UNLocationCode must be text." })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}[A-Z2-9]{3}$/, "UNLocationCode must be a 5-character UN/LOCODE, e.g. NLRTM.");

const ZDateTime = (name: string) =>
  zText()
    .refine(
      (v) =>
        /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/.test(v) &&
        isCursorTimestamp(v.replace(/(T\d{2}:\d{2})([Z+-])/, "$1:00$2")),
      {
        message: `${name} must be a date-time with its offset, e.g. 2021-04-01T14:12:56+01:00.`,
      },
    )
    .transform((v) => new Date(v));

/** Filters DCSA 2.2 defines that this server does not implement: refused by name rather than ignored. */
const UNSUPPORTED = [
  "bookingReference",
  "transportDocumentID",
  "scheduleID",
  "transportCallID",
  "carrierVoyageNumber",
  "exportVoyageNumber",
  "carrierServiceCode",
  "sort",
] as const;

/** A parameter of the spec this server refuses by name rather than silently ignoring. */
const unsupported = (name: string) =>
  zText()
    .refine(() => false, `${name}: this filter is not supported here.`)
    .optional()
    .describe("Not supported: refused with 400.");

export const EVENTS_PAGE_MAX = 1000;

export const ZEventsQuery = z.object({
  ...(Object.fromEntries(UNSUPPORTED.map((name) => [name, unsupported(name)])) as Record<
    (typeof UNSUPPORTED)[number],
    ReturnType<typeof unsupported>
  >),
  eventType: csvOf("eventType", EVENT_TYPES).optional(),
  shipmentEventTypeCode: csvOf("shipmentEventTypeCode", SHIPMENT_EVENT_TYPE_CODES).optional(),
  transportEventTypeCode: csvOf("transportEventTypeCode", TRANSPORT_EVENT_TYPE_CODES).optional(),
  equipmentEventTypeCode: csvOf("equipmentEventTypeCode", EQUIPMENT_EVENT_TYPE_CODES).optional(),
  documentTypeCode: csvOf("documentTypeCode", DOCUMENT_TYPE_CODES).optional(),
  carrierBookingReference: reference("carrierBookingReference", 35).optional(),
  transportDocumentReference: reference("transportDocumentReference", 20).optional(),
  equipmentReference: reference("equipmentReference", 15).optional(),
  vesselIMONumber: zText()
    .regex(/^\d{7}$/, "vesselIMONumber must be 7 digits.")
    .optional(),
  UNLocationCode: ZUnLocationCode.optional(),
  eventCreatedDateTime: ZDateTime("eventCreatedDateTime").optional().describe("Exactly this creation time."),
  "eventCreatedDateTime:gte": ZDateTime("eventCreatedDateTime:gte").optional(),
  "eventCreatedDateTime:gt": ZDateTime("eventCreatedDateTime:gt").optional(),
  "eventCreatedDateTime:lte": ZDateTime("eventCreatedDateTime:lte").optional(),
  "eventCreatedDateTime:lt": ZDateTime("eventCreatedDateTime:lt").optional(),
  "eventCreatedDateTime:eq": ZDateTime("eventCreatedDateTime:eq").optional(),
  limit: ZLimit({ max: EVENTS_PAGE_MAX, fallback: 100 }),
  cursor: zText()
    .max(400)
    .refine((c) => decodeCursor(c) !== undefined, "This cursor is not valid. Start again from the first page.")
    .transform((c) => decodeCursor(c)!)
    .optional()
    .describe("The `cursor` of the `Next-Page` link of the previous answer."),
});

export type EventsQuery = z.output<typeof ZEventsQuery>;

/** A DCSA 2.2 event as it was received (validated against the 2.2 schema when it was stored). */
export const ZDcsaEvent = z.record(zText(), z.unknown());
export const ZEventsResponse = z.array(ZDcsaEvent);
export const ZEventParams = z.object({ eventID: zText().max(100) });

const ZSecret = zText({ error: "secret must be text (base64)." })
  .trim()
  .refine(
    (s) => secretKeyBytes(s) !== null,
    `secret must be base64 of ${MIN_SECRET_BYTES} to ${MAX_SECRET_BYTES} random bytes.`,
  )
  .describe(`Base64 of ${MIN_SECRET_BYTES}–${MAX_SECRET_BYTES} bytes: the HMAC-SHA256 key of Notification-Signature.`);

const ZCallbackUrl = zText({ error: "callbackUrl must be text." })
  .trim()
  .max(2000, "callbackUrl must be at most 2000 characters.")
  .superRefine((value, ctx) => {
    const problem = outboundUrlProblem(value);
    if (problem) ctx.addIssue({ code: "custom", message: `callbackUrl ${problem}` });
  });

const FILTER_SHAPE = {
  eventType: listOf("eventType", EVENT_TYPES).optional(),
  shipmentEventTypeCode: listOf("shipmentEventTypeCode", SHIPMENT_EVENT_TYPE_CODES).optional(),
  transportEventTypeCode: listOf("transportEventTypeCode", TRANSPORT_EVENT_TYPE_CODES).optional(),
  equipmentEventTypeCode: listOf("equipmentEventTypeCode", EQUIPMENT_EVENT_TYPE_CODES).optional(),
  documentTypeCode: listOf("documentTypeCode", DOCUMENT_TYPE_CODES).optional(),
  carrierBookingReference: reference("carrierBookingReference", 35).optional(),
  transportDocumentReference: reference("transportDocumentReference", 20).optional(),
  equipmentReference: reference("equipmentReference", 15).optional(),
  vesselIMONumber: zText()
    .regex(/^\d{7}$/, "vesselIMONumber must be 7 digits.")
    .optional(),
  UNLocationCode: ZUnLocationCode.optional(),
};

const FIELDS = `callbackUrl, secret (on creation only) and the filters ${Object.keys(FILTER_SHAPE).join(", ")}`;
const strictError = (issue: { code: string; keys?: string[] }) =>
  issue.code === "unrecognized_keys"
    ? `Unknown or unsupported field: ${issue.keys?.join(", ")}. A subscription has ${FIELDS}.`
    : "Send the subscription as a JSON object.";

export const ZCreateSubscriptionBody = z.strictObject(
  { callbackUrl: ZCallbackUrl, secret: ZSecret, ...FILTER_SHAPE },
  { error: strictError },
);
export type CreateSubscriptionInput = z.output<typeof ZCreateSubscriptionBody>;

/** PUT replaces the subscription; the secret must be omitted (DCSA 2.2: "Only valid in POST calls"). */
export const ZUpdateSubscriptionBody = z.strictObject(
  { subscriptionID: zUuid().optional(), callbackUrl: ZCallbackUrl, ...FILTER_SHAPE },
  { error: strictError },
);
export type UpdateSubscriptionInput = z.output<typeof ZUpdateSubscriptionBody>;

export const ZSecretBody = z.strictObject({ secret: ZSecret }, { error: strictError });

export const ZSubscriptionParams = z.object({ subscriptionID: zUuid() });

export const ZSubscriptionDto = z.object({
  subscriptionID: zUuid(),
  callbackUrl: zText(),
  eventType: z.array(z.enum(EVENT_TYPES)).optional(),
  shipmentEventTypeCode: z.array(z.enum(SHIPMENT_EVENT_TYPE_CODES)).optional(),
  transportEventTypeCode: z.array(z.enum(TRANSPORT_EVENT_TYPE_CODES)).optional(),
  equipmentEventTypeCode: z.array(z.enum(EQUIPMENT_EVENT_TYPE_CODES)).optional(),
  documentTypeCode: z.array(z.enum(DOCUMENT_TYPE_CODES)).optional(),
  carrierBookingReference: zText().optional(),
  transportDocumentReference: zText().optional(),
  equipmentReference: zText().optional(),
  vesselIMONumber: zText().optional(),
  UNLocationCode: zText().optional(),
});
export type SubscriptionDto = z.infer<typeof ZSubscriptionDto>;
export const ZSubscriptionListResponse = z.array(ZSubscriptionDto);

export const ZSubscriptionListQuery = z.object({
  limit: ZLimit({ max: 1000, fallback: 100 }),
  cursor: zText()
    .max(400)
    .refine((c) => decodeCursor(c) !== undefined, "This cursor is not valid. Start again from the first page.")
    .transform((c) => decodeCursor(c)!)
    .optional(),
});
