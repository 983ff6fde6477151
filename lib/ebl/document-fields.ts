import { parseDecimalInput } from "@/lib/format/numbers";

/**
 * The draft editor's fields: each one a place in the DCSA 3.0.3 TransportDocument. The document's
 * own fields are flat (`FIELD_GROUPS`); the goods are a table over EVERY consignment item, each
 * with its cargo items (one per container it is packed in), and the containers a table over every
 * utilized transport equipment (`goodsOf` / `applyGoods`). Reading and writing by path keeps every
 * field the editor does not show (the server's prefill, the parties) untouched, and lets a
 * validation issue's path (`consignmentItems.1.HSCodes`) find the field it belongs to
 * (`line.1.hsCodes`, "Goods line 2: HS codes"). Pure and browser-safe: unit-tested.
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
      // "1,250.5" is read as 1250.5 (lib/format/numbers.ts); a value that is not a number is kept as typed, so the server names the field.
      const number = Number(parseDecimalInput(trimmed));
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

// ---------- goods and containers: every consignment item, cargo item and container ----------

/** A consignment item's own fields (paths inside the item). */
export const LINE_FIELDS = [
  { key: "description", label: "Description of goods", path: ["descriptionOfGoods"], kind: "lines" },
  {
    key: "hsCodes",
    label: "HS codes",
    path: ["HSCodes"],
    kind: "list",
    hint: "Six-digit HS codes, separated by commas.",
  },
  {
    key: "booking",
    label: "Carrier booking reference",
    path: ["carrierBookingReference"],
    kind: "text",
    maxLength: 35,
  },
  { key: "marks", label: "Shipping marks", path: ["shippingMarks"], kind: "lines" },
] as const satisfies readonly DocumentField[];

/** A cargo item's fields (paths inside the cargo item): the part of a goods line packed in one container. */
export const CARGO_FIELDS = [
  { key: "container", label: "Container number", path: ["equipmentReference"], kind: "text", maxLength: 11 },
  { key: "packages", label: "Number of packages", path: ["outerPackaging", "numberOfPackages"], kind: "number" },
  {
    key: "packageKind",
    label: "Kind of packages",
    path: ["outerPackaging", "description"],
    kind: "text",
    maxLength: 100,
  },
  { key: "grossWeight", label: "Gross weight", path: ["cargoGrossWeight", "value"], kind: "number" },
  {
    key: "weightUnit",
    label: "Weight unit",
    path: ["cargoGrossWeight", "unit"],
    kind: "select",
    options: WEIGHT_UNITS,
  },
  { key: "netWeight", label: "Net weight", path: ["cargoNetWeight", "value"], kind: "number" },
  { key: "volume", label: "Volume (m³)", path: ["cargoGrossVolume", "value"], kind: "number" },
] as const satisfies readonly DocumentField[];

/** A utilized transport equipment's fields (paths inside it). */
export const CONTAINER_FIELDS = [
  {
    key: "reference",
    label: "Container number",
    path: ["equipment", "equipmentReference"],
    kind: "text",
    maxLength: 11,
    hint: "e.g. MSKU1234565",
  },
  {
    key: "isoCode",
    label: "ISO equipment code",
    path: ["equipment", "ISOEquipmentCode"],
    kind: "text",
    maxLength: 4,
    hint: "e.g. 22G1",
  },
  { key: "shipperOwned", label: "Shipper-owned", path: ["isShipperOwned"], kind: "select", options: YES_NO },
  { key: "seals", label: "Seal numbers", path: ["seals"], kind: "list", hint: "Separated by commas." },
] as const satisfies readonly DocumentField[];

type Keys<T extends readonly { key: string }[]> = T[number]["key"];
/** `source` is the index of the array element the row was read from (null for a new row), so keys the editor does not show are kept. */
export type CargoRow = { source: number | null } & Record<Keys<typeof CARGO_FIELDS>, string>;
export type GoodsLine = { source: number | null; cargo: CargoRow[] } & Record<Keys<typeof LINE_FIELDS>, string>;
export type ContainerRow = { source: number | null } & Record<Keys<typeof CONTAINER_FIELDS>, string>;
export type Goods = { lines: GoodsLine[]; containers: ContainerRow[] };

type Json = Record<string, unknown>;
const arrayAt = (value: unknown, key: string): Json[] => {
  const found = value && typeof value === "object" ? (value as Json)[key] : undefined;
  return Array.isArray(found) ? (found as Json[]) : [];
};
const rowOf = <F extends readonly DocumentField[]>(fields: F, value: unknown) =>
  Object.fromEntries(fields.map((f) => [f.key, toText(f, readPath(value, f.path))])) as Record<Keys<F>, string>;

export const emptyCargo = (): CargoRow => ({
  source: null,
  ...rowOf(CARGO_FIELDS, { cargoGrossWeight: { unit: "KGM" } }),
});
export const emptyLine = (): GoodsLine => ({ source: null, ...rowOf(LINE_FIELDS, {}), cargo: [emptyCargo()] });
export const emptyContainer = (): ContainerRow => ({
  source: null,
  ...rowOf(CONTAINER_FIELDS, { isShipperOwned: false }),
});

/** The goods table's rows: every consignment item with every cargo item, and every container. */
export function goodsOf(document: Record<string, unknown>): Goods {
  const lines = arrayAt(document, "consignmentItems").map((item, i): GoodsLine => {
    const cargo = arrayAt(item, "cargoItems").map((c, j): CargoRow => ({ source: j, ...rowOf(CARGO_FIELDS, c) }));
    return { source: i, ...rowOf(LINE_FIELDS, item), cargo: cargo.length ? cargo : [emptyCargo()] };
  });
  const containers = arrayAt(document, "utilizedTransportEquipments").map((e, k): ContainerRow => ({
    source: k,
    ...rowOf(CONTAINER_FIELDS, e),
  }));
  return { lines, containers };
}

function applyRow(base: Json, fields: readonly DocumentField[], row: Record<string, unknown>): Json {
  let next = base;
  for (const field of fields) next = writePath(next, field.path, fromText(field, String(row[field.key] ?? "")));
  return next;
}

/** The document with the goods table written back: one consignment item per line, one cargo item per container part, one equipment per container. */
export function applyGoods(document: Record<string, unknown>, goods: Goods): Record<string, unknown> {
  const items = arrayAt(document, "consignmentItems");
  const equipments = arrayAt(document, "utilizedTransportEquipments");
  const consignmentItems = goods.lines.map((line) => {
    const original = line.source === null ? {} : (items[line.source] ?? {});
    const originalCargo = arrayAt(original, "cargoItems");
    const cargoItems = line.cargo.map((row) => {
      let cargo = applyRow(row.source === null ? {} : (originalCargo[row.source] ?? {}), CARGO_FIELDS, row);
      // Net weight and volume carry their unit: the gross weight's unit, and cubic metres.
      const unit = row.weightUnit.trim() || "KGM";
      if (readPath(cargo, ["cargoNetWeight", "value"]) !== undefined)
        cargo = writePath(cargo, ["cargoNetWeight", "unit"], unit);
      else cargo = writePath(cargo, ["cargoNetWeight"], undefined);
      if (readPath(cargo, ["cargoGrossVolume", "value"]) !== undefined)
        cargo = writePath(cargo, ["cargoGrossVolume", "unit"], "MTQ");
      else cargo = writePath(cargo, ["cargoGrossVolume"], undefined);
      return cargo;
    });
    return { ...applyRow(original, LINE_FIELDS, line), cargoItems };
  });
  const utilizedTransportEquipments = goods.containers.map((row) => {
    const next = applyRow(row.source === null ? {} : (equipments[row.source] ?? {}), CONTAINER_FIELDS, row);
    // DCSA wants the seals list even when there are none.
    return next.seals === undefined ? { ...next, seals: [] } : next;
  });
  let next = writePath(document, ["consignmentItems"], consignmentItems.length ? consignmentItems : undefined);
  next = writePath(
    next,
    ["utilizedTransportEquipments"],
    utilizedTransportEquipments.length ? utilizedTransportEquipments : undefined,
  );
  return next;
}

// ---------- from a validation issue's path to the field ----------

/** Where a field is: its key (the input's name), its label as a person reads it, and the editor section. */
export type FieldRef = {
  key: string;
  label: string;
  section: "document" | "voyage" | "parties" | "terms" | "goods" | "containers";
};

const pathText = (path: Path) => path.join(".");

/** "a.0.b", "a[0].b", "/a/0/b", "transportDocument.a" → "a.0.b". */
export const normalIssuePath = (issuePath: string) =>
  issuePath
    .replace(/^\/|^transportDocument[./]/, "")
    .replace(/\[(\d+)\]/g, ".$1")
    .replaceAll("/", ".")
    .replace(/^\./, "");

/** The deepest field whose path is `rest` or a prefix of it, or the field inside the object `rest` names. */
function deepest<F extends DocumentField>(fields: readonly F[], rest: string): F | null {
  let best: F | null = null;
  let bestLength = -1;
  for (const field of fields) {
    for (const path of [field.path, ...(field.alsoAt ?? [])]) {
      const text = pathText(path);
      const matches = rest === text || rest.startsWith(`${text}.`) || text.startsWith(`${rest}.`) || rest === "";
      const length = rest.startsWith(text) ? text.length : rest.length;
      if (matches && length > bestLength) {
        best = field;
        bestLength = length;
      }
    }
  }
  return best;
}

export const lineLabel = (line: number) => `Goods line ${line + 1}`;
export const cargoLabel = (line: number, cargo: number) =>
  cargo === 0 ? lineLabel(line) : `${lineLabel(line)} (container part ${cargo + 1})`;
export const containerLabel = (container: number) => `Container ${container + 1}`;

/**
 * The field an issue's path belongs to: the field whose path is the issue's or a prefix of it
 * (the deepest such), or the field inside the object the issue names ("transports.portOfLoading"
 * for a missing port). Goods and containers are found by their line: `consignmentItems.1.cargoItems.0.cargoGrossWeight`
 * is `line.1.cargo.0.grossWeight`, "Goods line 2: Gross weight".
 */
export function fieldForIssue(issuePath: string): FieldRef | null {
  const normal = normalIssuePath(issuePath);
  const goods = /^consignmentItems(?:\.(\d+))?(?:\.(.*))?$/.exec(normal);
  if (goods) {
    const line = Number(goods[1] ?? 0);
    const rest = goods[2] ?? "";
    const cargo = /^cargoItems(?:\.(\d+))?(?:\.(.*))?$/.exec(rest);
    if (cargo) {
      const j = Number(cargo[1] ?? 0);
      const field = deepest(CARGO_FIELDS, cargo[2] ?? "") ?? CARGO_FIELDS[0];
      return {
        key: `line.${line}.cargo.${j}.${field.key}`,
        label: `${cargoLabel(line, j)}: ${field.label}`,
        section: "goods",
      };
    }
    const field = deepest(LINE_FIELDS, rest);
    if (!field) return null;
    return { key: `line.${line}.${field.key}`, label: `${lineLabel(line)}: ${field.label}`, section: "goods" };
  }
  const equipment = /^utilizedTransportEquipments(?:\.(\d+))?(?:\.(.*))?$/.exec(normal);
  if (equipment) {
    const k = Number(equipment[1] ?? 0);
    const field = deepest(CONTAINER_FIELDS, equipment[2] ?? "");
    if (!field) return null;
    return {
      key: `container.${k}.${field.key}`,
      label: `${containerLabel(k)}: ${field.label}`,
      section: "containers",
    };
  }
  if (normal === "") return null;
  const field = deepest(ALL_FIELDS, normal);
  if (!field) return null;
  const group = FIELD_GROUPS.find((g) => g.fields.includes(field))!;
  return { key: field.key, label: field.label, section: group.id as FieldRef["section"] };
}

/** The UN/LOCODE at the start of a port's label ("INNSA — Nhava Sheva, IN"), or the text itself upper-cased. */
export function locodeOf(text: string): string {
  const trimmed = text.trim().toUpperCase();
  const match = /^([A-Z]{2}[A-Z2-9]{3})\b/.exec(trimmed);
  return match ? match[1]! : trimmed;
}
