import { route } from "@/lib/http/route";
import { documentPermissionEndpoint } from "@/lib/sharing/endpoints";
import { getDocumentPermission } from "@/lib/sharing/get-document-permission";

export const GET = route(documentPermissionEndpoint, async ({ actor, params }) =>
  getDocumentPermission({ actor, shipmentId: params.id, name: params.x }),
);
