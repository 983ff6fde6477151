/**
 * The shapes of the signed chain, following DCSA PINT 3.0 (EBL_PINT_v3.0.0.yaml): each entry's
 * JWS payload is an EnvelopeTransferChainEntry with one Transaction; an exported bundle is an
 * EblEnvelope plus the platform's public keys. Pure types and constants (browser-safe).
 */
import type { EblAction } from "../rules";

/**
 * Our four-letter platform code for `eblPlatform`. DCSA has not assigned Exportly a code yet;
 * the schema allows any four non-space characters.
 */
export const EBL_PLATFORM = "EXPL";

/** Every party in a signed entry carries this identifying code: DCSA "mutually defined" (ZZZ), our user id. */
export const PARTY_CODE_LIST = { codeListProvider: "ZZZ", codeListName: "EXPORTLY" } as const;

export type IdentifyingCode = { codeListProvider: string; partyCode: string; codeListName?: string };
export type TaxLegalReference = { type: string; countryCode: string; value: string };

/** ActorParty / RecipientParty. */
export type ChainParty = {
  partyName: string;
  eblPlatform: string;
  identifyingCodes: IdentifyingCode[];
  taxLegalReferences?: TaxLegalReference[];
};

export type ChainTransaction = {
  actionCode: EblAction;
  actor: ChainParty;
  recipient?: ChainParty;
  /** RFC 3339, UTC, milliseconds. */
  actionDateTime: string;
  reasonCode?: string;
  comments?: string;
  auditReference?: string;
};

/** The JWS payload of one chain entry (EnvelopeTransferChainEntry). */
export type ChainEntryPayload = {
  eblPlatform: string;
  transportDocumentChecksum: string;
  /** Absent only on the first entry, which must be the ISSUE. */
  previousEnvelopeTransferChainEntrySignedContentChecksum?: string;
  /** First entry only: the carrier's IssuanceManifest, signed. */
  issuanceManifestSignedContent?: string;
  transactions: ChainTransaction[];
};

/** IssuanceManifest: what the carrier issued, and to whom. */
export type IssuanceManifest = { documentChecksum: string; issueToChecksum: string };

/** EnvelopeManifest: binds the document to the last entry at export time. */
export type EnvelopeManifest = {
  transportDocumentChecksum: string;
  lastEnvelopeTransferChainEntrySignedContentChecksum: string;
};

export type PublicJwk = {
  kty: string;
  kid: string;
  alg: string;
  use?: string;
  crv?: string;
  x?: string;
  n?: string;
  e?: string;
};
export type Jwks = { keys: PublicJwk[] };

/**
 * What `GET /api/envelopes/{id}/export` returns and the verifier checks: a DCSA PINT EblEnvelope
 * (the first three fields) and the public keys that signed it (`exportlyKeys`, our extension,
 * so a bundle verifies offline).
 */
export type EblBundle = {
  transportDocument: Record<string, unknown>;
  envelopeManifestSignedContent: string;
  envelopeTransferChain: string[];
  exportlyKeys: Jwks;
};

/** The user id behind a signed party, or null when it carries no Exportly code. */
export function partyCodeOf(party: { identifyingCodes?: IdentifyingCode[] } | undefined | null): string | null {
  const code = party?.identifyingCodes?.find(
    (c) => c.codeListProvider === PARTY_CODE_LIST.codeListProvider && c.codeListName === PARTY_CODE_LIST.codeListName,
  );
  return code?.partyCode ?? null;
}
