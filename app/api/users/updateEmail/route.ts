import { updateEmailEndpoint } from "@/lib/accounts/endpoints";
import { updateEmail } from "@/lib/accounts/update-email";
import { route } from "@/lib/http/route";

export const PUT = route(updateEmailEndpoint, async ({ actor, body }) => updateEmail({ actor, ...body }));
