import { defineEndpoint } from "@/lib/contract/endpoint";
import { ZPageViewBody } from "./schemas";

export const pageViewEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/analytics/pageview",
  tag: "Analytics",
  summary: "Record a page view",
  description:
    "Sent by the web app on every route change with the path and query string. Stored in our own database. At most 120 per client address per minute (429 with Retry-After).",
  access: "public",
  body: ZPageViewBody,
  status: 204,
  errors: ["validation_failed", "rate_limited"],
});

export const analyticsEndpoints = [pageViewEndpoint];
