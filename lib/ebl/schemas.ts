import { zJsonObject, ZLimit, zText, zUuid } from "@/lib/contract/schemas";
import { z } from "zod";
import { ZCursor } from "@/lib/db/keyset-cursor";
import { ZJwks } from "./verifier/schemas";
import type { EntryDto, EnvelopeDto, PartyDto } from "./contract";
import { EBL_ACTIONS, ENDORSE_ACTIONS, ENVELOPE_STATES } from "./rules";

/**
 * Request and response schemas of the envelope API (lib/ebl/endpoints.ts). The response schemas
 * describe lib/ebl/contract.ts exactly; the type checks at the end of the file keep them equal.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A platform user named by email or by user id. */
export type PartyRef = { kind: "id"; id: string } | { kind: "email"; email: string };

export const partyRef = (label: string) =>
  zText({
    error: (issue) =>
      issue.input === undefined ? `${label} is required.` : `${label} must be an email address or a user id.`,
  })
    .trim()
    .min(1, `${label} is required.`)
    .max(254, `${label} must be at most 254 characters.`)
    .refine((v) => UUID.test(v) || z.email().safeParse(v).success, `${label} must be an email address or a user id.`)
    .transform((v): PartyRef =>
      UUID.test(v) ? { kind: "id", id: v.toLowerCase() } : { kind: "email", email: v.toLowerCase() },
    )
    .describe(`${label}: the email address or the user id of an Exportly account.`);

const ZTransportDocumentInput = zJsonObject({
  error: "transportDocument must be an object (a DCSA 3.0.3 TransportDocument, partial while a draft).",
})
  .refine(
    (v) => JSON.stringify(v).length <= 200_000,
    "transportDocument is too large (at most 200,000 characters of JSON).",
  )
  .describe(
    "A DCSA 3.0.3 TransportDocument, partial while a draft. The server writes the parties' Exportly codes and names into documentParties.",
  );

const ZChecksum = zText({ error: "expectedLastEntryChecksum must be the hex SHA-256 of the last chain entry." }).regex(
  /^[0-9a-f]{64}$/,
  "expectedLastEntryChecksum must be the hex SHA-256 of the last chain entry (64 lowercase hex digits).",
);

const draftFields = {
  transportDocument: ZTransportDocumentInput.optional(),
  carrier: partyRef("carrier").describe(
    "The issuing carrier: a shipping line or freight forwarder account, by email or user id.",
  ),
  shipper: partyRef("shipper")
    .optional()
    .describe("The shipper, by email or user id; defaults to the creator (required when the creator is the carrier)."),
  consignee: partyRef("consignee")
    .nullable()
    .optional()
    .describe("Straight bills: the named consignee, by email or user id."),
};

export const ZCreateEnvelopeBody = z.object({
  ...draftFields,
  shipmentId: zUuid("shipmentId must be a shipment id.")
    .optional()
    .describe("A shipment of yours: the document is prefilled from its bill of lading instructions and shared data."),
});
export type CreateEnvelopeBody = z.output<typeof ZCreateEnvelopeBody>;

export const ZUpdateEnvelopeBody = z.object({
  ...draftFields,
  carrier: draftFields.carrier.optional(),
  expectedVersion: z
    .number({ error: "expectedVersion must be a whole number (the draft's draftVersion)." })
    .int("expectedVersion must be a whole number (the draft's draftVersion).")
    .min(1, "expectedVersion must be at least 1.")
    .optional()
    .describe(
      "The `draftVersion` this edit was based on: a stale one answers 409 `conflict` with the current draft in `details.envelope`, and nothing is written.",
    ),
});
export type UpdateEnvelopeBody = z.output<typeof ZUpdateEnvelopeBody>;

export const ZIssueBody = z.object({ expectedLastEntryChecksum: ZChecksum.optional() }).default({});

export const ZEndorseBody = z
  .object({
    actionCode: z.enum(ENDORSE_ACTIONS, { error: `actionCode must be one of ${ENDORSE_ACTIONS.join(", ")}.` }),
    recipient: partyRef("recipient").optional(),
    expectedLastEntryChecksum: ZChecksum.describe(
      "The checksum of the last chain entry you saw: a transfer never acts on a bill that changed since.",
    ),
  })
  .superRefine((body, ctx) => {
    if (!body.recipient && body.actionCode !== "BLANK_ENDORSE")
      ctx.addIssue({
        code: "custom",
        path: ["recipient"],
        message: "recipient is required: choose who receives the eBL.",
      });
  });

const ZComment = (label: string) =>
  zText({ error: `${label} must be text.` })
    // Signed entries allow one line of at most 255 characters (DCSA Transaction.comments).
    .transform((v) => v.replace(/\s+/g, " ").trim())
    .pipe(zText().max(255, `${label} must be at most 255 characters.`));

export const ZSurrenderBody = z
  .object({
    type: z.enum(["DELIVERY", "AMENDMENT"], { error: "type must be DELIVERY or AMENDMENT." }),
    reasonCode: z
      .enum(["SWTP", "COD", "SWI"], {
        error: "reasonCode must be SWTP (switch to paper), COD (change of destination) or SWI (switch bill).",
      })
      .optional(),
    comments: ZComment("comments").optional(),
    expectedLastEntryChecksum: ZChecksum.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.reasonCode && body.type !== "AMENDMENT")
      ctx.addIssue({
        code: "custom",
        path: ["reasonCode"],
        message: "reasonCode is only for a surrender for amendment.",
      });
  });

export const ZSurrenderResponseBody = z
  .object({
    accept: z.boolean({ error: "accept must be true or false." }),
    comment: ZComment("comment").optional(),
    expectedLastEntryChecksum: ZChecksum.optional(),
  })
  .superRefine((body, ctx) => {
    if (!body.accept && !body.comment)
      ctx.addIssue({
        code: "custom",
        path: ["comment"],
        message: "Say why you reject the surrender: a comment is required.",
      });
  });

export const ZRefuseBody = z
  .object({ comment: ZComment("comment").optional(), expectedLastEntryChecksum: ZChecksum.optional() })
  .default({});

export const ZVoidBody = z.object({
  reason: ZComment("reason").pipe(zText().min(1, "reason is required: say why the bill is voided.")),
  replacedBy: zUuid("replacedBy must be an envelope id.").optional(),
  expectedLastEntryChecksum: ZChecksum.optional(),
});

export const ENVELOPE_ROLE_FILTERS = ["issuer", "drafts", "possessor", "awaiting", "history"] as const;
export type EnvelopeRoleFilter = (typeof ENVELOPE_ROLE_FILTERS)[number];

export const ZListEnvelopesQuery = z.object({
  status: z.enum(ENVELOPE_STATES, { error: `status must be one of ${ENVELOPE_STATES.join(", ")}.` }).optional(),
  role: z.enum(ENVELOPE_ROLE_FILTERS, { error: `role must be one of ${ENVELOPE_ROLE_FILTERS.join(", ")}.` }).optional(),
  limit: ZLimit({ max: 100, fallback: 50, messages: "range" }),
  cursor: ZCursor.optional(),
});

export const ZRecipientQuery = z.object({
  email: zText({ error: "email is required." }).trim().toLowerCase().pipe(z.email("email must be an email address.")),
});

// ---------- responses (lib/ebl/contract.ts) ----------

export const ZPartyDto = z.object({
  id: zUuid(),
  name: zText().describe("The person's full name."),
  company: zText().nullable().describe("The verified legal name, else the profile's company."),
  companyVerified: z
    .boolean()
    .describe("true when `company` is the verified legal name; false for a company name the account typed itself."),
  role: zText(),
});

const ZAvailableAction = z.enum([...EBL_ACTIONS, "EDIT", "DELETE", "DECLINE"]);

export const ZEnvelopeDto = z.object({
  id: zUuid(),
  status: z.enum(ENVELOPE_STATES),
  transportDocument: z.record(zText(), z.unknown()),
  documentChecksum: zText().nullable(),
  issuer: ZPartyDto,
  shipper: ZPartyDto,
  consignee: ZPartyDto.nullable(),
  possessor: ZPartyDto.nullable(),
  endorsee: ZPartyDto.nullable(),
  isToOrder: z.boolean(),
  blankEndorsed: z.boolean(),
  lastEntryChecksum: zText().nullable(),
  shipmentId: zText().nullable(),
  shipmentReference: zText()
    .nullable()
    .describe("The reference of the shipment the draft was made from; shown to the shipment's owner only."),
  issueProblems: z
    .array(z.object({ path: zText(), message: zText() }))
    .nullable()
    .describe(
      "Drafts, for those who may edit them: what POST …/issue would refuse now (DCSA's schema and the issue rules), each with its path; empty when the draft can be issued. null otherwise.",
    ),
  createdBy: zText(),
  availableActions: z.array(ZAvailableAction),
  viewerRoles: z.array(zText()),
  voidReason: zText().nullable(),
  replacedById: zText().nullable(),
  draftVersion: z.number().int().describe("Counts the edits of a draft; send it back as `expectedVersion`."),
  draftDeclinedAt: zText()
    .nullable()
    .describe("When the named carrier declined the draft (shown to its creator); null otherwise."),
  createdAt: zText(),
  updatedAt: zText(),
});

export const ZEntryDto = z.object({
  sequence: z.number().int(),
  actionCode: z.enum(EBL_ACTIONS),
  actor: ZPartyDto,
  recipient: ZPartyDto.nullable(),
  actionDateTime: zText(),
  reasonCode: zText().nullable(),
  comments: zText().nullable(),
  checksum: zText(),
  previousChecksum: zText().nullable(),
  signedContent: zText(),
});

export const ZEnvelopeResponse = z.object({ envelope: ZEnvelopeDto });
export const ZEnvelopeListResponse = z.object({ envelopes: z.array(ZEnvelopeDto), nextCursor: zText().nullable() });
export const ZActionResponse = z.object({ envelope: ZEnvelopeDto, entry: ZEntryDto });
export const ZChainResponse = z.object({ entries: z.array(ZEntryDto) });

export const ZEblBundle = z.object({
  transportDocument: z.record(zText(), z.unknown()),
  envelopeManifestSignedContent: zText(),
  envelopeTransferChain: z.array(zText()),
  exportlyKeys: ZJwks,
});

// The zod schemas and the shared contract types must stay the same shape.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameParty: Same<z.infer<typeof ZPartyDto>, PartyDto> = true;
const sameEnvelope: Same<z.infer<typeof ZEnvelopeDto>, EnvelopeDto> = true;
const sameEntry: Same<z.infer<typeof ZEntryDto>, EntryDto> = true;
void [sameParty, sameEnvelope, sameEntry];

export const ZRecipientResponse = z.object({ recipient: ZPartyDto });
