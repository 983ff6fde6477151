import { unsubscribeWeeklySummaryEndpoint } from "@/lib/analytics/weekly-summary/endpoints";
import { subscribeWithToken } from "@/lib/analytics/weekly-summary/subscribe-with-token";
import { route } from "@/lib/http/route";

export const POST = route(unsubscribeWeeklySummaryEndpoint, async ({ query }) =>
  subscribeWithToken({ token: query.token, subscribed: false }),
);
