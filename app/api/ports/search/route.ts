import { route } from "@/lib/http/route";
import { searchPortsEndpoint } from "@/lib/ports/endpoints";
import { searchPorts } from "@/lib/ports/search-ports";

export const GET = route(searchPortsEndpoint, async ({ query }) => ({
  locations: searchPorts({ query: query.q, limit: query.limit }),
}));
