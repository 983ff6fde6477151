import { TEMPLATE_KEYS, templateFields, type TemplateKey } from "@/lib/templates/descriptors";
import { hasContent, mergeView, readStored, totalsInput } from "@/lib/templates/merge";
import { computeTotals, type Totals } from "@/lib/templates/totals";
import type { LetterOfCreditTerms } from "@/lib/letters-of-credit/schemas";

/**
 * What the checks read: each document as the editor shows it (the shipment's shared data with the
 * document's overrides, lib/templates/merge.ts) with its server-computed totals, the eBL's DCSA
 * transport document, the letter of credit and the payments. Pure: built from rows by load.ts,
 * and directly by the tests and the benchmark.
 */
export type DocView = {
  name: TemplateKey;
  /** The merged view: only the template's own fields, keyed as the editor's paths. */
  data: Record<string, unknown>;
  totals: Totals;
  /** Field keys this template shows (a field it does not show cannot conflict). */
  fields: Set<string>;
  state: "empty" | "draft" | "final";
  /** The document has its own data (a document never saved only shows the shared data). */
  prepared: boolean;
};

export type EblView = { id: string; status: string; document: Record<string, unknown> };
export type PaymentView = { amount: string; currency: string; paymentDate: string };

export type CheckInput = {
  shipmentId: string;
  /** Today, YYYY-MM-DD (UTC): expiry and presentation are judged against it. */
  today: string;
  documents: DocView[];
  ebl: EblView | null;
  letterOfCredit: LetterOfCreditTerms | null;
  payments: PaymentView[];
};

export type RawDocument = { name: string; data: Record<string, unknown>; state: "empty" | "draft" | "final" };

/** Documents in the shipment's template order; stored rows of templates no longer on the shipment are ignored. */
export function buildDocuments(
  templates: readonly string[],
  sharedData: Record<string, unknown>,
  rows: RawDocument[],
): DocView[] {
  const byName = new Map(rows.map((r) => [r.name, r]));
  return templates
    .filter((t): t is TemplateKey => (TEMPLATE_KEYS as readonly string[]).includes(t))
    .map((name) => {
      const row = byName.get(name);
      const stored = readStored(row?.data);
      return {
        name,
        data: mergeView(name, sharedData, stored).data,
        totals: computeTotals(totalsInput(name, sharedData, stored)),
        fields: new Set(templateFields(name).map((f) => f.key)),
        state: row?.state ?? "empty",
        prepared: hasContent(stored),
      };
    });
}
