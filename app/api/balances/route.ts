import { route } from "@/lib/http/route";
import { listBalancesEndpoint } from "@/lib/payments/endpoints";
import { listBalances } from "@/lib/payments/list-balances";

export const GET = route(listBalancesEndpoint, async ({ actor, query }) =>
  listBalances({ actor, limit: query.limit, cursor: query.cursor, filter: query.filter, tz: query.tz }),
);
