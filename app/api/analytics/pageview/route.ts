import { pageViewEndpoint } from "@/lib/analytics/endpoints";
import { recordPageView } from "@/lib/analytics/record-page-view";
import { route } from "@/lib/http/route";

export const POST = route(pageViewEndpoint, async ({ actor, body, ip }) => {
  await recordPageView({ actor, path: body.path, ip });
});
