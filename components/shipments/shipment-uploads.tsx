"use client";

import { UploadPanel } from "@/components/master-data/upload-panel";
import type { Shipment } from "./types";

/**
 * The shipment's own files (lab reports, photos, signed copies): the master-data UploadPanel
 * (PDF, PNG, JPEG or WebP up to 10 MB, checked by content on the server; list, download, delete).
 */
export function ShipmentUploads({ shipment, readOnly }: { shipment: Shipment; readOnly?: boolean }) {
  return <UploadPanel shipmentId={shipment.id} title="Uploads" readOnly={readOnly} />;
}
