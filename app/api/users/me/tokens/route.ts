import { toApiTokenDto } from "@/lib/accounts/api-token-dto";
import { createApiToken } from "@/lib/accounts/create-api-token";
import { createApiTokenEndpoint, listApiTokensEndpoint } from "@/lib/accounts/endpoints";
import { listApiTokens } from "@/lib/accounts/list-api-tokens";
import { route } from "@/lib/http/route";

export const GET = route(listApiTokensEndpoint, async ({ actor }) => ({
  tokens: (await listApiTokens({ actor })).map(toApiTokenDto),
}));

export const POST = route(createApiTokenEndpoint, async ({ actor, body }) => {
  const { row, secret } = await createApiToken({ actor, name: body.name });
  return { token: toApiTokenDto(row), secret };
});
