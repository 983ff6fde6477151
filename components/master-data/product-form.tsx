"use client";

import { useId, useState } from "react";
import { ErrorSummary } from "@/components/ui/error-summary";
import { Field, SelectField, SubmitButton } from "@/components/ui/field";
import { useApiMutation } from "@/lib/client/queries";
import { useSubmit } from "@/lib/client/use-submit";
import { parseDecimalInput } from "@/lib/format/numbers";
import { PRODUCT_UNIT_SUGGESTIONS } from "@/lib/products/units";
import { COUNTRY_OPTIONS } from "@/lib/reference/countries";
import { CURRENCIES } from "@/lib/reference/currencies";
import { dataFieldErrors, type ProductData, type SavedProduct } from "./master-data-client";
import styles from "./master-data.module.css";
import { DialogActions } from "@/components/ui/modal";
import { HsCodeCombobox } from "./hs-code-combobox";

const COUNTRY_CHOICES = [
  { value: "", label: "—" },
  ...COUNTRY_OPTIONS.map((c) => ({ value: c.code, label: `${c.name} (${c.code})` })),
];
const CURRENCY_CHOICES = [
  { value: "", label: "—" },
  ...CURRENCIES.map((c) => ({ value: c.code, label: `${c.code} — ${c.name}` })),
];

const FIELDS = [
  "description",
  "sku",
  "hsCode",
  "unit",
  "unitPrice",
  "currency",
  "netWeightKg",
  "grossWeightKg",
  "originCountry",
] as const;
type Draft = Record<(typeof FIELDS)[number], string>;

const toDraft = (data?: ProductData): Draft => Object.fromEntries(FIELDS.map((f) => [f, data?.[f] ?? ""])) as Draft;

type Props = {
  product?: SavedProduct;
  onSaved: (product: SavedProduct) => void;
  onCancel: () => void;
};

/** Add or edit a saved product. Amounts stay text end to end: what the user types is what is stored. */
export function ProductForm({ product, onSaved, onCancel }: Props) {
  const ids = useId();
  const [draft, setDraft] = useState<Draft>(() => toDraft(product?.data));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { busy, alert, submit } = useSubmit();
  const create = useApiMutation("POST", "/api/products", { invalidates: ["/api/products"] });
  const update = useApiMutation("PATCH", "/api/products/{id}", { invalidates: ["/api/products"] });
  const set = (key: keyof Draft) => (e: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [key]: e.target.value }));

  const onSubmit = submit(async () => {
    setErrors({});
    try {
      // "1,250.50" is stored as "1250.50"; anything else goes as typed, for the server's own message.
      const body = {
        data: {
          ...draft,
          unitPrice: parseDecimalInput(draft.unitPrice),
          netWeightKg: parseDecimalInput(draft.netWeightKg),
          grossWeightKg: parseDecimalInput(draft.grossWeightKg),
        },
      };
      const result = product
        ? await update.mutateAsync({ params: { id: product.id }, body })
        : await create.mutateAsync({ body });
      onSaved(result.product);
    } catch (e) {
      setErrors(dataFieldErrors(e));
      throw e;
    }
  });

  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-label={product ? "Edit product" : "Add product"}>
      <ErrorSummary errors={errors} alert={alert} />
      <Field
        label="Description"
        name="description"
        value={draft.description}
        onChange={set("description")}
        error={errors.description}
        required
      />
      <div className={styles.formGrid}>
        <Field
          label="Product code"
          name="sku"
          value={draft.sku}
          onChange={set("sku")}
          error={errors.sku}
          hint="Your own product or part number."
        />
        <HsCodeCombobox
          label="HS code"
          name="hsCode"
          value={draft.hsCode}
          onChange={(hsCode) => setDraft((d) => ({ ...d, hsCode }))}
          error={errors.hsCode}
          hint="HS 2022, 6 digits (or an 8/10-digit national code). Type digits or words to search."
        />
        <Field
          label="Unit"
          name="unit"
          value={draft.unit}
          onChange={set("unit")}
          error={errors.unit}
          list={`${ids}-units`}
          hint="For example PCS, KGS, CTN."
        />
        <Field
          label="Unit price"
          name="unitPrice"
          value={draft.unitPrice}
          onChange={set("unitPrice")}
          error={errors.unitPrice}
          inputMode="decimal"
          hint="For example 1,112.50"
        />
        <SelectField
          label="Currency"
          name="currency"
          value={draft.currency}
          onChange={(v) => setDraft((d) => ({ ...d, currency: v }))}
          options={CURRENCY_CHOICES}
          error={errors.currency}
        />
        <Field
          label="Net weight per unit (kg)"
          name="netWeightKg"
          value={draft.netWeightKg}
          onChange={set("netWeightKg")}
          error={errors.netWeightKg}
          inputMode="decimal"
        />
        <Field
          label="Gross weight per unit (kg)"
          name="grossWeightKg"
          value={draft.grossWeightKg}
          onChange={set("grossWeightKg")}
          error={errors.grossWeightKg}
          inputMode="decimal"
        />
        <SelectField
          label="Country of origin"
          name="originCountry"
          value={draft.originCountry}
          onChange={(v) => setDraft((d) => ({ ...d, originCountry: v }))}
          options={COUNTRY_CHOICES}
          error={errors.originCountry}
        />
      </div>
      <datalist id={`${ids}-units`}>
        {PRODUCT_UNIT_SUGGESTIONS.map((u) => (
          <option key={u} value={u} />
        ))}
      </datalist>
      <DialogActions>
        <button type="button" className="btn btn-secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
        <SubmitButton busy={busy} busyLabel="Saving…">
          {product ? "Save changes" : "Save product"}
        </SubmitButton>
      </DialogActions>
    </form>
  );
}
