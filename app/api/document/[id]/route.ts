import { route } from "@/lib/http/route";
import { deleteShipmentFile } from "@/lib/shipment-files/delete-shipment-file";
import { deleteShipmentFileEndpoint, downloadShipmentFileEndpoint } from "@/lib/shipment-files/endpoints";
import { getShipmentFileForDownload } from "@/lib/shipment-files/get-shipment-file";
import { blobResponse } from "@/lib/storage/blob-response";

// The next issue adds /api/document/{id}/{x}/permission in a sub-folder; this file serves only {id}.

export const GET = route(downloadShipmentFileEndpoint, async ({ actor, params, query }) =>
  blobResponse(await getShipmentFileForDownload({ actor, fileId: params.id }), { inline: query.inline }),
);

export const DELETE = route(deleteShipmentFileEndpoint, async ({ actor, params }) => {
  await deleteShipmentFile({ actor, fileId: params.id });
});
