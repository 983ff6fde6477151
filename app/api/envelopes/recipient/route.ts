import { recipientLookupEndpoint } from "@/lib/ebl/endpoints";
import { lookUpRecipient } from "@/lib/ebl/look-up-recipient";
import { route } from "@/lib/http/route";

export const GET = route(recipientLookupEndpoint, async ({ actor, query }) => ({
  recipient: await lookUpRecipient({ actor, email: query.email }),
}));
