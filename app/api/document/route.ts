import { route } from "@/lib/http/route";
import { uploadShipmentFileEndpoint } from "@/lib/shipment-files/endpoints";
import { uploadShipmentFile } from "@/lib/shipment-files/upload-shipment-file";

export const POST = route(uploadShipmentFileEndpoint, async ({ actor, upload }) => ({
  document: await uploadShipmentFile({
    actor,
    shipmentId: upload.fields.shipment_id,
    documentType: upload.fields.documentType,
    file: upload.file,
  }),
}));
