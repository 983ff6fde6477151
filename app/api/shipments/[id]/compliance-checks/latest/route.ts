import { route } from "@/lib/http/route";
import { latestChecksEndpoint } from "@/lib/compliance/checks/endpoints";
import { getLatestChecks } from "@/lib/compliance/checks/get-latest";

export const GET = route(latestChecksEndpoint, async ({ actor, params }) =>
  getLatestChecks({ actor, shipmentId: params.id }),
);
