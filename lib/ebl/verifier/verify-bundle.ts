/**
 * The offline eBL verifier: one pure module shared by the API (POST /api/envelopes/verify), the
 * public /verify page (in the browser) and the `exportly-verify` command. No I/O, no network, no
 * Node built-ins: WebCrypto, jose (thumbprints), canonicalize (through chain/checksum) and the
 * transition table in rules.ts, which the replay uses rather than re-implementing any rule.
 *
 * Every byte of an exported bundle matters: the transport document is bound by its RFC 8785
 * checksum, each chain entry by its signature and by its successor's link, the last entry and the
 * document by the signed envelope manifest, the keys by their RFC 7638 thumbprints and strict
 * members, and, when the exported text itself is given, its layout by a comparison with the
 * serialisation of the parsed value (so even whitespace or a `-0` for `0` is refused).
 */
import type { VerificationCheck, VerificationReport, VerifiedEntry } from "../contract";
import { canonicalChecksum } from "../chain/checksum";
import {
  partyCodeOf,
  type ChainEntryPayload,
  type ChainParty,
  type ChainTransaction,
  type Jwks,
  type PublicJwk,
} from "../chain/format";
import { decide, draftState, EBL_ACTIONS, type ControlState, type EblAction } from "../rules";
import { verifyAndHashJws, verifyCompactJws, type JwsResult } from "./jws";
import { importVerifierKey, keyProblem, trustedThumbprints, type VerifierKey } from "./keys";

export type VerifyOptions = {
  /** Keys whose signatures count as this platform's (its published JWKS): adds the `trusted` check. */
  trustedKeys?: Jwks;
};

export const CHECK_LABELS = {
  bundle: "Bundle is a DCSA PINT envelope with its keys",
  text: "File is exactly as exported",
  keys: "Public keys are well-formed",
  signatures: "Every signature is valid",
  links: "Every entry links to the one before, from the ISSUE",
  document: "Transport document matches every entry's checksum",
  issuance: "Issuance manifest is signed and matches",
  manifest: "Envelope manifest is signed and matches the last entry",
  rules: "Every action is allowed by the rules, replayed from ISSUE",
  times: "Action times never go backwards",
  trusted: "Signed by this platform's published keys",
} as const;
export type CheckId = keyof typeof CHECK_LABELS;

const BUNDLE_MEMBERS = ["transportDocument", "envelopeManifestSignedContent", "envelopeTransferChain", "exportlyKeys"];
/** Layouts an export may have: compact (the API), or indented by a tool; each optionally with one final newline. */
const LAYOUTS: (string | number | undefined)[] = [undefined, 2, 4, "\t"];
const RFC3339_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?Z$/;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const utf8 = new TextDecoder("utf-8", { fatal: true });

type Problems = Map<CheckId, string[]>;

class Report {
  readonly problems: Problems = new Map();
  readonly skipped = new Map<CheckId, string>();
  readonly ran = new Set<CheckId>();

  fail(check: CheckId, problem: string): void {
    this.ran.add(check);
    const list = this.problems.get(check) ?? [];
    list.push(problem);
    this.problems.set(check, list);
  }
  pass(check: CheckId): void {
    this.ran.add(check);
  }
  skip(check: CheckId, reason: string): void {
    this.skipped.set(check, reason);
  }

  checks(order: CheckId[]): VerificationCheck[] {
    return order.map((id) => {
      const problems = this.problems.get(id);
      if (problems?.length) {
        const shown = problems.slice(0, 5).join("; ");
        const more = problems.length > 5 ? ` (and ${problems.length - 5} more)` : "";
        return { id, label: CHECK_LABELS[id], ok: false, detail: shown + more };
      }
      const skipped = this.skipped.get(id);
      if (skipped || !this.ran.has(id))
        return {
          id,
          label: CHECK_LABELS[id],
          ok: false,
          detail: `Not checked: ${skipped ?? "an earlier check failed"}.`,
        };
      return { id, label: CHECK_LABELS[id], ok: true };
    });
  }
}

/** Text, bytes (UTF-8, strictly) or an already parsed value. */
function readInput(input: unknown, report: Report): { value: unknown; text: string | null } | null {
  let text: string | null = null;
  if (typeof input === "string") text = input;
  else if (input instanceof Uint8Array || input instanceof ArrayBuffer) {
    try {
      text = utf8.decode(input);
    } catch {
      report.fail("bundle", "The file is not valid UTF-8 text");
      return null;
    }
  } else return { value: input, text: null };
  try {
    return { value: JSON.parse(text), text };
  } catch (error) {
    report.fail("bundle", `The file is not valid JSON (${(error as Error).message})`);
    return null;
  }
}

/**
 * The exported text must be the plain serialisation of its own value: any change that leaves the
 * parsed value equal (whitespace, a number spelt differently, an escape) changes this comparison.
 */
function checkLayout(text: string, value: unknown, report: Report): void {
  for (const indent of LAYOUTS) {
    const serialised = JSON.stringify(value, null, indent);
    if (text === serialised || text === `${serialised}\n`) return report.pass("text");
  }
  report.fail(
    "text",
    "The file's text is not the exported serialisation of its content (it was edited or re-formatted)",
  );
}

type Shape = { transportDocument: Record<string, unknown>; manifest: unknown; chain: unknown[]; keys: unknown[] };

function checkShape(value: unknown, report: Report): Shape | null {
  if (!isRecord(value)) {
    report.fail("bundle", "The bundle is not a JSON object");
    return null;
  }
  const problems: string[] = [];
  const extra = Object.keys(value).filter((member) => !BUNDLE_MEMBERS.includes(member));
  if (extra.length)
    problems.push(`unexpected member${extra.length > 1 ? "s" : ""} ${extra.map((m) => `"${m}"`).join(", ")}`);
  if (!isRecord(value.transportDocument)) problems.push("transportDocument is missing or not an object");
  if (typeof value.envelopeManifestSignedContent !== "string")
    problems.push("envelopeManifestSignedContent is missing or not a string");
  const chain = value.envelopeTransferChain;
  if (!Array.isArray(chain) || chain.length === 0) problems.push("envelopeTransferChain is missing or empty");
  else if (chain.some((entry) => typeof entry !== "string"))
    problems.push("envelopeTransferChain holds something other than JWS strings");
  const keySet = value.exportlyKeys;
  if (!isRecord(keySet) || !Array.isArray(keySet.keys) || keySet.keys.length === 0)
    problems.push("exportlyKeys is missing or has no keys");
  else if (Object.keys(keySet).some((member) => member !== "keys"))
    problems.push("exportlyKeys has members other than keys");
  if (problems.length) {
    for (const problem of problems) report.fail("bundle", problem);
    return null;
  }
  report.pass("bundle");
  return {
    transportDocument: value.transportDocument as Record<string, unknown>,
    manifest: value.envelopeManifestSignedContent,
    chain: chain as unknown[],
    keys: (keySet as { keys: unknown[] }).keys,
  };
}

async function checkKeys(jwks: unknown[], report: Report): Promise<Map<string, VerifierKey>> {
  const problems = await Promise.all(jwks.map(keyProblem));
  const imported = new Map<string, VerifierKey>();
  problems.forEach((problem, index) => problem && report.fail("keys", `Key ${index + 1} ${problem}`));
  const kids = jwks.map((jwk) => (isRecord(jwk) ? jwk.kid : null));
  kids.forEach((kid, index) => kids.indexOf(kid) !== index && report.fail("keys", `Key ${String(kid)} appears twice`));
  if (report.problems.has("keys")) return imported;
  try {
    for (const key of await Promise.all((jwks as PublicJwk[]).map(importVerifierKey))) imported.set(key.kid, key);
  } catch (error) {
    // An older browser without Ed25519 in WebCrypto: say so rather than call the bundle forged.
    report.fail(
      "keys",
      `This environment cannot import the keys for verification (${(error as Error).message}); try a current browser or the exportly-verify command`,
    );
    return imported;
  }
  report.pass("keys");
  return imported;
}

type DecodedEntry = {
  jws: string;
  checksum: string;
  result: JwsResult;
  payload: ChainEntryPayload | null;
  payloadProblem: string | null;
};

/** The shape of an entry's payload that the checks rely on; null when it holds. */
function payloadProblem(payload: unknown): string | null {
  if (!isRecord(payload)) return "payload is not a JSON object";
  if (typeof payload.eblPlatform !== "string") return "eblPlatform is missing";
  if (typeof payload.transportDocumentChecksum !== "string") return "transportDocumentChecksum is missing";
  const previous = payload.previousEnvelopeTransferChainEntrySignedContentChecksum;
  if (previous !== undefined && typeof previous !== "string")
    return "previousEnvelopeTransferChainEntrySignedContentChecksum is not a string";
  if (payload.issuanceManifestSignedContent !== undefined && typeof payload.issuanceManifestSignedContent !== "string")
    return "issuanceManifestSignedContent is not a string";
  if (!Array.isArray(payload.transactions) || payload.transactions.length === 0) return "transactions are missing";
  for (const transaction of payload.transactions) {
    if (!isRecord(transaction)) return "a transaction is not an object";
    if (!(EBL_ACTIONS as readonly unknown[]).includes(transaction.actionCode))
      return `unknown actionCode ${JSON.stringify(transaction.actionCode)}`;
    if (!isRecord(transaction.actor)) return "a transaction has no actor";
    if (transaction.recipient !== undefined && !isRecord(transaction.recipient))
      return "a transaction's recipient is not an object";
    if (typeof transaction.actionDateTime !== "string") return "a transaction has no actionDateTime";
  }
  return null;
}

async function decodeEntries(chain: string[], keys: Map<string, VerifierKey>): Promise<DecodedEntry[]> {
  // Signatures and hashes of all entries at once: WebCrypto runs them off the main thread.
  const headers = new Map();
  return Promise.all(
    chain.map(async (jws) => {
      const { result, checksum } = await verifyAndHashJws(jws, keys, headers);
      const problem = result.ok ? payloadProblem(result.payload) : null;
      return {
        jws,
        checksum,
        result,
        payload: result.ok && !problem ? (result.payload as ChainEntryPayload) : null,
        payloadProblem: problem,
      };
    }),
  );
}

const partyName = (party: ChainParty | undefined): string | null =>
  party && typeof party.partyName === "string" ? party.partyName : null;

function emptyEntry(index: number, decoded: DecodedEntry): VerifiedEntry {
  const transaction = decoded.payload?.transactions[0];
  return {
    index,
    actionCode: decoded.payload ? decoded.payload.transactions.map((t) => t.actionCode).join(", ") : null,
    actorName: partyName(transaction?.actor),
    recipientName: partyName(transaction?.recipient),
    actionDateTime: transaction?.actionDateTime ?? null,
    checksum: decoded.checksum,
    signatureValid: decoded.result.ok,
    linkValid: false,
    documentValid: false,
    ruleValid: false,
    problems: [],
  };
}

/**
 * Replays the chain through rules.decide from the draft the bill was issued from. The parties are
 * the user ids in each signed party's Exportly identifying code, exactly as the API derives them.
 */
function replay(
  payloads: (ChainEntryPayload | null)[],
  transportDocument: Record<string, unknown>,
  entries: VerifiedEntry[],
  report: Report,
): ControlState | null {
  const first = payloads[0]?.transactions[0];
  if (!first || first.actionCode !== "ISSUE") {
    report.fail("rules", "The chain does not start with an ISSUE that could be read");
    return null;
  }
  const parties = isRecord(transportDocument.documentParties) ? transportDocument.documentParties : {};
  const issuer = partyCodeOf(first.actor);
  const shipper = partyCodeOf(first.recipient);
  if (typeof transportDocument.isToOrder !== "boolean") {
    report.fail("rules", "transportDocument.isToOrder is not true or false");
    return null;
  }
  if (!issuer || !shipper) {
    report.fail("rules", "The ISSUE's actor or recipient carries no Exportly identifying code");
    return null;
  }
  let state = draftState({
    issuer,
    shipper,
    consignee: partyCodeOf(parties.consignee as ChainParty | undefined),
    endorsee: partyCodeOf(parties.endorsee as ChainParty | undefined),
    isToOrder: transportDocument.isToOrder,
  });
  for (const [index, payload] of payloads.entries()) {
    const entry = entries[index]!;
    if (!payload) {
      report.fail("rules", `Entry ${index + 1} could not be read, so the replay stops there`);
      return null;
    }
    for (const transaction of payload.transactions) {
      const refusal = step(state, transaction);
      if (typeof refusal === "string") {
        entry.problems.push(refusal);
        report.fail("rules", `Entry ${index + 1} (${transaction.actionCode}): ${refusal}`);
        return null;
      }
      state = refusal;
    }
    entry.ruleValid = true;
  }
  report.pass("rules");
  return state;
}

/** The next state, or why the rules refuse this transaction. */
function step(state: ControlState, transaction: ChainTransaction): ControlState | string {
  const actor = partyCodeOf(transaction.actor);
  if (!actor) return "the actor carries no Exportly identifying code";
  const recipient = transaction.recipient ? partyCodeOf(transaction.recipient) : null;
  if (transaction.recipient && !recipient) return "the recipient carries no Exportly identifying code";
  const decision = decide(state, { action: transaction.actionCode as EblAction, actor, recipient });
  if (!decision.ok) return `refused by rule ${decision.rule}: ${decision.message}`;
  // The signed recipient must be the one the rules give (an implied one included), or absent when there is none.
  if (decision.recipient !== recipient)
    return `refused by rule wrong_recipient: the signed recipient is not the party this action goes to`;
  return decision.next;
}

function checkTimes(payloads: ChainEntryPayload[], entries: VerifiedEntry[], report: Report): void {
  let previous = -Infinity;
  payloads.forEach((payload, index) => {
    for (const { actionDateTime } of payload.transactions) {
      const time = RFC3339_UTC.test(actionDateTime) ? Date.parse(actionDateTime) : NaN;
      if (Number.isNaN(time)) {
        entries[index]!.problems.push("actionDateTime is not an RFC 3339 UTC time");
        report.fail(
          "times",
          `Entry ${index + 1}: actionDateTime ${JSON.stringify(actionDateTime)} is not an RFC 3339 UTC time`,
        );
        continue;
      }
      if (time < previous) {
        entries[index]!.problems.push("acted before the entry before it");
        report.fail("times", `Entry ${index + 1} is dated ${actionDateTime}, before the entry before it`);
      }
      previous = Math.max(previous, time);
    }
  });
  report.pass("times");
}

async function checkIssuance(
  first: ChainEntryPayload,
  documentChecksum: string,
  keys: Map<string, VerifierKey>,
  signers: Set<string>,
  report: Report,
): Promise<void> {
  if (!first.issuanceManifestSignedContent)
    return report.fail("issuance", "The first entry carries no issuance manifest");
  const result = await verifyCompactJws(first.issuanceManifestSignedContent, keys);
  if (result.kid) signers.add(result.kid);
  if (!result.ok) return report.fail("issuance", `Issuance manifest: ${result.problem}`);
  const manifest = result.payload;
  if (
    !isRecord(manifest) ||
    typeof manifest.documentChecksum !== "string" ||
    typeof manifest.issueToChecksum !== "string"
  ) {
    return report.fail("issuance", "The issuance manifest lacks documentChecksum or issueToChecksum");
  }
  if (manifest.documentChecksum !== documentChecksum)
    report.fail("issuance", "The issuance manifest names another transport document");
  const issueTo = first.transactions[0]?.recipient;
  if (!issueTo || manifest.issueToChecksum !== (await canonicalChecksum(issueTo)))
    report.fail("issuance", "The issuance manifest's issueToChecksum does not match the ISSUE recipient");
  report.pass("issuance");
}

async function checkManifest(
  manifestJws: unknown,
  documentChecksum: string,
  last: DecodedEntry,
  keys: Map<string, VerifierKey>,
  signers: Set<string>,
  report: Report,
): Promise<void> {
  const result = await verifyCompactJws(manifestJws, keys);
  if (result.kid) signers.add(result.kid);
  if (!result.ok) return report.fail("manifest", `Envelope manifest: ${result.problem}`);
  const manifest = result.payload;
  if (
    !isRecord(manifest) ||
    typeof manifest.transportDocumentChecksum !== "string" ||
    typeof manifest.lastEnvelopeTransferChainEntrySignedContentChecksum !== "string"
  ) {
    return report.fail(
      "manifest",
      "The envelope manifest lacks transportDocumentChecksum or lastEnvelopeTransferChainEntrySignedContentChecksum",
    );
  }
  if (manifest.transportDocumentChecksum !== documentChecksum)
    report.fail("manifest", "The envelope manifest names another transport document");
  if (manifest.lastEnvelopeTransferChainEntrySignedContentChecksum !== last.checksum) {
    report.fail("manifest", "The envelope manifest names another last entry: the chain was cut, extended or reordered");
  }
  if (last.payload && last.payload.transportDocumentChecksum !== manifest.transportDocumentChecksum) {
    report.fail("manifest", "The envelope manifest's document checksum differs from the last entry's");
  }
  report.pass("manifest");
}

const ORDER: CheckId[] = [
  "bundle",
  "text",
  "keys",
  "signatures",
  "links",
  "document",
  "issuance",
  "manifest",
  "rules",
  "times",
];

/**
 * Verifies an exported bundle: the text of the file (best: every byte counts), its bytes, or the
 * parsed value. Never throws on bad input; the report says what failed and why.
 */
export async function verifyBundle(input: unknown, options: VerifyOptions = {}): Promise<VerificationReport> {
  const report = new Report();
  // The layout check needs the text: a parsed value (the API's JSON body) has none.
  const textGiven = typeof input === "string" || input instanceof Uint8Array || input instanceof ArrayBuffer;
  const order = [
    ...ORDER.filter((id) => id !== "text" || textGiven),
    ...(options.trustedKeys ? (["trusted"] as const) : []),
  ];
  const result = (extra: Partial<VerificationReport> = {}): VerificationReport => {
    const checks = report.checks(order);
    const integrity = checks.every((check) => check.ok || check.id === "trusted");
    // Intact is not enough: anyone can sign a well-formed chain with a key of their own. Only a
    // comparison with keys the caller trusts says who signed it.
    const origin: VerificationReport["origin"] = !report.ran.has("trusted")
      ? "unchecked"
      : report.problems.has("trusted")
        ? "untrusted"
        : "trusted";
    return {
      valid: integrity && origin === "trusted",
      integrity,
      origin,
      checks,
      entries: [],
      finalStatus: null,
      documentChecksum: null,
      keys: [],
      ...extra,
    };
  };

  const read = readInput(input, report);
  if (!read) return result();
  const shape = checkShape(read.value, report);
  if (!shape) {
    if (read.text !== null) checkLayout(read.text, read.value, report);
    return result();
  }

  const documentChecksumPending = canonicalChecksum(shape.transportDocument);
  const keys = await checkKeys(shape.keys, report);
  if (report.problems.has("keys")) {
    if (read.text !== null) checkLayout(read.text, read.value, report);
    for (const id of ["signatures", "issuance", "manifest", "rules", "links", "document", "times"] as const)
      report.skip(id, "the bundle's keys are not valid");
    return result({ documentChecksum: await documentChecksumPending });
  }

  // Start every signature and hash first: WebCrypto works on other threads while this one
  // compares the file's layout.
  const chain = shape.chain as string[];
  const decodedPending = decodeEntries(chain, keys);
  if (read.text !== null) checkLayout(read.text, read.value, report);
  const documentChecksum = await documentChecksumPending;
  const decoded = await decodedPending;
  const entries = decoded.map((entry, index) => emptyEntry(index, entry));
  const signers = new Set<string>();

  decoded.forEach((entry, index) => {
    const verified = entries[index]!;
    if (entry.result.kid) signers.add(entry.result.kid);
    if (!entry.result.ok) {
      verified.problems.push(`signature: ${entry.result.problem}`);
      report.fail("signatures", `Entry ${index + 1}: ${entry.result.problem}`);
    } else if (entry.payloadProblem) {
      verified.problems.push(entry.payloadProblem);
      report.fail("signatures", `Entry ${index + 1}: ${entry.payloadProblem}`);
    }
    const payload = entry.payload;
    if (!payload) return;
    // Links: the first entry has no predecessor and is the ISSUE; each later one names the hash of the one before.
    const previous = payload.previousEnvelopeTransferChainEntrySignedContentChecksum;
    if (index === 0) {
      verified.linkValid = previous === undefined && payload.transactions[0]!.actionCode === "ISSUE";
      if (previous !== undefined)
        report.fail("links", "Entry 1 names a previous entry: it is not the first of the chain");
      if (payload.transactions[0]!.actionCode !== "ISSUE")
        report.fail("links", `Entry 1 is ${payload.transactions[0]!.actionCode}, not ISSUE`);
    } else {
      verified.linkValid = previous === decoded[index - 1]!.checksum;
      if (!verified.linkValid) report.fail("links", `Entry ${index + 1} does not link to entry ${index}`);
    }
    if (!verified.linkValid) verified.problems.push("link to the previous entry is broken");
    if (index > 0 && payload.issuanceManifestSignedContent !== undefined) {
      verified.problems.push("carries an issuance manifest but is not the first entry");
      report.fail("issuance", `Entry ${index + 1} carries an issuance manifest but is not the first entry`);
    }
    verified.documentValid = payload.transportDocumentChecksum === documentChecksum;
    if (!verified.documentValid) verified.problems.push("signed for another transport document");
  });
  const mismatched = entries.filter((entry, index) => decoded[index]!.payload && !entry.documentValid);
  if (mismatched.length) {
    const numbers =
      mismatched
        .slice(0, 10)
        .map((entry) => entry.index + 1)
        .join(", ") + (mismatched.length > 10 ? ` and ${mismatched.length - 10} more` : "");
    const which =
      mismatched.length === entries.length ? "every entry" : `entr${mismatched.length === 1 ? "y" : "ies"} ${numbers}`;
    report.fail(
      "document",
      `The transport document's checksum is ${documentChecksum}, but ${which} signed another (the document was changed or replaced)`,
    );
  }
  const readable = decoded.every((entry) => entry.payload !== null);
  if (readable) {
    report.pass("signatures");
    report.pass("links");
    report.pass("document");
  } else {
    for (const id of ["links", "document", "times"] as const)
      if (!report.problems.has(id)) report.skip(id, "an entry's signature or content is not valid");
  }

  const payloads = decoded.map((entry) => entry.payload);
  const firstPayload = payloads[0];
  if (firstPayload) await checkIssuance(firstPayload, documentChecksum, keys, signers, report);
  else report.skip("issuance", "the first entry could not be read");
  await checkManifest(shape.manifest, documentChecksum, decoded[decoded.length - 1]!, keys, signers, report);
  const finalState = replay(payloads, shape.transportDocument, entries, report);
  if (readable) checkTimes(payloads as ChainEntryPayload[], entries, report);

  const trusted = options.trustedKeys ? await trustedThumbprints(options.trustedKeys) : null;
  const signingKeys = [...signers].map((kid) => ({
    kid,
    alg: keys.get(kid)?.alg ?? "unknown",
    trusted: trusted ? trusted.has(kid) : null,
  }));
  if (trusted) {
    const untrusted = signingKeys.filter((key) => !key.trusted);
    if (untrusted.length)
      report.fail(
        "trusted",
        `Signed with ${untrusted.map((key) => key.kid).join(", ")}, not among this platform's published keys`,
      );
    else report.pass("trusted");
  }

  return result({ entries, finalStatus: finalState?.status ?? null, documentChecksum, keys: signingKeys });
}

/** The first failing check of a report, for one-line summaries (CLI exit message, tests). */
export const firstFailure = (report: VerificationReport): VerificationCheck | undefined =>
  report.checks.find((check) => !check.ok);
