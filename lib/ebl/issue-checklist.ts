import type { Issue } from "@/lib/contract/errors";
import {
  cargoLabel,
  containerLabel,
  fieldForIssue,
  lineLabel,
  normalIssuePath,
  readPath,
  type FieldRef,
} from "./document-fields";

/**
 * "Ready to issue: 12 of 16": what a draft still needs before the carrier can issue it, in plain
 * words, grouped by section, each item naming the editor field it is about. It is derived from the
 * issues the server's own issue check returns (lib/ebl/issue-check.ts: DCSA's schema through Ajv,
 * then lib/ebl/document.ts's rules), so the checklist and POST …/issue never disagree: an item is
 * done when no issue falls on it, and an issue no item covers becomes an item of its own. Pure and
 * browser-safe.
 */

export type ChecklistSection = FieldRef["section"];
export type ChecklistItem = {
  id: string;
  /** What is needed, in words: "Port of loading", "Goods line 2: HS codes". */
  label: string;
  /** The editor field it links to (the input's name), or null when no field of the editor sets it. */
  fieldKey: string | null;
  done: boolean;
  /** Why it is not done, in words, when something is given but wrong; "Missing" when nothing is given. */
  problem: string | null;
};
export type IssueChecklist = {
  sections: { id: ChecklistSection; title: string; items: ChecklistItem[] }[];
  done: number;
  total: number;
  complete: boolean;
};

export const SECTION_TITLES: Record<ChecklistSection, string> = {
  document: "Document and carrier",
  parties: "Parties and contact",
  voyage: "Vessel, voyage and ports",
  goods: "Goods",
  containers: "Containers and seals",
  terms: "Terms and conditions",
};

/** A required thing: the issue paths it covers (an issue on the path, under it, or on an object above it). */
type Requirement = { id: string; label: string; fieldKey: string | null; section: ChecklistSection; paths: string[] };

const req = (
  section: ChecklistSection,
  id: string,
  label: string,
  fieldKey: string | null,
  ...paths: string[]
): Requirement => ({ id, label, fieldKey, section, paths: paths.length ? paths : [id] });

type Json = Record<string, unknown>;
const count = (value: unknown) => (Array.isArray(value) ? value.length : 0);

/** What DCSA's TransportDocument requires (and our issue rules add), one item each, over every goods line and container. */
function requirements(document: Json, isToOrder: boolean): Requirement[] {
  const shipped = document.isShippedOnBoardType !== false;
  const list: Requirement[] = [
    req("document", "transportDocumentReference", "Transport document reference", "reference"),
    req("document", "transportDocumentTypeCode", "Document type", "typeCode"),
    req("document", "carrierCode", "Carrier code", "carrierCode"),
    req("document", "carrierCodeListProvider", "Carrier code list", "carrierCodeListProvider"),
    req(
      "document",
      "isShippedOnBoardType",
      "Kind of bill (shipped on board or received for shipment)",
      "shippedOnBoard",
    ),
    req(
      "document",
      "boardDate",
      shipped ? "Shipped on board date" : "Received for shipment date",
      shipped ? "shippedOnBoardDate" : "receivedForShipmentDate",
      "shippedOnBoardDate",
      "receivedForShipmentDate",
    ),
    req("document", "invoicePayableAt", "Invoice payable at", "invoicePayableAt"),
    req(
      "document",
      "originals",
      "Number of originals (one in all for an eBL)",
      "originalsWithCharges",
      "numberOfOriginalsWithCharges",
      "numberOfOriginalsWithoutCharges",
    ),
    req("parties", "documentParties.shipper", "Shipper", null),
    ...(isToOrder ? [] : [req("parties", "documentParties.consignee", "Consignee", null)]),
    req("parties", "documentParties.issuingParty", "Carrier's address", "carrierStreet"),
    req("parties", "contactName", "Contact name", "contactName", "partyContactDetails.0.name", "partyContactDetails"),
    req(
      "parties",
      "contactReach",
      "Contact email or phone",
      "contactEmail",
      "partyContactDetails.0.email",
      "partyContactDetails.0.phone",
    ),
    req("voyage", "transports.vesselVoyages", "Vessel and voyage number", "vessel"),
    req("voyage", "transports.portOfLoading", "Port of loading", "portOfLoading"),
    req("voyage", "transports.portOfDischarge", "Port of discharge", "portOfDischarge"),
    req("voyage", "transports.plannedDepartureDate", "Planned departure", "plannedDeparture"),
    req("voyage", "transports.plannedArrivalDate", "Planned arrival", "plannedArrival"),
    req("voyage", "receiptTypeAtOrigin", "Receipt at origin", "receiptType"),
    req("voyage", "deliveryTypeAtDestination", "Delivery at destination", "deliveryType"),
    req("voyage", "cargoMovementTypeAtOrigin", "Cargo movement at origin", "movementOrigin"),
    req("voyage", "cargoMovementTypeAtDestination", "Cargo movement at destination", "movementDestination"),
  ];

  const items = Array.isArray(document.consignmentItems) ? (document.consignmentItems as unknown[]) : [];
  for (let i = 0; i < Math.max(1, items.length); i++) {
    const at = `consignmentItems.${i}`;
    const key = `line.${i}`;
    list.push(
      req("goods", `${at}.descriptionOfGoods`, `${lineLabel(i)}: description of goods`, `${key}.description`),
      req("goods", `${at}.HSCodes`, `${lineLabel(i)}: HS code`, `${key}.hsCodes`),
      req("goods", `${at}.carrierBookingReference`, `${lineLabel(i)}: carrier booking reference`, `${key}.booking`),
    );
    for (let j = 0; j < Math.max(1, count(readPath(items[i], ["cargoItems"]))); j++) {
      const cargo = `${at}.cargoItems.${j}`;
      const cargoKey = `${key}.cargo.${j}`;
      list.push(
        req("goods", `${cargo}.equipmentReference`, `${cargoLabel(i, j)}: container`, `${cargoKey}.container`),
        req(
          "goods",
          `${cargo}.outerPackaging`,
          `${cargoLabel(i, j)}: number and kind of packages`,
          `${cargoKey}.packages`,
        ),
        req(
          "goods",
          `${cargo}.cargoGrossWeight`,
          `${cargoLabel(i, j)}: gross weight and unit`,
          `${cargoKey}.grossWeight`,
        ),
      );
    }
  }

  const equipments = count(document.utilizedTransportEquipments);
  for (let k = 0; k < Math.max(1, equipments); k++) {
    const at = `utilizedTransportEquipments.${k}`;
    const key = `container.${k}`;
    list.push(
      req("containers", `${at}.equipment`, `${containerLabel(k)}: container number`, `${key}.reference`),
      req("containers", `${at}.isShipperOwned`, `${containerLabel(k)}: shipper-owned or not`, `${key}.shipperOwned`),
      req("containers", `${at}.seals`, `${containerLabel(k)}: seal numbers`, `${key}.seals`),
    );
  }

  list.push(req("terms", "termsAndConditions", "Terms and conditions", "terms"));
  return list;
}

const covers = (requirementPath: string, issuePath: string) =>
  issuePath === requirementPath ||
  issuePath.startsWith(`${requirementPath}.`) ||
  requirementPath.startsWith(`${issuePath}.`);

const COMBINATOR = /must match (exactly one|a) schema in (oneOf|anyOf)/;
const isRequired = (issue: Issue) => / is required\.$/.test(issue.message);

/**
 * An issue's message in plain words, or null when the issue only says a value is missing (the
 * item's label already names what to give). Never a field path, a schema keyword or an enum.
 */
export function plainProblem(issue: Issue): string | null {
  const message = issue.message;
  const path = normalIssuePath(issue.path);
  if (isRequired(issue)) return null;
  if (/is not a UN\/LOCODE/.test(message)) {
    const code = message.split(" is not")[0];
    return `${code} is not a UN/LOCODE: pick a port or place from the list (five characters such as INNSA).`;
  }
  if (path.startsWith("numberOfOriginals"))
    return "An eBL has one original in all: originals with and without charges add up to at most 1.";
  if (/Give either shippedOnBoardDate or receivedForShipmentDate, not both/.test(message))
    return "Give only one date: shipped on board, or received for shipment.";
  if (/^Give the shippedOnBoardDate/.test(message))
    return "Give the date the goods were shipped on board (or received).";
  if (path === "documentParties.consignee") return "A straight bill needs its consignee: name an Exportly account.";
  if (path === "documentParties.endorsee")
    return /straight bill/.test(message)
      ? "Only a to-order bill names an endorsee."
      : "The endorsee must be an Exportly account.";
  if (COMBINATOR.test(message)) return "Fill it in one of the accepted ways.";
  let match: RegExpExecArray | null;
  if ((match = /must NOT have fewer than (\d+) characters/.exec(message)))
    return `Too short: at least ${match[1]} characters.`;
  if ((match = /must NOT have more than (\d+) characters/.exec(message)))
    return `Too long: at most ${match[1]} characters.`;
  if ((match = /must NOT have fewer than (\d+) items/.exec(message))) return `Give at least ${match[1]}.`;
  if ((match = /must NOT have more than (\d+) items/.exec(message))) return `Give at most ${match[1]}.`;
  if (/must match pattern/.test(message)) return "Not in the expected format.";
  if (/must match format "date"/.test(message)) return "Give a date.";
  if (/must match format "email"/.test(message)) return "Give an email address.";
  if (/must be integer/.test(message)) return "Give a whole number.";
  if (/must be number/.test(message)) return "Give a number.";
  if ((match = /must be (>=|>) (-?[\d.]+)/.exec(message)))
    return match[1] === ">" ? `Give a number above ${match[2]}.` : `Give ${match[2]} or more.`;
  if ((match = /must be (<=|<) (-?[\d.]+)/.exec(message)))
    return match[1] === "<" ? `Give a number below ${match[2]}.` : `Give ${match[2]} or less.`;
  if (/must be one of/.test(message) || /must be equal to constant/.test(message))
    return "Choose one of the values offered.";
  if (/must be boolean/.test(message)) return "Choose yes or no.";
  if (/must be string/.test(message)) return "Give it as text.";
  if (/must be array/.test(message)) return "Give it as a list.";
  if (/is not a field of this DCSA object/.test(message)) return "This is not part of a DCSA bill: remove it.";
  return "Not valid as given: check it.";
}

/** "charges.0.currencyCode" → "Charges 1: currency code", for an issue no editor field names. */
function pathInWords(path: string): string {
  const words = path
    .split(".")
    .map((step) =>
      /^\d+$/.test(step) ? String(Number(step) + 1) : step.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase(),
    )
    .join(" ");
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : "The document";
}

function sectionOfPath(path: string): ChecklistSection {
  if (path.startsWith("consignmentItems")) return "goods";
  if (path.startsWith("utilizedTransportEquipments")) return "containers";
  if (path.startsWith("documentParties") || path.startsWith("partyContactDetails")) return "parties";
  if (path.startsWith("transports")) return "voyage";
  if (path.startsWith("charges") || path.startsWith("termsAndConditions")) return "terms";
  return "document";
}

/**
 * The checklist for `document` given `issues`, the problems the server's issue check found in it
 * (an empty list: nothing stops the issue). A combinator issue ("oneOf") is left out when a
 * deeper issue under the same path says what is wrong.
 */
export function issueChecklist(document: Json, issues: Issue[], { isToOrder }: { isToOrder: boolean }): IssueChecklist {
  const normal = issues.map((issue) => ({ ...issue, path: normalIssuePath(issue.path) }));
  const relevant = normal.filter(
    (issue) =>
      !COMBINATOR.test(issue.message) ||
      !normal.some((other) => other !== issue && !COMBINATOR.test(other.message) && covers(issue.path, other.path)),
  );
  const used = new Set<Issue>();
  const items: (ChecklistItem & { section: ChecklistSection })[] = requirements(document, isToOrder).map((r) => {
    const mine = relevant.filter((issue) => r.paths.some((p) => covers(p, issue.path)));
    mine.forEach((issue) => used.add(issue));
    const problem = mine.map(plainProblem).find((p): p is string => !!p) ?? (mine.length ? "Missing" : null);
    return { id: r.id, label: r.label, fieldKey: r.fieldKey, section: r.section, done: mine.length === 0, problem };
  });
  // What no requirement covers is an item of its own, named by its field when the editor has one.
  for (const issue of relevant) {
    if (used.has(issue)) continue;
    const field = fieldForIssue(issue.path);
    const id = `other:${issue.path}`;
    const problem = plainProblem(issue) ?? "Missing";
    const existing = items.find((item) => item.id === id);
    if (existing) continue;
    items.push({
      id,
      label: field?.label ?? pathInWords(issue.path),
      fieldKey: field?.key ?? null,
      section: field?.section ?? sectionOfPath(issue.path),
      done: false,
      problem,
    });
  }
  const sections = (Object.keys(SECTION_TITLES) as ChecklistSection[])
    .map((id) => ({
      id,
      title: SECTION_TITLES[id],
      items: items.filter((item) => item.section === id).map(({ section: _section, ...item }) => item),
    }))
    .filter((section) => section.items.length > 0);
  const done = items.filter((item) => item.done).length;
  return { sections, done, total: items.length, complete: done === items.length };
}
