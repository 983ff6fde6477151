import { listUsersEndpoint } from "@/lib/admin/endpoints";
import { listUsers } from "@/lib/admin/list-users";
import { route } from "@/lib/http/route";

export const GET = route(listUsersEndpoint, async ({ actor, query }) => listUsers({ actor, ...query }));
