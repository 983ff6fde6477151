import { filterOptionsEndpoint } from "@/lib/analytics/filters/endpoints";
import { getFilterOptions } from "@/lib/analytics/filters/get-filter-options";
import { route } from "@/lib/http/route";

export const GET = route(filterOptionsEndpoint, ({ actor }) => getFilterOptions({ actor }));
