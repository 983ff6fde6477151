import { defineEndpoint } from "@/lib/contract/endpoint";
import { ZAnalyticsSummary } from "./contract";
import { ZSummaryQuery } from "./schemas";

export const analyticsSummaryEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/analytics/summary",
  tag: "Analytics",
  summary: "My dashboard's figures",
  description:
    "What needs me now, shipments by status, tracking, receivables per currency (owner only, as of today), the period's shipments, export value per currency and documents finalised with the previous period's, role-specific eBL figures and my ten newest audit entries. `from`/`to` are calendar days (inclusive) in my time zone (settings, else `tz`, else UTC); default this month so far. docs/analytics.md, \"Dashboard and summary\".",
  access: "user",
  query: ZSummaryQuery,
  response: ZAnalyticsSummary,
  errors: ["validation_failed"],
});

export const analyticsSummaryEndpoints = [analyticsSummaryEndpoint];
