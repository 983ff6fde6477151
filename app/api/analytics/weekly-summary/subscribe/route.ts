import { resubscribeWeeklySummaryEndpoint } from "@/lib/analytics/weekly-summary/endpoints";
import { subscribeWithToken } from "@/lib/analytics/weekly-summary/subscribe-with-token";
import { route } from "@/lib/http/route";

export const POST = route(resubscribeWeeklySummaryEndpoint, async ({ query }) =>
  subscribeWithToken({ token: query.token, subscribed: true }),
);
