import { defineEndpoint } from "@/lib/contract/endpoint";
import { ZIdParams } from "@/lib/contract/schemas";
import {
  ZCreateSourceBody,
  ZPollResponse,
  ZSourceListResponse,
  ZSourceResponse,
  ZSourceWithSecretResponse,
  ZSubscriptionResponse,
  ZUpdateSourceBody,
} from "./schemas";

const tag = "Tracking";
const OWNER_ONLY = "Only the user who made the connection sees and manages it: anyone else gets 404.";

export const createSourceEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/tracking/sources",
  tag,
  summary: "Connect a carrier (DCSA Track & Trace 2.2)",
  description:
    "A carrier connection receives the carrier's pushes at `webhookUrl`, signed with `webhookSecret` (`Notification-Signature: sha256=<hex HMAC-SHA256 of the raw body>`; the key is the secret's base64-decoded bytes). The secret is in this answer only. With `baseUrl` (the carrier's DCSA T&T 2.2 API root) every active tracking of your shipments is polled every `pollMinutes` (5–1440, default 60), and the connection can subscribe at the carrier. `apiKey` is sent to the carrier and never returned. Events are matched to your shipments' trackings by transport document, booking and equipment references. Private network addresses are refused. At most 50 connections per user.",
  access: "user",
  body: ZCreateSourceBody,
  response: ZSourceWithSecretResponse,
  status: 201,
  errors: ["validation_failed", "unprocessable"],
});

export const listSourcesEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/tracking/sources",
  tag,
  summary: "My carrier connections",
  description: "Oldest first. Secrets and API keys are never returned.",
  access: "user",
  response: ZSourceListResponse,
});

export const getSourceEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/tracking/sources/{id}",
  tag,
  summary: "A carrier connection",
  description: OWNER_ONLY,
  access: "user",
  params: ZIdParams,
  response: ZSourceResponse,
  errors: ["not_found"],
});

export const updateSourceEndpoint = defineEndpoint({
  method: "PATCH",
  path: "/api/tracking/sources/{id}",
  tag,
  summary: "Change a carrier connection",
  description: `The fields sent replace the stored ones; \`baseUrl\` or \`apiKey\` null removes them. The webhook secret is changed only by \`PUT …/secret\`. ${OWNER_ONLY}`,
  access: "user",
  params: ZIdParams,
  body: ZUpdateSourceBody,
  response: ZSourceResponse,
  errors: ["validation_failed", "not_found"],
});

export const deleteSourceEndpoint = defineEndpoint({
  method: "DELETE",
  path: "/api/tracking/sources/{id}",
  tag,
  summary: "Remove a carrier connection",
  description: `Its webhook stops answering (401) at once; events it delivered stay on the trackings. A subscription we hold at the carrier is cancelled there when the carrier can be reached. ${OWNER_ONLY}`,
  access: "user",
  params: ZIdParams,
  status: 204,
  errors: ["not_found"],
});

export const rotateSourceSecretEndpoint = defineEndpoint({
  method: "PUT",
  path: "/api/tracking/sources/{id}/secret",
  tag,
  summary: "Rotate a carrier connection's webhook secret",
  description: `A fresh secret replaces the old one at once (pushes signed with the old one get 401) and is in this answer only. When we hold a subscription at the carrier the new secret is sent there first (\`PUT {baseUrl}/v2/event-subscriptions/{id}/secret\`); if the carrier refuses, nothing changes (422). ${OWNER_ONLY}`,
  access: "user",
  params: ZIdParams,
  response: ZSourceWithSecretResponse,
  errors: ["not_found", "unprocessable"],
});

export const subscribeSourceEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/tracking/sources/{id}/subscription",
  tag,
  summary: "Subscribe at the carrier",
  description: `Creates a subscription at the carrier (\`POST {baseUrl}/v2/event-subscriptions\`) with this connection's webhook URL and a fresh secret (32 random bytes, base64), which becomes the connection's webhook secret. A subscription already held is replaced. Needs a \`baseUrl\` (422 without); a carrier that refuses or cannot be reached is a 422 saying why. ${OWNER_ONLY}`,
  access: "user",
  params: ZIdParams,
  response: ZSubscriptionResponse,
  status: 201,
  errors: ["not_found", "unprocessable"],
});

export const pollSourceEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/tracking/sources/{id}/poll",
  tag,
  summary: "Poll the carrier now",
  description: `What the scheduled poll does, at once: \`GET {baseUrl}/v2/events\` for every active tracking of your shipments, following \`Next-Page\`, storing new events. Needs a \`baseUrl\` (422 without). ${OWNER_ONLY}`,
  access: "user",
  params: ZIdParams,
  response: ZPollResponse,
  errors: ["not_found", "unprocessable"],
});

/** Carrier connections (docs/tracking.md). */
export const trackingSourceEndpoints = [
  createSourceEndpoint,
  listSourcesEndpoint,
  getSourceEndpoint,
  updateSourceEndpoint,
  deleteSourceEndpoint,
  rotateSourceSecretEndpoint,
  subscribeSourceEndpoint,
  pollSourceEndpoint,
];
