import { compareDecimal, isDecimalString } from "@/lib/money/decimal";
import { CHECK_RULES, type CheckId, type Severity } from "./rules";
import type { DocView } from "./input";

export type FieldRef = { document: string; path: string };
export type Finding = {
  checkId: CheckId;
  severity: Severity;
  message: string;
  documents: string[];
  fields: FieldRef[];
  rule: { citation: string; url: string | null };
  suggestion: string | null;
};

/** Enough links to find the places; a 200-line shipment must not answer 1,600 of them. */
export const MAX_FIELDS = 24;

export function finding(
  checkId: CheckId,
  message: string,
  options: { documents: string[]; fields?: FieldRef[]; suggestion?: string | null; severity?: Severity },
): Finding {
  const rule = CHECK_RULES[checkId];
  return {
    checkId,
    severity: options.severity ?? rule.severity,
    message,
    documents: [...new Set(options.documents)],
    fields: (options.fields ?? []).slice(0, MAX_FIELDS),
    rule: { citation: rule.citation, url: rule.url },
    suggestion: options.suggestion ?? null,
  };
}

export const str = (v: unknown): string | undefined =>
  typeof v === "string" && v.trim() !== "" ? v.trim() : undefined;
export const obj = (v: unknown): Record<string, unknown> | undefined =>
  v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;
export const arr = (v: unknown): Record<string, unknown>[] =>
  Array.isArray(v) ? (v.filter((x) => x && typeof x === "object") as Record<string, unknown>[]) : [];

/** Upper case, punctuation to spaces, one space: "Gulf Traders, L.L.C." → "GULF TRADERS L L C". */
export const norm = (v: string): string =>
  v
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, " ")
    .trim();

/** Legal-form words that do not tell two companies apart. */
const LEGAL_FORMS = new Set([
  "PVT",
  "PRIVATE",
  "LTD",
  "LIMITED",
  "LLC",
  "L",
  "C",
  "INC",
  "CO",
  "COMPANY",
  "CORP",
  "CORPORATION",
  "GMBH",
  "AG",
  "SA",
  "SRL",
  "BV",
  "PLC",
  "LLP",
  "FZE",
  "FZCO",
  "FZ",
  "M S",
  "MS",
  "THE",
]);
/** A party's name for comparing: upper case, punctuation and legal forms dropped. */
export const partyKey = (v: string): string =>
  norm(v)
    .split(" ")
    .filter((w) => w && !LEGAL_FORMS.has(w))
    .join(" ");

/** Two party names name the same party: equal once normalised, or one contains the other. */
export function sameParty(a: string, b: string): boolean {
  const x = partyKey(a);
  const y = partyKey(b);
  if (!x || !y) return norm(a) === norm(b);
  return x === y || ` ${x} `.includes(` ${y} `) || ` ${y} `.includes(` ${x} `);
}

export const docsWith = (docs: DocView[], key: string) => docs.filter((d) => d.fields.has(key));

export const decimalEq = (a: string, b: string) =>
  isDecimalString(a) && isDecimalString(b) ? compareDecimal(a, b) === 0 : a === b;

/** Each distinct value and the documents that show it (values compared by `key`). */
export function groupBy<T>(items: { doc: DocView; value: T }[], key: (v: T) => string) {
  const groups = new Map<string, { value: T; docs: DocView[] }>();
  for (const item of items) {
    const k = key(item.value);
    const group = groups.get(k);
    if (group) group.docs.push(item.doc);
    else groups.set(k, { value: item.value, docs: [item.doc] });
  }
  return [...groups.values()];
}

export const TITLES: Record<string, string> = {
  commercial_invoice: "commercial invoice",
  proforma_invoice: "proforma invoice",
  packing_list: "packing list",
  certificate_of_origin: "certificate of origin",
  bill_of_lading_instructions: "bill of lading instructions",
  shipping_bill: "shipping bill",
  insurance_certificate: "insurance certificate",
  bill_of_exchange: "bill of exchange",
  ebl: "electronic bill of lading",
  letter_of_credit: "letter of credit",
  payments: "payments",
};
export const title = (name: string) => TITLES[name] ?? name;
export const list = (names: string[]) => {
  const t = [...new Set(names)].map(title);
  return t.length <= 1 ? (t[0] ?? "") : `${t.slice(0, -1).join(", ")} and ${t.at(-1)}`;
};

const linesCache = new WeakMap<DocView, Record<string, unknown>[]>();
/** Lines of a document's goods table (read once per document: the checks walk them per line). */
export function linesOf(doc: DocView): Record<string, unknown>[] {
  let lines = linesCache.get(doc);
  if (!lines) {
    lines = arr(doc.data.lineItems);
    linesCache.set(doc, lines);
  }
  return lines;
}

/** "a, b" when the documents show several values: `PL: x; CI: y` for the message. */
export const describeGroups = (groups: { value: unknown; docs: DocView[] }[], show: (v: never) => string) =>
  groups.map((g) => `${list(g.docs.map((d) => d.name))}: ${show(g.value as never)}`).join("; ");
