import { route } from "@/lib/http/route";
import { searchHsCodesEndpoint } from "@/lib/products/endpoints";
import { searchHsCodeOptions } from "@/lib/products/search-hs-codes";

export const GET = route(searchHsCodesEndpoint, async ({ query }) => ({
  hsCodes: searchHsCodeOptions({ query: query.q, limit: query.limit }),
}));
