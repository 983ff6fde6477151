import { ZLimit, zText, zUuid } from "@/lib/contract/schemas";
import { z } from "zod";
import { ZCursor } from "@/lib/db/keyset-cursor";
import { optionalCountry, optionalText } from "@/lib/master-data/fields";
import { CONTACT_ROLES } from "./roles";
import { checkEori, checkGstin, checkIec, checkPan, checkVat, type TaxIdCheck } from "./tax-ids";

export { CONTACT_ROLES, CONTACT_ROLE_LABELS, type ContactRole } from "./roles";

const taxId = (label: string, check: TaxIdCheck) =>
  zText({ error: `${label} must be text.` })
    .trim()
    .toUpperCase()
    .transform((s) => s.replace(/[\s-]/g, ""))
    .superRefine((s, ctx) => {
      const message = s === "" ? null : check(s);
      if (message) ctx.addIssue({ code: "custom", message });
    })
    .nullish()
    .transform((s) => (s ? s : null));

export const ZTaxIds = z.strictObject(
  {
    gstin: taxId("GSTIN", checkGstin),
    iec: taxId("IEC", checkIec),
    pan: taxId("PAN", checkPan),
    eori: taxId("EORI", checkEori),
    vat: taxId("VAT number", checkVat),
    other: optionalText("Other tax id", 100),
  },
  {
    error: (issue) =>
      issue.code === "unrecognized_keys"
        ? `Unknown tax id: ${issue.keys.join(", ")}. Use gstin, iec, pan, eori, vat or other.`
        : "Tax ids must be an object.",
  },
);

const ZPhone = zText({ error: "Phone must be text." })
  .trim()
  .refine(
    (s) =>
      s === "" || (/^\+?[\d\s().-]+$/.test(s) && s.replace(/\D/g, "").length >= 7 && s.replace(/\D/g, "").length <= 20),
    {
      error: "Phone: enter 7 to 20 digits; +, spaces, dashes and brackets are allowed.",
    },
  )
  .nullish()
  .transform((s) => (s ? s : null));

const ZEmail = zText({ error: "Email must be text." })
  .trim()
  .toLowerCase()
  .max(254, "Email must be at most 254 characters.")
  .refine((s) => s === "" || z.email().safeParse(s).success, "Email: enter a valid email address.")
  .nullish()
  .transform((s) => (s ? s : null));

/**
 * The fields of a saved party. Every field is optional on its own, but a contact needs a name
 * or a company (checked in ZContactData). Unknown keys are refused rather than dropped, so a
 * client that misspells a field hears about it instead of losing the value.
 */
export const ZContactFields = z.strictObject(
  {
    /** The person, or the party's name when it has no company. */
    name: optionalText("Name", 200),
    company: optionalText("Company", 200),
    /** Street address, one entry per printed line (at most 4). */
    addressLines: z
      .array(optionalText("Address line", 200), { error: "Address lines must be a list of text lines." })
      .max(4, "At most 4 address lines.")
      .nullish()
      .transform((lines) => (lines ?? []).filter((l): l is string => !!l)),
    city: optionalText("City", 100),
    state: optionalText("State or province", 100),
    postalCode: optionalText("Postal code", 20),
    /** ISO 3166-1 alpha-2. */
    country: optionalCountry("Country"),
    email: ZEmail,
    phone: ZPhone,
    taxIds: ZTaxIds.nullish().transform((ids) =>
      ids ? Object.fromEntries(Object.entries(ids).filter(([, v]) => v)) : {},
    ),
    roles: z
      .array(z.enum(CONTACT_ROLES, { error: `Roles: choose from ${CONTACT_ROLES.join(", ")}.` }), {
        error: "Roles must be a list.",
      })
      .nullish()
      .transform((roles) => [...new Set(roles ?? [])]),
    notes: optionalText("Notes", 1000),
  },
  {
    error: (issue) =>
      issue.code === "unrecognized_keys"
        ? `Unknown contact field: ${issue.keys.join(", ")}.`
        : "data must be an object of contact fields.",
  },
);

export const ZContactData = ZContactFields.superRefine((data, ctx) => {
  if (!data.name && !data.company)
    ctx.addIssue({ code: "custom", path: ["name"], message: "Enter a name or a company." });
});
export type ContactData = z.output<typeof ZContactData>;

export const ZCreateContactBody = z.object({ data: ZContactData });

/** PATCH: the fields to change; a field sent as "" or null is cleared, one left out is kept. */
export const ZUpdateContactBody = z.object({ data: ZContactFields.partial() });

export const ZContactDto = z.object({
  id: zUuid(),
  data: z.object({
    name: zText().optional(),
    company: zText().optional(),
    addressLines: z.array(zText()).optional(),
    city: zText().optional(),
    state: zText().optional(),
    postalCode: zText().optional(),
    country: zText().optional(),
    email: zText().optional(),
    phone: zText().optional(),
    taxIds: z.record(zText(), zText()).optional(),
    roles: z.array(z.enum(CONTACT_ROLES)).optional(),
    notes: zText().optional(),
  }),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type ContactDto = z.infer<typeof ZContactDto>;

export const ZContactResponse = z.object({ contact: ZContactDto });
export const ZContactListResponse = z.object({ contacts: z.array(ZContactDto), nextCursor: zText().nullable() });

export const ZContactListQuery = z.object({
  limit: ZLimit({ max: 200, fallback: 100 }),
  cursor: ZCursor.optional(),
  /** Name, company, city or email contains this text (case-insensitive). */
  q: zText().trim().max(100, "The search text must be at most 100 characters.").optional(),
  role: z.enum(CONTACT_ROLES, { error: `role: choose from ${CONTACT_ROLES.join(", ")}.` }).optional(),
});
