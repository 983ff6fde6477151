import { ZLimit, zText, zUuid } from "@/lib/contract/schemas";
import countries from "i18n-iso-countries";
import { z } from "zod";
import { VERIFICATION_STATES } from "@/models";
import { ZUserDto } from "@/lib/accounts/schemas";
import { checkIndianIdentifiers } from "@/lib/identifiers/check-indian-identifiers";
import { findIndianState } from "@/lib/identifiers/indian-states";
import { BUSINESS_DOCUMENT_TYPES, ENTITY_TYPES, ENTITY_TYPE_LABELS } from "./document-types";

const text = (label: string, max: number) =>
  zText({
    error: (i) => (i.input === undefined || i.input === null ? `${label} is required.` : `${label} must be text.`),
  })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);

const optionalText = (label: string, max: number) =>
  zText({ error: `${label} must be text.` })
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .transform((s) => (s === "" ? undefined : s))
    .nullable()
    .optional()
    .transform((s) => s ?? undefined);

const identifier = (label: string) =>
  zText({ error: `${label} must be text.` })
    .transform((s) => s.replace(/\s+/g, "").toUpperCase())
    .pipe(zText().max(20, `${label} must be at most 20 characters.`))
    .transform((s) => (s === "" ? undefined : s))
    .nullable()
    .optional()
    .transform((s) => s ?? undefined);

export const ZCountryCode = zText({ error: "Country is required." })
  .trim()
  .toUpperCase()
  .refine((c) => /^[A-Z]{2}$/.test(c) && countries.isValid(c), {
    error: "Choose a country (two-letter code, for example IN).",
  });

export const ZAddress = z.object({
  line1: text("Address line 1", 200),
  line2: optionalText("Address line 2", 200),
  city: text("City", 100),
  state: text("State or region", 100),
  postalCode: text("Postal code", 20),
});

/**
 * PUT /api/users/verify. For a business in India the GSTIN and PAN are required (the IEC too for an
 * exporter or importer: submitVerification knows the role) and checked offline (format, check character, cross-field rules); elsewhere the registration number.
 */
export const ZVerifyBody = z
  .object({
    legalName: text("Legal name", 200),
    entityType: z.enum(ENTITY_TYPES, {
      error: `Choose an entity type: ${Object.values(ENTITY_TYPE_LABELS).join(", ")}.`,
    }),
    country: ZCountryCode,
    address: ZAddress,
    gstin: identifier("GSTIN"),
    pan: identifier("PAN"),
    iec: identifier("IEC"),
    registrationNumber: optionalText("Registration number", 100),
    taxId: optionalText("Tax id", 100),
    signatory: z.object({
      name: text("Signatory's name", 200),
      designation: text("Signatory's designation", 100),
      email: zText({ error: "Signatory's email is required." })
        .trim()
        .toLowerCase()
        .pipe(z.email({ error: "Enter the signatory's email address." })),
    }),
  })
  .superRefine((body, ctx) => {
    if (body.country === "IN") {
      for (const check of checkIndianIdentifiers({
        gstin: body.gstin,
        pan: body.pan,
        iec: body.iec,
        state: body.address.state,
        // Whether the account's role needs an IEC is decided by submitVerification (the body has no role).
        iecRequired: false,
      })) {
        if (!check.ok) ctx.addIssue({ code: "custom", path: check.field.split("."), message: check.message });
      }
      if (!/^[1-9]\d{5}$/.test(body.address.postalCode)) {
        ctx.addIssue({
          code: "custom",
          path: ["address", "postalCode"],
          message: "An Indian PIN code has 6 digits and does not start with 0.",
        });
      }
    } else if (!body.registrationNumber) {
      ctx.addIssue({
        code: "custom",
        path: ["registrationNumber"],
        message: "Registration number is required: the company or business registration number in your country.",
      });
    }
  })
  .transform((body) => {
    if (body.country !== "IN") return { ...body, gstin: undefined, pan: undefined, iec: undefined };
    // One spelling of the state (the GST list's), whatever the user typed.
    return {
      ...body,
      address: { ...body.address, state: findIndianState(body.address.state)?.name ?? body.address.state },
    };
  });
export type VerificationDetails = z.output<typeof ZVerifyBody>;

export const ZVerificationDto = z.object({
  state: z.enum(VERIFICATION_STATES),
  submittedAt: zText().nullable(),
  reviewedAt: zText().nullable().optional(),
  reason: zText().nullable().optional(),
  details: z.record(zText(), z.unknown()).nullable(),
});
export type VerificationDto = z.infer<typeof ZVerificationDto>;

export const ZVerificationResponse = z.object({ user: ZUserDto, verification: ZVerificationDto });
export type VerificationResponse = z.infer<typeof ZVerificationResponse>;

export const ZPdfDocDto = z.object({
  id: zUuid(),
  ownerId: zUuid(),
  documentType: zText().nullable(),
  filename: zText(),
  contentType: zText(),
  size: z.number().int(),
  sha256: zText(),
  createdAt: zText(),
  url: zText(),
});
export type PdfDocDto = z.infer<typeof ZPdfDocDto>;
export const ZPdfDocResponse = z.object({ document: ZPdfDocDto });
export const ZPdfDocList = z.object({ documents: z.array(ZPdfDocDto) });
export const ZBusinessDocumentType = z.enum(BUSINESS_DOCUMENT_TYPES, {
  error: `documentType must be one of: ${BUSINESS_DOCUMENT_TYPES.join(", ")}.`,
});

export const ZIdentifierCheck = z.object({
  field: zText(),
  label: zText(),
  ok: z.boolean(),
  message: zText(),
});

export const ZReviewItem = z.object({
  user: ZUserDto,
  verification: ZVerificationDto,
  documents: z.array(ZPdfDocDto),
  missingDocuments: z.array(zText()),
  checks: z.array(ZIdentifierCheck),
});
export type ReviewItem = z.infer<typeof ZReviewItem>;

export const ZReviewQueue = z.object({ items: z.array(ZReviewItem), nextCursor: zText().nullable() });
export const ZReviewQueueQuery = z.object({
  state: z
    .enum(VERIFICATION_STATES, { error: `state must be one of: ${VERIFICATION_STATES.join(", ")}.` })
    .default("pending"),
  limit: ZLimit({ max: 100, fallback: 20 }),
  cursor: zText().max(200).optional(),
});

export const ZReasonBody = z.object({
  reason: zText({ error: "A reason is required: the user reads it." })
    .trim()
    .min(3, "Give a reason of at least 3 characters: the user reads it.")
    .max(2000, "The reason must be at most 2,000 characters."),
});

export const ZUserIdParams = z.object({ userId: zUuid() });
