import { changeUserRole } from "@/lib/admin/change-user-role";
import { changeUserRoleEndpoint } from "@/lib/admin/endpoints";
import { route } from "@/lib/http/route";

export const PUT = route(changeUserRoleEndpoint, async ({ actor, params, body }) => ({
  user: await changeUserRole({ actor, userId: params.id, role: body.role }),
}));
