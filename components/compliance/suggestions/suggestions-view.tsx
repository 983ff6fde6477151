"use client";

import { useState, type FormEvent } from "react";
import { ListChecks } from "lucide-react";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorSummary } from "@/components/ui/error-summary";
import { Field, SelectField, SubmitButton } from "@/components/ui/field";
import { apiRequest, type ApiInput, type ApiOutput, type EndpointAt } from "@/lib/client/api-client";
import { useApiQuery } from "@/lib/client/queries";
import { useSubmit } from "@/lib/client/use-submit";
import { parseDecimalInput } from "@/lib/format/numbers";
import { CURRENCIES } from "@/lib/reference/currencies";
import { INCOTERMS } from "@/lib/templates/descriptors";
import {
  PAYMENT_TERM_LABELS,
  PAYMENT_TERMS,
  PRODUCT_NATURE_LABELS,
  PRODUCT_NATURES,
  TRANSPORTS,
  type ProductNature,
} from "@/lib/compliance/suggestions/vocabulary";
import { AddToShipment } from "./add-to-shipment";
import { Checklist } from "./checklist";
import { CountryCombobox } from "./country-combobox";
import { HsCandidates } from "./hs-candidates";
import styles from "./suggestions.module.css";

type SuggestEndpoint = EndpointAt<"POST", "/api/document/suggestions">;
export type SuggestionBody = ApiInput<SuggestEndpoint>["body"];
export type SuggestionAnswer = ApiOutput<SuggestEndpoint>;

type Draft = {
  export_country: string;
  import_country: string;
  commodity: string;
  value: string;
  currency: string;
  transport: string;
  product_nature: ProductNature[];
  hs_code: string;
  incoterm: string;
  payment_terms: string;
  containerized: string;
  wood_packaging: string;
  gst_registered: string;
  claims_export_benefits: string;
  inland_road_leg: string;
  shipmentId: string;
};

const EMPTY: Draft = {
  export_country: "IN",
  import_country: "",
  commodity: "",
  value: "",
  currency: "USD",
  transport: "sea",
  product_nature: ["general"],
  hs_code: "",
  incoterm: "",
  payment_terms: "",
  containerized: "",
  wood_packaging: "",
  gst_registered: "",
  claims_export_benefits: "",
  inland_road_leg: "",
  shipmentId: "",
};

const FLAGS = [
  ["containerized", "Goods in containers"],
  ["wood_packaging", "Wood packaging (pallets, crates)"],
  ["gst_registered", "Seller is GST-registered"],
  ["claims_export_benefits", "Claiming export benefits (FTP)"],
  ["inland_road_leg", "Road leg to the port or ICD"],
] as const;

const YES_NO = [
  { value: "", label: "Not sure" },
  { value: "yes", label: "Yes" },
  { value: "no", label: "No" },
];

const LABELS: Record<string, string> = {
  export_country: "Exporting country",
  import_country: "Importing country",
  commodity: "Commodity",
  value: "Value",
  currency: "Currency",
  transport: "Transport",
  product_nature: "Product nature",
  hs_code: "HS code",
  incoterm: "Incoterm",
  payment_terms: "Payment terms",
  shipmentId: "Record on shipment",
};

/** The body sent: optional fields only when chosen ("Not sure" leaves a flag out, so rules on it are conditional). */
function toBody(d: Draft): SuggestionBody {
  const flag = (v: string) => (v === "" ? undefined : v === "yes");
  return {
    export_country: d.export_country,
    import_country: d.import_country,
    commodity: d.commodity,
    value: parseDecimalInput(d.value),
    transport: d.transport as SuggestionBody["transport"],
    product_nature: d.product_nature,
    currency: d.currency || undefined,
    hs_code: d.hs_code || undefined,
    incoterm: d.incoterm || undefined,
    payment_terms: (d.payment_terms || undefined) as SuggestionBody["payment_terms"],
    containerized: flag(d.containerized),
    wood_packaging: flag(d.wood_packaging),
    gst_registered: flag(d.gst_registered),
    claims_export_benefits: flag(d.claims_export_benefits),
    inland_road_leg: flag(d.inland_road_leg),
    shipmentId: d.shipmentId || undefined,
  };
}

/**
 * The "Document suggestions" section of /aiComplianceAndInsights: the request form (the spec's
 * fields, then "More details"), the checklist the rule engine answers, and "Add to shipment".
 */
export function SuggestionsView() {
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [result, setResult] = useState<{ body: SuggestionBody; answer: SuggestionAnswer; asked: number } | null>(null);
  const { busy, errors, alert, submit } = useSubmit();
  const shipments = useApiQuery("/api/shipments", { query: { limit: 100, sort: "updated" } });
  const set =
    <K extends keyof Draft>(key: K) =>
    (value: Draft[K]) =>
      setDraft((d) => ({ ...d, [key]: value }));

  const toggleNature = (nature: ProductNature, on: boolean) =>
    setDraft((d) => {
      const next = on ? [...d.product_nature, nature] : d.product_nature.filter((n) => n !== nature);
      return { ...d, product_nature: PRODUCT_NATURES.filter((n) => next.includes(n)) };
    });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = toBody(draft);
    void submit(async () => {
      const answer = await apiRequest("POST", "/api/document/suggestions", { body });
      // Each answer gets a fresh "Add to shipment" (its shipment preselected from the form).
      setResult((previous) => ({ body, answer, asked: (previous?.asked ?? 0) + 1 }));
    })();
  };

  return (
    <div className="stack">
      <form
        className={`card form ${styles.form}`}
        onSubmit={onSubmit}
        noValidate
        aria-label="Ask for document suggestions"
      >
        <ErrorSummary errors={errors} alert={alert} labels={LABELS} />
        <div className={styles.grid}>
          <CountryCombobox
            label="Exporting country"
            name="export_country"
            value={draft.export_country}
            onChange={set("export_country")}
            error={errors.export_country}
            required
          />
          <CountryCombobox
            label="Importing country"
            name="import_country"
            value={draft.import_country}
            onChange={set("import_country")}
            error={errors.import_country}
            required
          />
        </div>
        <Field
          label="Commodity"
          name="commodity"
          value={draft.commodity}
          onChange={(e) => set("commodity")(e.target.value)}
          error={errors.commodity}
          maxLength={500}
          autoComplete="off"
          required
          hint="Describe the goods as on your invoice, e.g. frozen prawns or cotton T-shirts"
        />
        <HsCandidates
          commodity={draft.commodity}
          value={draft.hs_code}
          onChange={set("hs_code")}
          error={errors.hs_code}
        />
        <div className={styles.grid}>
          <Field
            label="Value"
            name="value"
            value={draft.value}
            onChange={(e) => set("value")(e.target.value)}
            error={errors.value}
            inputMode="decimal"
            autoComplete="off"
            required
            hint="For example 25,000.00"
          />
          <SelectField
            label="Currency"
            name="currency"
            value={draft.currency}
            onChange={set("currency")}
            options={CURRENCIES.map((c) => ({ value: c.code, label: `${c.code} — ${c.name}` }))}
            error={errors.currency}
          />
          <SelectField
            label="Transport"
            name="transport"
            value={draft.transport}
            onChange={set("transport")}
            options={TRANSPORTS.map((t) => ({ value: t, label: t[0]!.toUpperCase() + t.slice(1) }))}
            error={errors.transport}
            required
          />
        </div>
        <fieldset className={styles.natures} data-field="product_nature">
          <legend>Product nature</legend>
          <div className={styles.checkGrid}>
            {PRODUCT_NATURES.map((n) => (
              <label key={n} className={styles.check}>
                <input
                  type="checkbox"
                  name="product_nature"
                  value={n}
                  checked={draft.product_nature.includes(n)}
                  onChange={(e) => toggleNature(n, e.target.checked)}
                />
                {PRODUCT_NATURE_LABELS[n]}
              </label>
            ))}
          </div>
          {errors.product_nature ? <p className="field-error">{errors.product_nature}</p> : null}
        </fieldset>
        <details className={styles.more}>
          <summary>More details (Incoterm, payment, packaging, GST)</summary>
          <div className={styles.grid}>
            <SelectField
              label="Incoterm"
              name="incoterm"
              value={draft.incoterm}
              onChange={set("incoterm")}
              options={[
                { value: "", label: "Not decided" },
                ...INCOTERMS.map((i) => ({ value: i.rule, label: `${i.rule} – ${i.name}` })),
              ]}
              error={errors.incoterm}
            />
            <SelectField
              label="Payment terms"
              name="payment_terms"
              value={draft.payment_terms}
              onChange={set("payment_terms")}
              options={[
                { value: "", label: "Not decided" },
                ...PAYMENT_TERMS.map((p) => ({ value: p, label: PAYMENT_TERM_LABELS[p] })),
              ]}
              error={errors.payment_terms}
            />
            {FLAGS.map(([key, label]) => (
              <SelectField
                key={key}
                label={label}
                name={key}
                value={draft[key]}
                onChange={set(key)}
                options={YES_NO}
                error={errors[key]}
              />
            ))}
          </div>
        </details>
        <SelectField
          label="Record on shipment (optional)"
          name="shipmentId"
          value={draft.shipmentId}
          onChange={set("shipmentId")}
          options={[
            { value: "", label: shipments.isPending ? "Loading your shipments…" : "Don't record" },
            ...(shipments.data?.shipments ?? []).map((s) => ({ value: s.id, label: s.reference })),
          ]}
          error={errors.shipmentId}
        />
        <div className="actions">
          <SubmitButton busy={busy} busyLabel="Working out the documents…">
            Suggest documents
          </SubmitButton>
        </div>
      </form>
      {result ? (
        <section aria-labelledby="checklist-heading" className="stack">
          <Checklist answer={result.answer} headingId="checklist-heading" />
          <AddToShipment key={result.asked} body={result.body} answer={result.answer} />
        </section>
      ) : (
        <EmptyState title="No checklist yet" icon={ListChecks}>
          Describe the shipment above and choose “Suggest documents”: each document comes with the rule that lists it,
          the reason and its source.
        </EmptyState>
      )}
    </div>
  );
}
