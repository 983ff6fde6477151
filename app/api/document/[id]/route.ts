import { notFound } from "@/lib/http/errors";
import { route } from "@/lib/http/route";
import { deleteShipmentFile } from "@/lib/shipment-files/delete-shipment-file";
import { deleteShipmentFileEndpoint, downloadShipmentFileEndpoint } from "@/lib/shipment-files/endpoints";
import { getShipmentFileForDownload } from "@/lib/shipment-files/get-shipment-file";
import { BlobNotFoundError } from "@/lib/storage/blob-store";
import { blobResponse } from "@/lib/storage/blob-response";

// The next issue adds /api/document/{id}/{x}/permission in a sub-folder; this file serves only {id}.

export const GET = route(downloadShipmentFileEndpoint, async ({ actor, params, query }) => {
  const file = await getShipmentFileForDownload({ actor, fileId: params.id });
  try {
    return await blobResponse(file, { inline: query.inline });
  } catch (error) {
    // Metadata without bytes (a store that lost them): the file is gone for the client too.
    if (error instanceof BlobNotFoundError) throw notFound("File not found.");
    throw error;
  }
});

export const DELETE = route(deleteShipmentFileEndpoint, async ({ actor, params }) => {
  await deleteShipmentFile({ actor, fileId: params.id });
});
