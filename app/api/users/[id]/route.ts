import { updateUserEndpoint } from "@/lib/accounts/endpoints";
import { updateUser } from "@/lib/accounts/update-user";
import { route } from "@/lib/http/route";

export const PUT = route(updateUserEndpoint, async ({ actor, params, body }) => ({
  user: await updateUser({ actor, userId: params.id, changes: body }),
}));
