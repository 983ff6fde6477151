import type { Issue } from "@/lib/contract/errors";
import { findLocode } from "@/lib/reference/unlocode";
import { PARTY_CODE_LIST, partyCodeOf, type IdentifyingCode } from "./chain/format";
import { dcsaIssues } from "./dcsa/validate";
import { displayName, exportlyCode, partyAddress, type EblParty } from "./parties";

/**
 * The TransportDocument an envelope holds, as the server shapes it: the parties' Exportly codes
 * and names are written by the server (never trusted from the client), because the offline
 * verifier derives the bill's initial state from them (issuer and shipper from the ISSUE entry,
 * consignee and endorsee from documentParties).
 */
type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => !!value && typeof value === "object" && !Array.isArray(value);

function withExportlyCode(existing: unknown, party: EblParty): Json {
  const base = isObject(existing) ? { ...existing } : {};
  const others = (Array.isArray(base.identifyingCodes) ? (base.identifyingCodes as IdentifyingCode[]) : []).filter(
    (c) =>
      !(
        isObject(c) &&
        c.codeListProvider === PARTY_CODE_LIST.codeListProvider &&
        c.codeListName === PARTY_CODE_LIST.codeListName
      ),
  );
  return { ...base, partyName: displayName(party), identifyingCodes: [exportlyCode(party.id), ...others] };
}

export type StampParties = { issuer: EblParty; shipper: EblParty; consignee: EblParty | null; isToOrder: boolean };

/** The document with the parties' codes and names written in, `isToOrder` set, and the carrier's address filled when missing. */
export function stampParties(document: Json, { issuer, shipper, consignee, isToOrder }: StampParties): Json {
  const parties: Json = isObject(document.documentParties) ? { ...document.documentParties } : {};
  const issuing = withExportlyCode(parties.issuingParty, issuer);
  if (!isObject(issuing.address)) {
    const address = partyAddress(issuer);
    if (address) issuing.address = address;
  }
  parties.issuingParty = issuing;
  const shipperParty = withExportlyCode(parties.shipper, shipper);
  if (!isObject(shipperParty.address)) {
    const address = partyAddress(shipper);
    if (address) shipperParty.address = address;
  }
  parties.shipper = shipperParty;
  if (!isToOrder) {
    if (consignee) parties.consignee = withExportlyCode(parties.consignee, consignee);
    else if (partyCodeOf(parties.consignee as never)) delete parties.consignee;
  }
  return { isElectronic: true, ...document, isToOrder, documentParties: parties };
}

/** The user id the document names as endorsee (to-order bills), if any. */
export const endorseeCodeOf = (document: Json): string | null =>
  partyCodeOf((document.documentParties as Json | undefined)?.endorsee as never);

/** Every value of a `UNLocationCode` key anywhere in the document, with its path. */
function locationCodes(value: unknown, path: string[] = []): { path: string; code: unknown }[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => locationCodes(item, [...path, String(i)]));
  if (!isObject(value)) return [];
  return Object.entries(value).flatMap(([key, child]) =>
    key === "UNLocationCode" ? [{ path: [...path, key].join("."), code: child }] : locationCodes(child, [...path, key]),
  );
}

export type IssueCheckContext = { consigneeId: string | null; endorseeId: string | null; isToOrder: boolean };

/**
 * The rules DCSA's schema cannot express, checked at issue beside the schema itself. Each
 * broken rule is one issue with the path it concerns.
 */
export function businessRuleIssues(document: Json, context: IssueCheckContext): Issue[] {
  const issues: Issue[] = [];
  const count = (key: string) => (typeof document[key] === "number" ? (document[key] as number) : 0);
  if (
    document.isElectronic === true &&
    count("numberOfOriginalsWithCharges") + count("numberOfOriginalsWithoutCharges") > 1
  ) {
    issues.push({
      path: "numberOfOriginalsWithCharges",
      message:
        "An electronic bill has one original: numberOfOriginalsWithCharges + numberOfOriginalsWithoutCharges must be at most 1.",
    });
  }
  const parties = isObject(document.documentParties) ? document.documentParties : {};
  if (parties.endorsee !== undefined && !context.isToOrder) {
    issues.push({
      path: "documentParties.endorsee",
      message: "Only a to-order bill names an endorsee; a straight bill names its consignee.",
    });
  }
  if (context.isToOrder && parties.endorsee !== undefined && !context.endorseeId) {
    issues.push({
      path: "documentParties.endorsee",
      message: "The endorsee must be an Exportly account (its Exportly identifying code).",
    });
  }
  const shipped = document.shippedOnBoardDate !== undefined;
  const received = document.receivedForShipmentDate !== undefined;
  if (shipped === received) {
    issues.push({
      path: shipped ? "receivedForShipmentDate" : "shippedOnBoardDate",
      message: shipped
        ? "Give either shippedOnBoardDate or receivedForShipmentDate, not both."
        : "Give the shippedOnBoardDate (shipped bill) or the receivedForShipmentDate (received for shipment bill).",
    });
  }
  for (const { path, code } of locationCodes(document)) {
    if (typeof code !== "string" || !findLocode(code))
      issues.push({ path, message: `${String(code)} is not a UN/LOCODE (five characters such as INNSA).` });
  }
  if (!context.isToOrder && !context.consigneeId) {
    issues.push({
      path: "documentParties.consignee",
      message: "A straight bill needs its consignee: name an Exportly account as consignee.",
    });
  }
  return issues;
}

/** Everything that stops the document from being issued: DCSA's schema, then our rules. */
export function issueIssues(document: Json, context: IssueCheckContext): Issue[] {
  return [...dcsaIssues("TransportDocument", document), ...businessRuleIssues(document, context)];
}

/** Today's date in UTC (YYYY-MM-DD), the default issueDate. */
export const utcToday = (now = new Date()) => now.toISOString().slice(0, 10);
