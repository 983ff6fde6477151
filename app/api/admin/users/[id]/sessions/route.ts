import { revokeUserSessionsEndpoint } from "@/lib/admin/endpoints";
import { revokeUserSessionsAsAdmin } from "@/lib/admin/revoke-user-sessions";
import { route } from "@/lib/http/route";

export const DELETE = route(revokeUserSessionsEndpoint, async ({ actor, params }) =>
  revokeUserSessionsAsAdmin({ actor, userId: params.id }),
);
