import { route } from "@/lib/http/route";
import { metricsEndpoint } from "@/lib/observability/endpoints";
import { readMetrics } from "@/lib/observability/read-metrics";

export const dynamic = "force-dynamic";

export const GET = route(metricsEndpoint, async ({ request }) => {
  const metrics = await readMetrics(request.headers.get("authorization"));
  return new Response(metrics.body, { headers: { "content-type": metrics.contentType } });
});
