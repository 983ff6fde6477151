import { defineEndpoint } from "@/lib/contract/endpoint";
import {
  ZCreateSubscriptionBody,
  ZEventParams,
  ZEventsQuery,
  ZEventsResponse,
  ZSecretBody,
  ZSubscriptionDto,
  ZSubscriptionListQuery,
  ZSubscriptionListResponse,
  ZSubscriptionParams,
  ZUpdateSubscriptionBody,
} from "./schemas";

const tag = "DCSA Track & Trace 2.2";
const AUTH =
  "Authenticate with a personal API token (`Authorization: Bearer exp_…`, made at /api/users/me/tokens) or a session.";
const SEEN =
  "Only events of shipments you may see: your own and those shared with you (at any access), while the share lasts.";

export const listDcsaEventsEndpoint = defineEndpoint({
  method: "GET",
  path: "/v2/events",
  tag,
  summary: "Events (DCSA T&T 2.2)",
  description: `The DCSA Track & Trace 2.2 event list: each event exactly as it was received, validated against the 2.2 schema. Filters (AND between them; comma-separated lists are OR within): \`eventType\`, \`shipmentEventTypeCode\`, \`transportEventTypeCode\`, \`equipmentEventTypeCode\`, \`documentTypeCode\`, \`carrierBookingReference\`, \`transportDocumentReference\`, \`equipmentReference\`, \`vesselIMONumber\`, \`UNLocationCode\`, \`eventCreatedDateTime\` with the operators \`:gte\`, \`:gt\`, \`:lte\`, \`:lt\`, \`:eq\`. Oldest created first; \`limit\` 1–1000 (default 100). The answer's \`Next-Page\` header (absent on the last page) is the link to the next page, \`Current-Page\` to this one; \`API-Version\` is 2.2.0. Filters of the spec this server does not implement (\`scheduleID\`, \`transportCallID\`, \`carrierVoyageNumber\`, \`exportVoyageNumber\`, \`carrierServiceCode\`, \`bookingReference\`, \`transportDocumentID\`, \`sort\`) are a 400 naming them. ${SEEN} ${AUTH}`,
  access: "user",
  query: ZEventsQuery,
  response: ZEventsResponse,
  errors: ["validation_failed"],
});

export const getDcsaEventEndpoint = defineEndpoint({
  method: "GET",
  path: "/v2/events/{eventID}",
  tag,
  summary: "One event by eventID (DCSA T&T 2.2)",
  description: `The event as received. 404 when no shipment you may see has it. ${AUTH}`,
  access: "user",
  params: ZEventParams,
  response: ZEventsResponse.element,
  errors: ["not_found"],
});

const PUSH =
  "Matching events are pushed to `callbackUrl` as a JSON array, one event per push, `POST` with `Notification-Signature: sha256=<hex HMAC-SHA256 of the body keyed with the secret's base64-decoded bytes>`, `Subscription-ID`, `API-Version: 2.2.0` and `Delivery-ID` (stable across retries of the same push). Answer 2xx; anything else is retried with exponential backoff, and after 24 hours of failures the subscription is disabled and its owner mailed (a PUT makes it active again). Callback URLs on private networks are refused.";

export const createDcsaSubscriptionEndpoint = defineEndpoint({
  method: "POST",
  path: "/v2/event-subscriptions",
  tag,
  summary: "Subscribe to events (DCSA T&T 2.2)",
  description: `\`callbackUrl\` and \`secret\` (base64 of 32–64 bytes) are required; the other fields are filters (AND between fields, OR within a list). ${PUSH} ${SEEN} At most 20 subscriptions per user. ${AUTH}`,
  access: "user",
  body: ZCreateSubscriptionBody,
  response: ZSubscriptionDto,
  status: 201,
  errors: ["validation_failed", "unprocessable"],
});

export const listDcsaSubscriptionsEndpoint = defineEndpoint({
  method: "GET",
  path: "/v2/event-subscriptions",
  tag,
  summary: "My event subscriptions (DCSA T&T 2.2)",
  description: `Oldest first; \`limit\` 1–1000 (default 100) and \`Next-Page\` like /v2/events. Secrets are never returned. ${AUTH}`,
  access: "user",
  query: ZSubscriptionListQuery,
  response: ZSubscriptionListResponse,
  errors: ["validation_failed"],
});

export const getDcsaSubscriptionEndpoint = defineEndpoint({
  method: "GET",
  path: "/v2/event-subscriptions/{subscriptionID}",
  tag,
  summary: "One event subscription (DCSA T&T 2.2)",
  description: `Another user's subscription is a 404. ${AUTH}`,
  access: "user",
  params: ZSubscriptionParams,
  response: ZSubscriptionDto,
  errors: ["not_found"],
});

export const updateDcsaSubscriptionEndpoint = defineEndpoint({
  method: "PUT",
  path: "/v2/event-subscriptions/{subscriptionID}",
  tag,
  summary: "Replace an event subscription (DCSA T&T 2.2)",
  description: `The body replaces the callback URL and every filter (a filter left out is removed). \`secret\` must be left out (400): rotate it with PUT …/secret. A subscription disabled after a day of failures is active again. ${AUTH}`,
  access: "user",
  params: ZSubscriptionParams,
  body: ZUpdateSubscriptionBody,
  response: ZSubscriptionDto,
  errors: ["validation_failed", "not_found"],
});

export const deleteDcsaSubscriptionEndpoint = defineEndpoint({
  method: "DELETE",
  path: "/v2/event-subscriptions/{subscriptionID}",
  tag,
  summary: "Stop an event subscription (DCSA T&T 2.2)",
  description: `Pushes not yet delivered are dropped. ${AUTH}`,
  access: "user",
  params: ZSubscriptionParams,
  status: 204,
  errors: ["not_found"],
});

export const rotateDcsaSubscriptionSecretEndpoint = defineEndpoint({
  method: "PUT",
  path: "/v2/event-subscriptions/{subscriptionID}/secret",
  tag,
  summary: "Replace a subscription's secret (DCSA T&T 2.2)",
  description: `\`{ "secret": "<base64 of 32–64 bytes>" }\`; pushes from now on (retries included) are signed with it. ${AUTH}`,
  access: "user",
  params: ZSubscriptionParams,
  body: ZSecretBody,
  status: 204,
  errors: ["validation_failed", "not_found"],
});

/** Events out, the DCSA way (docs/tracking.md). */
export const dcsaEventEndpoints = [
  listDcsaEventsEndpoint,
  getDcsaEventEndpoint,
  createDcsaSubscriptionEndpoint,
  listDcsaSubscriptionsEndpoint,
  getDcsaSubscriptionEndpoint,
  updateDcsaSubscriptionEndpoint,
  deleteDcsaSubscriptionEndpoint,
  rotateDcsaSubscriptionSecretEndpoint,
];
