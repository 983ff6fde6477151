import { deleteApiToken } from "@/lib/accounts/delete-api-token";
import { deleteApiTokenEndpoint } from "@/lib/accounts/endpoints";
import { route } from "@/lib/http/route";

export const DELETE = route(deleteApiTokenEndpoint, async ({ actor, params }) => {
  await deleteApiToken({ actor, tokenId: params.id });
});
