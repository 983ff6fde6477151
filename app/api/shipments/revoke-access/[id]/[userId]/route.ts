import { route } from "@/lib/http/route";
import { revokeShareEndpoint } from "@/lib/sharing/endpoints";
import { revokeShare } from "@/lib/sharing/revoke-share";

export const DELETE = route(revokeShareEndpoint, async ({ actor, params }) => {
  await revokeShare({ actor, shipmentId: params.id, who: params.userId });
});
