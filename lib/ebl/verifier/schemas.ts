import { z } from "zod";

/**
 * The verification endpoints' schemas. The bundle body is checked only for its four members and
 * their kinds: everything inside is the verifier's to judge (and report), and loose objects keep
 * every member, so nothing a client sent is dropped before it is verified.
 */
export const ZBundleBody = z.looseObject({
  transportDocument: z.record(z.string(), z.unknown(), {
    error: "transportDocument must be the DCSA transport document (an object).",
  }),
  envelopeManifestSignedContent: z.string({
    error: "envelopeManifestSignedContent must be the signed manifest (a compact JWS).",
  }),
  envelopeTransferChain: z.array(z.unknown(), {
    error: "envelopeTransferChain must be the list of signed chain entries.",
  }),
  exportlyKeys: z.looseObject(
    { keys: z.array(z.unknown(), { error: "exportlyKeys.keys must be a list of public keys." }) },
    { error: "exportlyKeys must be the JWKS that signed the bundle." },
  ),
});

const ZPublicJwk = z
  .looseObject({
    kty: z.string(),
    kid: z.string(),
    alg: z.string(),
    use: z.string().optional(),
    crv: z.string().optional(),
    x: z.string().optional(),
    n: z.string().optional(),
    e: z.string().optional(),
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
      id: z.string().meta({
        description:
          "bundle, text (only when the file's text was given), keys, signatures, links, document, issuance, manifest, rules, times, trusted (only with trusted keys).",
      }),
      label: z.string(),
      ok: z.boolean(),
      detail: z.string().optional().meta({ description: "Why the check failed." }),
    }),
  ),
  entries: z.array(
    z.object({
      index: z.number().int(),
      actionCode: z.string().nullable(),
      actorName: z.string().nullable(),
      recipientName: z.string().nullable(),
      actionDateTime: z.string().nullable(),
      checksum: z.string().meta({ description: "SHA-256 (hex) of the entry's compact JWS." }),
      signatureValid: z.boolean(),
      linkValid: z.boolean(),
      documentValid: z.boolean(),
      ruleValid: z.boolean(),
      problems: z.array(z.string()),
    }),
  ),
  finalStatus: z
    .string()
    .nullable()
    .meta({ description: "The eBL status replayed from ISSUE, when every entry replayed." }),
  documentChecksum: z
    .string()
    .nullable()
    .meta({ description: "SHA-256 (hex) of the RFC 8785 form of the transport document." }),
  keys: z.array(z.object({ kid: z.string(), alg: z.string(), trusted: z.boolean().nullable() })),
});
