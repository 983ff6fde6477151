import { suggestDocumentsEndpoint } from "@/lib/compliance/suggestions/endpoints";
import { suggestDocuments } from "@/lib/compliance/suggestions/suggest-documents";
import { route } from "@/lib/http/route";

export const POST = route(suggestDocumentsEndpoint, async ({ actor, body }) =>
  suggestDocuments({ actor, request: body }),
);
