import type { FileRow } from "@/models";
import type { ShipmentFileDto } from "./schemas";

export function toShipmentFileDto(row: FileRow): ShipmentFileDto {
  return {
    id: row.id,
    // Only files with a shipment reach here (access.ts scopes through the shipment).
    shipmentId: row.shipmentId!,
    documentType: row.documentType,
    filename: row.filename,
    contentType: row.contentType,
    size: row.size,
    sha256: row.sha256,
    createdAt: row.createdAt.toISOString(),
  };
}
