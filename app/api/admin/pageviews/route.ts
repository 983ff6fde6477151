import { countPageViews } from "@/lib/admin/count-page-views";
import { pageViewCountsEndpoint } from "@/lib/admin/endpoints";
import { route } from "@/lib/http/route";

export const GET = route(pageViewCountsEndpoint, async ({ actor, query }) => countPageViews({ actor, ...query }));
