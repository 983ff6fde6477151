import { listDemoRequestsEndpoint } from "@/lib/admin/endpoints";
import { listDemoRequests } from "@/lib/admin/list-demo-requests";
import { route } from "@/lib/http/route";

export const GET = route(listDemoRequestsEndpoint, async ({ actor, query }) => listDemoRequests({ actor, ...query }));
