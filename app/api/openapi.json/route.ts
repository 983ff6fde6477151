import { apiContract } from "@/lib/api-contract";
import { buildOpenApiDocument } from "@/lib/http/openapi";
import { route } from "@/lib/http/route";
import { openApiEndpoint } from "@/lib/platform/endpoints";

let document: Record<string, unknown> | undefined;

export const GET = route(openApiEndpoint, async () => (document ??= buildOpenApiDocument(apiContract)));
