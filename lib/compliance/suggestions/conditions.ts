import { countryName } from "@/lib/reference/countries";
import { compareDecimal } from "@/lib/money/decimal";
import { FLAG_LABELS, PAYMENT_TERM_LABELS, PRODUCT_NATURE_LABELS, type Flag, type PaymentTerms } from "./vocabulary";
import type { ProductNature, Transport } from "./vocabulary";

/**
 * A rule's "when", as data: a small predicate tree the engine evaluates and can say in words.
 * Kept declarative (no functions in the rule table) so a rule can be shown, compared across
 * rule-set versions and tested without running it.
 */
export type Condition =
  | { all: Condition[] }
  | { any: Condition[] }
  | { not: Condition }
  | { field: "export_country" | "import_country"; in: string[]; label?: string }
  | { field: "transport"; in: Transport[] }
  | { field: "incoterm"; in: string[] }
  | { field: "payment_terms"; in: PaymentTerms[] }
  | { field: "product_nature"; includesAny: ProductNature[] }
  | { field: "value_inr"; greaterThan: string }
  | { flag: Flag };

/** What the engine knows about one request, normalised (countries alpha-2, HS six digits). */
export type Facts = {
  exportCountry: string;
  importCountry: string;
  transport: Transport;
  natures: ReadonlySet<ProductNature>;
  incoterm: string | null;
  paymentTerms: PaymentTerms | null;
  /** The consignment value in rupees when the request's currency is INR; else unknown. */
  valueInr: string | null;
  flags: Partial<Record<Flag, boolean>>;
};

/**
 * Three-valued (Kleene) logic: a fact the request left out (an optional flag, the Incoterm, the
 * payment terms) is "unknown", and a rule whose condition is unknown lists its document as
 * conditional instead of guessing either way.
 */
export type Truth = "yes" | "no" | "unknown";

export function evaluate(condition: Condition, facts: Facts): Truth {
  if ("all" in condition) {
    let unknown = false;
    for (const c of condition.all) {
      const t = evaluate(c, facts);
      if (t === "no") return "no";
      if (t === "unknown") unknown = true;
    }
    return unknown ? "unknown" : "yes";
  }
  if ("any" in condition) {
    let unknown = false;
    for (const c of condition.any) {
      const t = evaluate(c, facts);
      if (t === "yes") return "yes";
      if (t === "unknown") unknown = true;
    }
    return unknown ? "unknown" : "no";
  }
  if ("not" in condition) {
    const t = evaluate(condition.not, facts);
    return t === "unknown" ? "unknown" : t === "yes" ? "no" : "yes";
  }
  if ("flag" in condition) {
    const value = facts.flags[condition.flag];
    return value === undefined ? "unknown" : value ? "yes" : "no";
  }
  const bool = (b: boolean): Truth => (b ? "yes" : "no");
  switch (condition.field) {
    case "export_country":
      return bool(condition.in.includes(facts.exportCountry));
    case "import_country":
      return bool(condition.in.includes(facts.importCountry));
    case "transport":
      return bool(condition.in.includes(facts.transport));
    case "incoterm":
      return facts.incoterm === null ? "unknown" : bool(condition.in.includes(facts.incoterm));
    case "payment_terms":
      return facts.paymentTerms === null ? "unknown" : bool(condition.in.includes(facts.paymentTerms));
    case "product_nature":
      return bool(condition.includesAny.some((n) => facts.natures.has(n)));
    case "value_inr":
      return facts.valueInr === null ? "unknown" : bool(compareDecimal(facts.valueInr, condition.greaterThan) > 0);
  }
}

const list = (items: string[], joiner = "or") =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} ${joiner} ${items.at(-1)}`;

const countries = (codes: string[]) => list(codes.map((c) => `${countryName(c) ?? c} (${c})`));

/** The condition in plain English, e.g. "the exporting country is India (IN) and transport is sea". */
export function describe(condition: Condition): string {
  if ("all" in condition) return condition.all.map(describe).join(" and ");
  if ("any" in condition) return `(${condition.any.map(describe).join(" or ")})`;
  if ("not" in condition) return `not ${describe(condition.not)}`;
  if ("flag" in condition) return FLAG_LABELS[condition.flag];
  switch (condition.field) {
    case "export_country":
      return `the exporting country is ${condition.label ?? countries(condition.in)}`;
    case "import_country":
      return `the importing country is ${condition.label ?? countries(condition.in)}`;
    case "transport":
      return `transport is ${list(condition.in)}`;
    case "incoterm":
      return `the Incoterm is ${list(condition.in)}`;
    case "payment_terms":
      return `payment is by ${list(condition.in.map((p) => PAYMENT_TERM_LABELS[p].toLowerCase()))}`;
    case "product_nature":
      return `the goods are ${list(condition.includesAny.map((n) => PRODUCT_NATURE_LABELS[n].toLowerCase()))}`;
    case "value_inr":
      return `the consignment value is over ₹${condition.greaterThan.replace(/\B(?=(\d{3})+(?!\d))/g, ",")}`;
  }
}

/** The parts of a condition still unknown for these facts, in words (what a conditional hinges on). */
export function unknownParts(condition: Condition, facts: Facts): string[] {
  if (evaluate(condition, facts) !== "unknown") return [];
  if ("all" in condition) return condition.all.flatMap((c) => unknownParts(c, facts));
  if ("any" in condition) return condition.any.flatMap((c) => unknownParts(c, facts));
  if ("not" in condition) return unknownParts(condition.not, facts).map((p) => `not ${p}`);
  return [describe(condition)];
}
