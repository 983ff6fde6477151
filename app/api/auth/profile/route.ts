import { toUserDto } from "@/lib/accounts/dto";
import { profileEndpoint } from "@/lib/accounts/endpoints";
import { getUserById } from "@/lib/accounts/queries";
import { getDb } from "@/lib/db/client";
import { route } from "@/lib/http/route";

export const GET = route(profileEndpoint, async ({ actor }) => ({
  user: toUserDto(await getUserById(await getDb(), actor.userId)),
}));
