import { route } from "@/lib/http/route";
import { listShareesEndpoint } from "@/lib/sharing/endpoints";
import { listSharees } from "@/lib/sharing/list-sharees";

export const GET = route(listShareesEndpoint, async ({ actor, params }) => ({
  users: await listSharees({ actor, shipmentId: params.id }),
}));
