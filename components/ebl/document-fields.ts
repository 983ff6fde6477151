/**
 * The draft editor's fields: each one a place in the DCSA 3.0.3 TransportDocument. Reading and
 * writing by path keeps every field the editor does not show (the server's prefill, the parties)
 * untouched, and lets a validation issue's path (`transports.portOfLoading.UNLocationCode`) find
 * the field it belongs to. Pure: unit-tested.
 */

export type Path = readonly (string | number)[];
export type FieldKind = "text" | "textarea" | "lines" | "list" | "date" | "number" | "select" | "checkbox" | "port";

export type DocumentField = {
  key: string;
  label: string;
  path: Path;
  kind: FieldKind;
  /** Further places the same value is written to (a container number names the equipment and the cargo item). */
  alsoAt?: readonly Path[];
  options?: readonly { value: string; label: string }[];
  hint?: string;
  maxLength?: number;
  /** Only for shipped-on-board bills, or only for received-for-shipment bills. */
  onlyWhen?: "shippedOnBoard" | "receivedForShipment";
};

export type FieldGroup = { id: string; title: string; fields: readonly DocumentField[] };

const YES_NO = [
  { value: "true", label: "Yes" },
  { value: "false", label: "No" },
] as const;
const SERVICE_TYPES = [
  { value: "CY", label: "CY: container yard" },
  { value: "SD", label: "SD: store door" },
  { value: "CFS", label: "CFS: container freight station" },
] as const;
const LOAD_TYPES = [
  { value: "FCL", label: "FCL: full container load" },
  { value: "LCL", label: "LCL: less than container load" },
] as const;
const WEIGHT_UNITS = [
  { value: "KGM", label: "Kilograms (KGM)" },
  { value: "LBR", label: "Pounds (LBR)" },
] as const;

const ITEM = ["consignmentItems", 0] as const;
const CARGO = [...ITEM, "cargoItems", 0] as const;
const EQUIPMENT = ["utilizedTransportEquipments", 0] as const;

export const FIELD_GROUPS: readonly FieldGroup[] = [
  {
    id: "document",
    title: "Document",
    fields: [
      {
        key: "reference",
        label: "Transport document reference",
        path: ["transportDocumentReference"],
        kind: "text",
        maxLength: 20,
        hint: "The bill of lading number, up to 20 characters.",
      },
      {
        key: "typeCode",
        label: "Document type",
        path: ["transportDocumentTypeCode"],
        kind: "select",
        options: [
          { value: "BOL", label: "Bill of lading (BOL)" },
          { value: "SWB", label: "Sea waybill (SWB)" },
        ],
      },
      {
        key: "booking",
        label: "Carrier booking reference",
        path: [...ITEM, "carrierBookingReference"],
        kind: "text",
        maxLength: 35,
      },
      {
        key: "carrierCode",
        label: "Carrier code",
        path: ["carrierCode"],
        kind: "text",
        maxLength: 4,
        hint: "The carrier's SMDG or NMFTA code, e.g. MSK or MAEU.",
      },
      {
        key: "carrierCodeListProvider",
        label: "Carrier code list",
        path: ["carrierCodeListProvider"],
        kind: "select",
        options: [
          { value: "SMDG", label: "SMDG" },
          { value: "NMFTA", label: "NMFTA (SCAC)" },
        ],
      },
      {
        key: "shippedOnBoard",
        label: "Kind of bill",
        path: ["isShippedOnBoardType"],
        kind: "select",
        options: [
          { value: "true", label: "Shipped on board" },
          { value: "false", label: "Received for shipment" },
        ],
      },
      {
        key: "shippedOnBoardDate",
        label: "Shipped on board date",
        path: ["shippedOnBoardDate"],
        kind: "date",
        onlyWhen: "shippedOnBoard",
      },
      {
        key: "receivedForShipmentDate",
        label: "Received for shipment date",
        path: ["receivedForShipmentDate"],
        kind: "date",
        onlyWhen: "receivedForShipment",
      },
      {
        key: "freight",
        label: "Freight",
        path: ["freightPaymentTermCode"],
        kind: "select",
        options: [
          { value: "PRE", label: "Prepaid" },
          { value: "COL", label: "Collect" },
        ],
      },
      {
        key: "invoicePayableAt",
        label: "Invoice payable at (UN/LOCODE)",
        path: ["invoicePayableAt", "UNLocationCode"],
        kind: "port",
      },
      {
        key: "originalsWithCharges",
        label: "Originals with charges",
        path: ["numberOfOriginalsWithCharges"],
        kind: "number",
        hint: "An electronic bill has one original in all.",
      },
      {
        key: "originalsWithoutCharges",
        label: "Originals without charges",
        path: ["numberOfOriginalsWithoutCharges"],
        kind: "number",
      },
      {
        key: "placeOfIssue",
        label: "Place of issue (UN/LOCODE)",
        path: ["placeOfIssue", "UNLocationCode"],
        kind: "port",
      },
      { key: "issueDate", label: "Date of issue", path: ["issueDate"], kind: "date" },
    ],
  },
  {
    id: "voyage",
    title: "Vessel, voyage and ports",
    fields: [
      {
        key: "vessel",
        label: "Vessel",
        path: ["transports", "vesselVoyages", 0, "vesselName"],
        kind: "text",
        maxLength: 50,
      },
      {
        key: "voyage",
        label: "Voyage number",
        path: ["transports", "vesselVoyages", 0, "carrierExportVoyageNumber"],
        kind: "text",
        maxLength: 50,
      },
      {
        key: "portOfLoading",
        label: "Port of loading (UN/LOCODE)",
        path: ["transports", "portOfLoading", "UNLocationCode"],
        kind: "port",
      },
      {
        key: "portOfDischarge",
        label: "Port of discharge (UN/LOCODE)",
        path: ["transports", "portOfDischarge", "UNLocationCode"],
        kind: "port",
      },
      {
        key: "plannedDeparture",
        label: "Planned departure",
        path: ["transports", "plannedDepartureDate"],
        kind: "date",
      },
      { key: "plannedArrival", label: "Planned arrival", path: ["transports", "plannedArrivalDate"], kind: "date" },
      {
        key: "receiptType",
        label: "Receipt at origin",
        path: ["receiptTypeAtOrigin"],
        kind: "select",
        options: SERVICE_TYPES,
      },
      {
        key: "deliveryType",
        label: "Delivery at destination",
        path: ["deliveryTypeAtDestination"],
        kind: "select",
        options: SERVICE_TYPES,
      },
      {
        key: "movementOrigin",
        label: "Cargo movement at origin",
        path: ["cargoMovementTypeAtOrigin"],
        kind: "select",
        options: LOAD_TYPES,
      },
      {
        key: "movementDestination",
        label: "Cargo movement at destination",
        path: ["cargoMovementTypeAtDestination"],
        kind: "select",
        options: LOAD_TYPES,
      },
    ],
  },
  {
    id: "goods",
    title: "Goods",
    fields: [
      {
        key: "goods",
        label: "Description of goods",
        path: [...ITEM, "descriptionOfGoods"],
        kind: "lines",
        hint: "One line per line of the description.",
      },
      {
        key: "hsCodes",
        label: "HS codes",
        path: [...ITEM, "HSCodes"],
        kind: "list",
        hint: "Six-digit HS codes, separated by commas.",
      },
      {
        key: "packages",
        label: "Number of packages",
        path: [...CARGO, "outerPackaging", "numberOfPackages"],
        kind: "number",
      },
      {
        key: "packageKind",
        label: "Kind of packages",
        path: [...CARGO, "outerPackaging", "description"],
        kind: "text",
        maxLength: 100,
        hint: "e.g. Cartons, Pallets",
      },
      { key: "grossWeight", label: "Gross weight", path: [...CARGO, "cargoGrossWeight", "value"], kind: "number" },
      {
        key: "weightUnit",
        label: "Weight unit",
        path: [...CARGO, "cargoGrossWeight", "unit"],
        kind: "select",
        options: WEIGHT_UNITS,
      },
      { key: "shippingMarks", label: "Shipping marks", path: [...ITEM, "shippingMarks"], kind: "lines" },
    ],
  },
  {
    id: "equipment",
    title: "Container and seals",
    fields: [
      {
        key: "container",
        label: "Container number",
        path: [...EQUIPMENT, "equipment", "equipmentReference"],
        alsoAt: [[...CARGO, "equipmentReference"]],
        kind: "text",
        maxLength: 11,
        hint: "e.g. MSKU1234565",
      },
      {
        key: "isoCode",
        label: "ISO equipment code",
        path: [...EQUIPMENT, "equipment", "ISOEquipmentCode"],
        kind: "text",
        maxLength: 4,
        hint: "e.g. 22G1 for a 20-foot dry container",
      },
      {
        key: "shipperOwned",
        label: "Shipper-owned container",
        path: [...EQUIPMENT, "isShipperOwned"],
        kind: "select",
        options: YES_NO,
      },
      {
        key: "seals",
        label: "Seal numbers",
        path: [...EQUIPMENT, "seals"],
        kind: "list",
        hint: "Separated by commas.",
      },
    ],
  },
  {
    id: "parties",
    title: "Notify party and carrier details",
    fields: [
      {
        key: "notify",
        label: "Notify party",
        path: ["documentParties", "notifyParties", 0, "partyName"],
        kind: "text",
        maxLength: 70,
      },
      {
        key: "notifyAddress",
        label: "Notify party address",
        path: ["documentParties", "notifyParties", 0, "addressLines"],
        kind: "lines",
      },
      {
        key: "carrierStreet",
        label: "Carrier street",
        path: ["documentParties", "issuingParty", "address", "street"],
        kind: "text",
        maxLength: 70,
      },
      {
        key: "carrierCity",
        label: "Carrier city",
        path: ["documentParties", "issuingParty", "address", "city"],
        kind: "text",
        maxLength: 35,
      },
      {
        key: "carrierCountry",
        label: "Carrier country code",
        path: ["documentParties", "issuingParty", "address", "countryCode"],
        kind: "text",
        maxLength: 2,
        hint: "Two letters, e.g. IN",
      },
      {
        key: "contactName",
        label: "Contact name",
        path: ["partyContactDetails", 0, "name"],
        kind: "text",
        maxLength: 35,
      },
      {
        key: "contactEmail",
        label: "Contact email",
        path: ["partyContactDetails", 0, "email"],
        kind: "text",
        maxLength: 100,
      },
    ],
  },
  {
    id: "terms",
    title: "Terms and conditions",
    fields: [
      {
        key: "terms",
        label: "Terms and conditions",
        path: ["termsAndConditions"],
        kind: "textarea",
        hint: "The carrier's terms printed on the bill.",
      },
    ],
  },
];

export const ALL_FIELDS: readonly DocumentField[] = FIELD_GROUPS.flatMap((g) => g.fields);

/** The editor's values: every field as the string its input holds. */
export type FormValues = Record<string, string>;

export function readPath(document: unknown, path: Path): unknown {
  let node = document;
  for (const step of path) {
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Record<string | number, unknown>)[step];
  }
  return node;
}

/** A copy of `document` with `value` at `path`, creating the objects and arrays on the way; undefined removes the key. */
export function writePath<T>(document: T, path: Path, value: unknown): T {
  if (path.length === 0) return value as T;
  const [step, ...rest] = path;
  const container: Record<string | number, unknown> | unknown[] = Array.isArray(document)
    ? [...document]
    : document && typeof document === "object"
      ? { ...(document as Record<string, unknown>) }
      : typeof step === "number"
        ? []
        : {};
  const current = (container as Record<string | number, unknown>)[step!];
  const next = rest.length === 0 ? value : writePath(current, rest, value);
  if (next === undefined && !Array.isArray(container)) delete (container as Record<string | number, unknown>)[step!];
  else (container as Record<string | number, unknown>)[step!] = next;
  return container as T;
}

/** The input's text for a field's value in the document. */
function toText(field: DocumentField, value: unknown): string {
  if (value === undefined || value === null) return "";
  if (field.kind === "list")
    return Array.isArray(value)
      ? value
          .map((v) =>
            v && typeof v === "object" && "number" in v ? String((v as { number: unknown }).number) : String(v),
          )
          .join(", ")
      : String(value);
  if (field.kind === "lines") return Array.isArray(value) ? value.map(String).join("\n") : String(value);
  return String(value);
}

/** The document's value for a field's input text; undefined (the key removed) when empty. */
function fromText(field: DocumentField, text: string): unknown {
  const trimmed = text.trim();
  if (!trimmed) return undefined;
  switch (field.kind) {
    case "number": {
      const number = Number(trimmed);
      // A value that is not a number is kept as typed, so the server names the field.
      return Number.isFinite(number) ? number : trimmed;
    }
    case "select":
      return field.options === YES_NO || field.key === "shippedOnBoard" ? trimmed === "true" : trimmed;
    case "list": {
      const items = trimmed
        .split(/[,\n]/)
        .map((s) => s.trim())
        .filter(Boolean);
      return field.key === "seals" ? items.map((number) => ({ number })) : items;
    }
    case "lines":
      return text
        .split("\n")
        .map((s) => s.trimEnd())
        .filter((s) => s.trim());
    case "port":
    case "text":
      return field.key === "carrierCountry" ? trimmed.toUpperCase() : trimmed;
    default:
      return text;
  }
}

export function valuesOf(document: Record<string, unknown>): FormValues {
  return Object.fromEntries(ALL_FIELDS.map((field) => [field.key, toText(field, readPath(document, field.path))]));
}

/** The document with the form's values applied; everything the form does not show is kept. */
export function applyValues(document: Record<string, unknown>, values: FormValues): Record<string, unknown> {
  let next = document;
  for (const field of ALL_FIELDS) {
    const text = values[field.key];
    if (text === undefined) continue;
    // The date of the other kind of bill is removed: DCSA wants exactly one of the two.
    const value = fieldApplies(field, values) ? fromText(field, text) : undefined;
    for (const path of [field.path, ...(field.alsoAt ?? [])]) next = writePath(next, path, value);
  }
  return next;
}

/** Whether a field shows for this kind of bill. */
export function fieldApplies(field: DocumentField, values: FormValues): boolean {
  if (!field.onlyWhen) return true;
  const shipped = values.shippedOnBoard !== "false";
  return field.onlyWhen === "shippedOnBoard" ? shipped : !shipped;
}

const pathText = (path: Path) => path.join(".");

/**
 * The field an issue's path belongs to: the field whose path is the issue's or a prefix of it
 * (the deepest such), or the field inside the object the issue names ("transports.portOfLoading"
 * for a missing port). Paths may come as "a.0.b" or "a[0].b" or "/a/0/b".
 */
export function fieldForIssue(issuePath: string): DocumentField | null {
  const normal = issuePath
    .replace(/^\/|^transportDocument[./]/, "")
    .replace(/\[(\d+)\]/g, ".$1")
    .replaceAll("/", ".")
    .replace(/^\./, "");
  let best: DocumentField | null = null;
  let bestLength = -1;
  for (const field of ALL_FIELDS) {
    for (const path of [field.path, ...(field.alsoAt ?? [])]) {
      const text = pathText(path);
      const matches = normal === text || normal.startsWith(`${text}.`) || text.startsWith(`${normal}.`);
      const length = normal.startsWith(text) ? text.length : normal.length;
      if (matches && length > bestLength) {
        best = field;
        bestLength = length;
      }
    }
  }
  return best;
}

/** The UN/LOCODE at the start of a port's label ("INNSA — Nhava Sheva, IN"), or the text itself upper-cased. */
export function locodeOf(text: string): string {
  const trimmed = text.trim().toUpperCase();
  const match = /^([A-Z]{2}[A-Z2-9]{3})\b/.exec(trimmed);
  return match ? match[1]! : trimmed;
}
