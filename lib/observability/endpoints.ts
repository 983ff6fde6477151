import { zText } from "@/lib/contract/schemas";
import { defineEndpoint } from "@/lib/contract/endpoint";

export const metricsEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/metrics",
  tag: "Platform",
  summary: "Prometheus metrics (operators)",
  description:
    "Prometheus text exposition format: request durations by route template and status, process metrics, " +
    "database pool and job queue figures. Public at the session level because Prometheus has no session: " +
    "it checks its own credential, `Authorization: Bearer <METRICS_TOKEN>`. Without `METRICS_TOKEN` the " +
    "endpoint is off and answers 404; a missing or wrong token answers 401.",
  access: "public",
  response: zText().meta({ description: "Prometheus text format (text/plain; version=0.0.4)." }),
  errors: ["unauthorized", "not_found"],
});

export const observabilityEndpoints = [metricsEndpoint];
