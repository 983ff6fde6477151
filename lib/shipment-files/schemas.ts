import { z } from "zod";
import { zText, zUuid } from "@/lib/contract/schemas";

/** Text fields of POST /api/document (the file itself travels in the field `file`). */
export const ZUploadFields = z.object({
  shipment_id: zUuid({
    error: (issue) =>
      issue.input === undefined ? "shipment_id is required." : "shipment_id must be a shipment's id (a UUID).",
  }),
  /**
   * What the file is: a template key (e.g. commercial_invoice) when it belongs to one document
   * of the shipment, or a short label of the user's own ("Lab test report"). Optional.
   */
  documentType: zText({ error: "documentType must be text." })
    .trim()
    .max(64, "documentType must be at most 64 characters.")
    .refine((s) => !/[\u0000-\u001f\u007f]/.test(s), "documentType contains characters that cannot be printed.")
    .optional()
    .transform((s) => (s ? s : null)),
});

export const ZShipmentFileDto = z.object({
  id: zUuid(),
  shipmentId: zUuid(),
  documentType: zText().nullable(),
  /** The name the file was uploaded with, without any path. */
  filename: zText(),
  /** Decided from the bytes: application/pdf, image/png, image/jpeg or image/webp. */
  contentType: zText(),
  size: z.number().int(),
  sha256: zText(),
  createdAt: z.iso.datetime(),
});
export type ShipmentFileDto = z.infer<typeof ZShipmentFileDto>;

export const ZShipmentFileResponse = z.object({ document: ZShipmentFileDto });
export const ZShipmentFileListResponse = z.object({ documents: z.array(ZShipmentFileDto) });

export const ZDownloadQuery = z.object({
  /** `inline=1` shows the file in the browser (preview) instead of saving it. */
  inline: z
    .enum(["0", "1", "true", "false"], { error: "inline must be 1 or 0." })
    .optional()
    .transform((v) => v === "1" || v === "true"),
});
