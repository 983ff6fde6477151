import { z } from "zod";
import { jsonChecked, zText } from "@/lib/contract/schemas";

/**
 * The verification endpoints' schemas. The bundle body is checked only for its four members and
 * their kinds: everything inside is the verifier's to judge (and report), and loose objects keep
 * every member, so nothing a client sent is dropped before it is verified.
 */
export const ZBundleBody = jsonChecked(
  z.looseObject({
    transportDocument: z.record(zText(), z.unknown(), {
      error: "transportDocument must be the DCSA transport document (an object).",
    }),
    envelopeManifestSignedContent: zText({
      error: "envelopeManifestSignedContent must be the signed manifest (a compact JWS).",
    }),
    envelopeTransferChain: z.array(z.unknown(), {
      error: "envelopeTransferChain must be the list of signed chain entries.",
    }),
    exportlyKeys: z.looseObject(
      { keys: z.array(z.unknown(), { error: "exportlyKeys.keys must be a list of public keys." }) },
      { error: "exportlyKeys must be the JWKS that signed the bundle." },
    ),
  }),
);

const ZPublicJwk = z
  .looseObject({
    kty: zText(),
    kid: zText(),
    alg: zText(),
    use: zText().optional(),
    crv: zText().optional(),
    x: zText().optional(),
    n: zText().optional(),
    e: zText().optional(),
  })
  .meta({ description: "A public signing key (Ed25519 for EdDSA, RSA for PS256); kid is its RFC 7638 thumbprint." });

export const ZJwks = z.object({ keys: z.array(ZPublicJwk) });

export const ZVerificationReport = z.object({
  valid: z.boolean().meta({
    description:
      "True only when the bundle is intact (integrity) and signed by this platform's published keys (origin trusted).",
  }),
  integrity: z.boolean().meta({
    description:
      "True when every check of the bundle itself passed (signatures, chain links, document checksum, manifests, rules, times), whoever signed it.",
  }),
  origin: z.enum(["trusted", "untrusted", "unchecked"]).meta({
    description:
      "trusted: every signing key is one of this platform's published keys; untrusted: one is not (an intact bundle can still be a forgery signed with a fresh key); unchecked: the keys could not be compared because an earlier check failed.",
  }),
  checks: z.array(
    z.object({
      id: zText().meta({
        description:
          "bundle, text (only when the file's text was given), keys, signatures, links, document, issuance, manifest, rules, times, trusted (only with trusted keys).",
      }),
      label: zText(),
      ok: z.boolean(),
      detail: zText().optional().meta({ description: "Why the check failed." }),
    }),
  ),
  entries: z.array(
    z.object({
      index: z.number().int(),
      actionCode: zText().nullable(),
      actorName: zText().nullable(),
      recipientName: zText().nullable(),
      actionDateTime: zText().nullable(),
      checksum: zText().meta({ description: "SHA-256 (hex) of the entry's compact JWS." }),
      signatureValid: z.boolean(),
      linkValid: z.boolean(),
      documentValid: z.boolean(),
      ruleValid: z.boolean(),
      problems: z.array(zText()),
    }),
  ),
  finalStatus: zText()
    .nullable()
    .meta({ description: "The eBL status replayed from ISSUE, when every entry replayed." }),
  documentChecksum: zText()
    .nullable()
    .meta({ description: "SHA-256 (hex) of the RFC 8785 form of the transport document." }),
  keys: z.array(z.object({ kid: zText(), alg: zText(), trusted: z.boolean().nullable() })),
});
