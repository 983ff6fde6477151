import { defineEndpoint } from "@/lib/contract/endpoint";
import { ZCatchAllParams, ZHealth, ZLive, ZOpenApiDocument } from "./schemas";

const tag = "Platform";

export const healthEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/health",
  tag,
  summary: "Process and dependency health",
  description:
    "200 when the database, the blob store (and the job queue, where configured) answer; 503 when one is down, " +
    "with each part's status.",
  access: "public",
  response: ZHealth,
});

export const liveEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/health/live",
  tag,
  summary: "Liveness (fixed JSON, no database)",
  description: "Answers a fixed document without touching the database; the benchmark's reference route.",
  access: "public",
  response: ZLive,
});

export const openApiEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/openapi.json",
  tag,
  summary: "This OpenAPI 3.1 document",
  access: "public",
  response: ZOpenApiDocument,
});

/** Unknown paths under /api and /v1 answer a JSON 404 rather than the HTML not-found page. */
export const unknownApiPathEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/{path}",
  tag,
  summary: "Unknown API path",
  access: "public",
  params: ZCatchAllParams,
  internal: true,
});

export const platformEndpoints = [healthEndpoint, liveEndpoint, openApiEndpoint];
