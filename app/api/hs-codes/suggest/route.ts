import { suggestHsCodesEndpoint } from "@/lib/compliance/suggestions/endpoints";
import { suggestHsCodesFor } from "@/lib/compliance/suggestions/suggest-hs-codes";
import { route } from "@/lib/http/route";

export const GET = route(suggestHsCodesEndpoint, async ({ actor, query }) => suggestHsCodesFor({ actor, q: query.q }));
