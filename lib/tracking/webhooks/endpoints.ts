import { z } from "zod";
import { defineEndpoint } from "@/lib/contract/endpoint";

/** A push is at most 1,000 events; DCSA events are a few KB each. */
export const MAX_WEBHOOK_BODY_BYTES = 4 * 1024 * 1024;

/**
 * Any text: an id that is not a UUID is refused with the same 401 as an unknown one (the route
 * wrapper would answer a malformed UUID with 404, which would tell a prober which ids are well formed).
 */
// Deliberately not zText(): a path holding NUL or anything else odd must still get the 401, and the
// value only ever meets a UUID test before the database sees it.
export const ZWebhookParams = z.object({ sourceId: z.any().transform((value) => String(value ?? "")) });

export const receiveWebhookEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/tracking/webhooks/{sourceId}",
  tag: "Tracking",
  summary: "Receive a carrier's DCSA Track & Trace 2.2 push",
  description:
    "Public: what a carrier's DCSA platform calls. The body is a JSON array of DCSA T&T 2.2 events (a single event object is accepted too), at most 1,000 events and 4 MB. `Notification-Signature: sha256=<hex HMAC-SHA256 of the raw body>` keyed with the connection's webhook secret (its base64-decoded bytes) is checked in constant time: a wrong or missing signature and an unknown connection get the same 401. Each event is validated against the DCSA 2.2 schema (400 with the failing paths), matched by transport document, booking and equipment reference to the trackings of the connection owner's shipments, and stored once per eventID: a replay changes nothing. 204 on success, including for events that match no tracking.",
  access: "public",
  params: ZWebhookParams,
  maxBodyBytes: MAX_WEBHOOK_BODY_BYTES,
  status: 204,
  errors: ["unauthorized", "validation_failed", "invalid_json", "payload_too_large"],
});

export const trackingWebhookEndpoints = [receiveWebhookEndpoint];
