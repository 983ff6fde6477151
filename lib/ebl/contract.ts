/**
 * The eBL API's response shapes, shared by the route handlers (lib/ebl), the screens
 * (components/ebl) and the verifier (lib/ebl/verifier). Types only: browser-safe.
 */
import type { EblAction, EnvelopeState } from "./rules";

/** A party as the API shows it: `name` is the person, `company` the verified legal name (or the profile's company). */
export type PartyDto = { id: string; name: string; company: string | null; companyVerified: boolean; role: string };

export type EnvelopeDto = {
  id: string;
  status: EnvelopeState;
  /** DCSA 3.0.3 TransportDocument (partial while a draft). */
  transportDocument: Record<string, unknown>;
  documentChecksum: string | null;
  issuer: PartyDto;
  shipper: PartyDto;
  /** Straight bills only. */
  consignee: PartyDto | null;
  possessor: PartyDto | null;
  endorsee: PartyDto | null;
  isToOrder: boolean;
  blankEndorsed: boolean;
  lastEntryChecksum: string | null;
  shipmentId: string | null;
  /** The reference of the shipment the draft was made from, for the shipment's owner only (null for everyone else). */
  shipmentReference: string | null;
  /** What stops a draft from being issued now (the issue check itself), for those who may edit it; null otherwise. */
  issueProblems: { path: string; message: string }[] | null;
  createdBy: string;
  /** What the requesting user may do now (lib/ebl/rules.ts availableActions, plus EDIT/DELETE on drafts). */
  availableActions: (EblAction | "EDIT" | "DELETE" | "DECLINE")[];
  /** The requesting user's relation to the bill: issuer, shipper, consignee, possessor, endorsee, creator, past. */
  viewerRoles: string[];
  voidReason: string | null;
  replacedById: string | null;
  /** Counts the edits of a draft: PATCH takes it back as `expectedVersion`. */
  draftVersion: number;
  /** When the named carrier declined the draft; null otherwise. */
  draftDeclinedAt: string | null;
  createdAt: string;
  updatedAt: string;
};

/** One chain entry, decoded: the signed JWS and what it says. */
export type EntryDto = {
  sequence: number;
  actionCode: EblAction;
  actor: PartyDto;
  recipient: PartyDto | null;
  actionDateTime: string;
  reasonCode: string | null;
  comments: string | null;
  checksum: string;
  previousChecksum: string | null;
  signedContent: string;
};

/** One check the verifier made; `detail` says why when `ok` is false. */
export type VerificationCheck = { id: string; label: string; ok: boolean; detail?: string };

export type VerifiedEntry = {
  index: number;
  actionCode: string | null;
  actorName: string | null;
  recipientName: string | null;
  actionDateTime: string | null;
  checksum: string;
  /** Signature, link to the previous entry, document checksum and transition rule, each true or false. */
  signatureValid: boolean;
  linkValid: boolean;
  documentValid: boolean;
  ruleValid: boolean;
  problems: string[];
};

/**
 * Whether the bundle was signed by the keys the verifier was told to trust: `trusted` (every
 * signing key is among them), `untrusted` (one is not), `unchecked` (no trusted key set was
 * given, or the bundle failed before the keys could be compared). Without `trusted`, a bundle
 * can be intact and still be a forgery signed with a key made for the purpose.
 */
export type VerificationOrigin = "trusted" | "untrusted" | "unchecked";

export type VerificationReport = {
  /** Intact (`integrity`) and signed by a trusted key (`origin` is `trusted`): the one verdict to rely on. */
  valid: boolean;
  /** Every check of the bundle itself passed (signatures, chain, document, rules), whoever signed it. */
  integrity: boolean;
  origin: VerificationOrigin;
  checks: VerificationCheck[];
  entries: VerifiedEntry[];
  /** The state replayed from the chain, when every entry replayed. */
  finalStatus: EnvelopeState | null;
  documentChecksum: string | null;
  /** The key ids that signed, and whether each is among the trusted keys given to the verifier. */
  keys: { kid: string; alg: string; trusted: boolean | null }[];
};
