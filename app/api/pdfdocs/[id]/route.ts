import { route } from "@/lib/http/route";
import { blobResponse } from "@/lib/storage/blob-response";
import { getBusinessDocumentEndpoint } from "@/lib/verification/endpoints";
import { getBusinessDocument } from "@/lib/verification/get-business-document";

export const GET = route(getBusinessDocumentEndpoint, async ({ actor, params }) =>
  blobResponse(await getBusinessDocument({ actor, fileId: params.id }), { inline: true }),
);
