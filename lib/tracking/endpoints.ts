import { ZIdParams } from "@/lib/contract/schemas";
import { defineEndpoint } from "@/lib/contract/endpoint";
import {
  ZCreateTrackingBody,
  ZIngestResponse,
  ZTrackingEventsBody,
  ZTrackingListQuery,
  ZTrackingListResponse,
  ZTrackingResponse,
  ZTrackingView,
  ZUpdateTrackingBody,
} from "./schemas";

const tag = "Tracking";
const MANAGE =
  "The shipment's owner and the users it is shared with for editing (any document with `edit`) manage its tracking; read-only sharees get 403; anyone else 404.";

export const createTrackingEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/shipments/{id}/tracking",
  tag,
  summary: "Track a shipment",
  description: `DCSA names: \`carrierCode\` (SCAC), \`carrierBookingReference\`, \`transportDocumentReference\` (B/L number; prefilled from the shipment's eBL when left out), \`equipmentReferences\` (ISO 6346 container numbers, check digit verified: a wrong one is a 400 naming it; prefilled from the bill of lading instructions), \`vesselIMONumber\` (check digit verified), \`mode\` (VESSEL, RAIL, TRUCK, BARGE). \`carrierUserId\`/\`forwarderUserId\` name accounts in the owner's network that may post events. At least one reference is needed. One tracking per shipment (409). ${MANAGE}`,
  access: "user",
  params: ZIdParams,
  body: ZCreateTrackingBody,
  response: ZTrackingResponse,
  status: 201,
  errors: ["validation_failed", "forbidden", "not_found", "conflict"],
});

export const getTrackingEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/shipments/{id}/tracking",
  tag,
  summary: "A shipment's tracking",
  description:
    "Status in words, ETA at the port of discharge (latest EST, else PLN; ACT once arrived) with its previous value and history, delay in hours against the first plan, milestones in voyage order with planned/estimated/actual times, each container's milestones, every stored event (superseded ones flagged), the route (ports from UN/LOCODE, the path along shipping lanes as GeoJSON) and the vessel's estimated position. The owner and every sharee of the shipment see it; anyone else gets 404.",
  access: "user",
  params: ZIdParams,
  response: ZTrackingView,
  errors: ["not_found"],
});

export const updateTrackingEndpoint = defineEndpoint({
  method: "PATCH",
  path: "/api/shipments/{id}/tracking",
  tag,
  summary: "Change what is tracked",
  description: `The fields sent replace the stored ones (same rules as creating; null clears a reference, but one must remain). ${MANAGE}`,
  access: "user",
  params: ZIdParams,
  body: ZUpdateTrackingBody,
  response: ZTrackingResponse,
  errors: ["validation_failed", "forbidden", "not_found"],
});

export const deleteTrackingEndpoint = defineEndpoint({
  method: "DELETE",
  path: "/api/shipments/{id}/tracking",
  tag,
  summary: "Stop tracking a shipment",
  description: `Deletes the tracking and its events; the audit log keeps what was tracked. ${MANAGE}`,
  access: "user",
  params: ZIdParams,
  status: 204,
  errors: ["forbidden", "not_found"],
});

export const postTrackingEventsEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/shipments/{id}/tracking/events",
  tag,
  summary: "Post tracking events",
  description:
    "One DCSA Track & Trace 2.2 event or a list of up to 1,000 (SHIPMENT, TRANSPORT, EQUIPMENT), each validated against the 2.2 schema (400 with every failing path; nothing is stored then). Stored once per `eventID`: a replay answers `duplicates` and changes nothing. Late, out-of-order and corrected events are kept; for each milestone the newest `eventCreatedDateTime` wins. Allowed for the shipment's owner, the carrier or forwarder account named on the tracking, and the carrier of the shipment's eBL; sharees get 403, anyone else 404.",
  access: "user",
  params: ZIdParams,
  body: ZTrackingEventsBody,
  response: ZIngestResponse,
  maxBodyBytes: 5 * 1024 * 1024,
  errors: ["validation_failed", "forbidden", "not_found", "payload_too_large"],
});

export const listTrackingsEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/tracking",
  tag,
  summary: "My tracked shipments",
  description:
    "Tracked shipments of mine and shared with me, newest tracking first (50 per page by default, `limit` 1–100, pass `nextCursor` back as `cursor`), with status, next milestone, ETA, delay and my role. `filter=delayed` (at least 24 h later than first planned, not yet delivered) or `arriving_this_week` (ETA within 7 days, not yet arrived); `port=<UN/LOCODE>` keeps routes calling there.",
  access: "user",
  query: ZTrackingListQuery,
  response: ZTrackingListResponse,
  errors: ["validation_failed"],
});

/** The tracking calls (spec §1, §2). */
export const trackingEndpoints = [
  createTrackingEndpoint,
  getTrackingEndpoint,
  updateTrackingEndpoint,
  deleteTrackingEndpoint,
  postTrackingEventsEndpoint,
  listTrackingsEndpoint,
];
