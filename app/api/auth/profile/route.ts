import { profileEndpoint } from "@/lib/accounts/endpoints";
import { getProfile } from "@/lib/accounts/get-profile";
import { route } from "@/lib/http/route";

export const GET = route(profileEndpoint, async ({ actor }) => ({ user: getProfile({ actor }) }));
