import { toUserDto } from "@/lib/accounts/dto";
import { profileEndpoint } from "@/lib/accounts/endpoints";
import { route } from "@/lib/http/route";

// The account was loaded with the credential a moment ago; no second lookup.
export const GET = route(profileEndpoint, async ({ actor }) => ({ user: toUserDto(actor.user) }));
