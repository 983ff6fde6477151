import { createApiToken } from "@/lib/accounts/create-api-token";
import { createApiTokenEndpoint, listApiTokensEndpoint } from "@/lib/accounts/endpoints";
import { listApiTokens } from "@/lib/accounts/list-api-tokens";
import { route } from "@/lib/http/route";

export const GET = route(listApiTokensEndpoint, async ({ actor }) => ({ tokens: await listApiTokens({ actor }) }));

export const POST = route(createApiTokenEndpoint, async ({ actor, body }) =>
  createApiToken({ actor, name: body.name, expiresInDays: body.expiresInDays }),
);
