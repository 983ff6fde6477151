import {
  LINE_ITEM_FIELDS,
  PARTY_FIELDS,
  SHARED_FIELDS,
  templateFields,
  type FieldDescriptor,
  type TemplateKey,
} from "./descriptors";

/**
 * A document field path as words a person reads: "lineItems.2" → "Goods line 3",
 * "lineItems.2.quantity" → "Goods line 3: quantity", "consignee.name" → "Consignee: name",
 * "portOfLoading.code" → "Port of loading". Used by the error summary, the conflict dialog and
 * anywhere a path from the API would otherwise reach the screen.
 */

const INCOTERM_PARTS: Record<string, string> = { rule: "Incoterms® 2020 rule", place: "Named place" };

/** "Description of goods" → "description of goods"; an acronym such as "HS code" keeps its case. */
function lowerFirst(label: string): string {
  return /^[A-Z][A-Z]/.test(label) ? label : label.charAt(0).toLowerCase() + label.slice(1);
}

/** "specialInstructions" → "Special instructions": the last resort for a key no descriptor knows. */
function humanise(key: string): string {
  const words = key
    .replace(/_/g, " ")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function topField(key: string, templateKey?: TemplateKey): FieldDescriptor | undefined {
  const own = templateKey ? templateFields(templateKey).find((f) => f.key === key) : undefined;
  return own ?? (SHARED_FIELDS as Record<string, FieldDescriptor>)[key];
}

const isIndex = (segment: string | undefined) => segment !== undefined && /^\d+$/.test(segment);

export function fieldPathLabel(path: string, templateKey?: TemplateKey): string {
  const segments = path
    .replace(/^data\./, "")
    .split(".")
    .filter(Boolean);
  const [head, ...rest] = segments;
  if (!head) return "The document";
  const field = topField(head, templateKey);
  const label = field?.label ?? humanise(head);

  if (field?.type === "lineItems" || head === "lineItems") {
    if (!isIndex(rest[0])) return label;
    const line = `Goods line ${Number(rest[0]) + 1}`;
    if (!rest[1]) return line;
    const column = LINE_ITEM_FIELDS.find((f) => f.key === rest[1]);
    return `${line}: ${lowerFirst(column?.label ?? humanise(rest[1]))}`;
  }
  if (!rest[0]) return label;
  switch (field?.type) {
    case "location":
      // {code, name}: the person chose one place; its parts are not separate fields.
      return label;
    case "incoterm":
      return INCOTERM_PARTS[rest[0]] ?? label;
    case "party": {
      const sub = PARTY_FIELDS.find((f) => f.key === rest[0]);
      return `${label}: ${lowerFirst(sub?.label ?? humanise(rest[0]))}`;
    }
    default:
      return `${label}: ${lowerFirst(humanise(rest.filter((s) => !isIndex(s)).join(" ") || rest[0]))}`;
  }
}

/**
 * The editor's key for an API issue path: "data." dropped, and the parts of a place
 * ("portOfLoading.code") folded onto the place, whose one input carries the message.
 */
export function fieldKeyOfIssue(path: string, templateKey?: TemplateKey): string {
  const key = path.replace(/^data\.?/, "");
  const [head, ...rest] = key.split(".");
  if (!head || rest.length === 0) return key;
  const field = topField(head, templateKey);
  if (field?.type === "location") return head;
  return key;
}
