import { toDemoRequestDto } from "@/lib/admin/dto";
import { listDemoRequestsEndpoint } from "@/lib/admin/endpoints";
import { listDemoRequests } from "@/lib/admin/list-demo-requests";
import { route } from "@/lib/http/route";

export const GET = route(listDemoRequestsEndpoint, async ({ actor, query }) => {
  const { demoRequests, nextCursor } = await listDemoRequests({ actor, ...query });
  return { demoRequests: demoRequests.map(toDemoRequestDto), nextCursor };
});
