import { route } from "@/lib/http/route";
import { analyticsSummaryEndpoint } from "@/lib/analytics/summary/endpoints";
import { getAnalyticsSummary } from "@/lib/analytics/summary/get-analytics-summary";

export const GET = route(analyticsSummaryEndpoint, async ({ actor, query }) => getAnalyticsSummary({ actor, query }));
