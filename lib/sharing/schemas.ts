import { ZLimit, zText, zUuid } from "@/lib/contract/schemas";
import { z } from "zod";
import { ZCursor } from "@/lib/db/keyset-cursor";
import { ZShipmentDto, ZShipmentStatus, ZTemplateKey } from "@/lib/shipments/schemas";
import { SHARE_ACCESS } from "@/models/collaboration";

export const ZShareAccess = z.enum(SHARE_ACCESS, { error: "access must be edit or read." });

export const ZShareForm = z.object({
  name: ZTemplateKey.describe("The document's template key, e.g. commercial_invoice: one of the shipment's documents."),
  access: ZShareAccess,
});

const ZEmail = zText({ error: (issue) => (issue.input === undefined ? "Email is required." : "Email must be text.") })
  .trim()
  .min(1, "Email is required.")
  .max(254, "Email must be at most 254 characters.")
  .pipe(z.email("Enter a valid email address."))
  .transform((email) => email.toLowerCase());

export const ZShareBody = z.object({
  shipmentId: zUuid("shipmentId must be a shipment id."),
  email: ZEmail,
  forms: z
    .array(ZShareForm, { error: "forms must be a list of {name, access}." })
    .min(1, "Choose at least one document to share. To stop sharing, revoke access instead.")
    .max(50)
    .refine(
      (forms) => new Set(forms.map((f) => f.name)).size === forms.length,
      "Each document may appear once in forms.",
    ),
});

export const ZShareeDto = z.object({
  userId: zUuid()
    .nullable()
    .describe(
      "null while the share is pending: the address has no account, or its account has not opened the share yet and has no other relationship with you (the two look the same on purpose).",
    ),
  email: zText(),
  name: zText().nullable(),
  company: zText().nullable(),
  companyVerified: z
    .boolean()
    .describe("true only when `company` is the verified legal name; false for a name the account typed itself."),
  role: zText().nullable(),
  pending: z.boolean(),
  forms: z.array(ZShareForm),
  createdAt: zText(),
  updatedAt: zText(),
});
export type ShareeDto = z.infer<typeof ZShareeDto>;

export const ZShareResponse = z.object({ share: ZShareeDto });
export const ZShareesResponse = z.object({ users: z.array(ZShareeDto) });

export const ZSharedByDto = z.object({
  id: zUuid(),
  email: zText(),
  name: zText(),
  company: zText().nullable(),
  companyVerified: z
    .boolean()
    .describe("true only when `company` is the verified legal name; false for a name the account typed itself."),
});

export const ZSharedWithMeItem = z.object({
  shipment: ZShipmentDto.describe("The shipment as a sharee sees it: only the documents shared with you."),
  forms: z.array(ZShareForm),
  sharedBy: ZSharedByDto,
  sharedAt: zText(),
  updatedAt: zText(),
});
export type SharedWithMeItem = z.infer<typeof ZSharedWithMeItem>;

export const ZSharedWithMeQuery = z.object({
  limit: ZLimit({ max: 100, fallback: 50, messages: "range" }),
  cursor: ZCursor.optional(),
});
export const ZSharedWithMeResponse = z.object({
  shipments: z.array(ZSharedWithMeItem),
  nextCursor: zText().nullable(),
});

export const ZRevokeParams = z.object({
  id: zUuid(),
  userId: zText()
    .trim()
    .min(1)
    .max(254)
    .describe("The sharee's user id, or for a pending invitation the email address it was sent to."),
});

export const ZPermissionResponse = z.object({
  hasEditAccess: z.boolean(),
  sharedBy: ZSharedByDto.nullable().describe("Who shared the document with you; null when the shipment is yours."),
});

export const ZSharedByMeQuery = ZSharedWithMeQuery;
export const ZSharedByMeItem = z.object({
  shipment: z.object({ id: zUuid(), reference: zText(), status: ZShipmentStatus }),
  users: z
    .array(ZShareeDto)
    .describe("Who holds which documents, oldest share first; pending invitations have `userId: null`."),
});
export type SharedByMeItem = z.infer<typeof ZSharedByMeItem>;
export const ZSharedByMeResponse = z.object({ shipments: z.array(ZSharedByMeItem), nextCursor: zText().nullable() });
