import { toUserDto } from "@/lib/accounts/dto";
import { listUsersEndpoint } from "@/lib/admin/endpoints";
import { listUsers } from "@/lib/admin/list-users";
import { route } from "@/lib/http/route";

export const GET = route(listUsersEndpoint, async ({ actor, query }) => {
  const { users, nextCursor } = await listUsers({ actor, ...query });
  return { users: users.map(toUserDto), nextCursor };
});
