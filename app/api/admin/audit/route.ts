import { listAuditEndpoint } from "@/lib/admin/endpoints";
import { listAudit } from "@/lib/admin/list-audit";
import { route } from "@/lib/http/route";

export const GET = route(listAuditEndpoint, async ({ actor, query }) => {
  const { actor: actorFilter, ...filters } = query;
  return listAudit({ actor, actorFilter, ...filters });
});
