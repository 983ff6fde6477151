import { route } from "@/lib/http/route";
import { removeConnectionEndpoint } from "@/lib/network/endpoints";
import { removeConnection } from "@/lib/network/remove-connection";

export const DELETE = route(removeConnectionEndpoint, async ({ actor, params }) => {
  await removeConnection({ actor, email: params.email });
});
