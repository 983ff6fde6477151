import { toUserDto } from "@/lib/accounts/dto";
import { updateUserEndpoint } from "@/lib/accounts/endpoints";
import { updateUser } from "@/lib/accounts/update-user";
import { route } from "@/lib/http/route";

export const PUT = route(updateUserEndpoint, async ({ actor, params, body }) => ({
  user: toUserDto(await updateUser({ actor, userId: params.id, changes: body })),
}));
