import { getWeeklySummaryEndpoint, putWeeklySummaryEndpoint } from "@/lib/analytics/weekly-summary/endpoints";
import { getWeeklySummarySubscription } from "@/lib/analytics/weekly-summary/get-subscription";
import { setWeeklySummarySubscription } from "@/lib/analytics/weekly-summary/set-subscription";
import { route } from "@/lib/http/route";

export const GET = route(getWeeklySummaryEndpoint, async ({ actor }) => getWeeklySummarySubscription({ actor }));

export const PUT = route(putWeeklySummaryEndpoint, async ({ actor, body }) =>
  setWeeklySummarySubscription({ actor, subscribed: body.subscribed }),
);
