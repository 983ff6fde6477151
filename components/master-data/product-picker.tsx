"use client";

/**
 * ProductPicker: adds saved products to a document as line items. A search field on the app's
 * Combobox (components/ui/combobox.tsx) lists the saved products as the user types (description,
 * product code or HS code); choosing one (Enter, click) adds it as a line and empties the search,
 * ready for the next. It is a search, not a value: text left in it is not kept.
 *
 * Props (all simple values):
 * - `onAdd(products: SavedProduct[])`  the chosen product (one per choice), {id, data} with
 *                                      data = {description, sku?, hsCode?, unit?, unitPrice?
 *                                      (decimal string), currency?, netWeightKg?, grossWeightKg?
 *                                      (decimal strings, per unit), originCountry?, notes?}.
 *                                      Quantity is the document's: products carry none.
 * - `currency?: string`                the document's currency; products priced in another one
 *                                      are marked so the user notices.
 * - `label?: string`                   the search field's label; default "Add a saved product".
 * - `disabled?: boolean`
 *
 * Example: <ProductPicker currency={invoice.currency} onAdd={(ps) => addLines(ps.map((p) => p.data))} />
 */
import { useState } from "react";
import { Combobox } from "@/components/ui/combobox";
import comboboxStyles from "@/components/ui/combobox.module.css";
import { errorMessage } from "@/lib/client/api";
import { useApiQuery } from "@/lib/client/queries";
import { SAVED_PAGE_SIZE, SEARCH_DELAY_MS, type SavedProduct } from "./master-data-client";
import styles from "./master-data.module.css";
import { useDebounced } from "./use-debounced";

export type ProductPickerProps = {
  onAdd: (products: SavedProduct[]) => void;
  currency?: string;
  label?: string;
  disabled?: boolean;
};

export function ProductPicker({ onAdd, currency, label = "Add a saved product", disabled }: ProductPickerProps) {
  const [query, setQuery] = useState("");
  const searched = useDebounced(query.trim(), SEARCH_DELAY_MS);
  const search = useApiQuery("/api/products", { query: { limit: SAVED_PAGE_SIZE, q: searched } });
  const products = search.data?.products ?? [];

  return (
    <div className={styles.productPicker}>
      <Combobox<SavedProduct>
        label={label}
        items={products}
        itemKey={(p) => p.id}
        itemText={(p) => p.data.description}
        renderItem={(p) => {
          const otherCurrency = currency && p.data.currency && p.data.currency !== currency;
          const details = [
            p.data.sku,
            p.data.hsCode && `HS ${p.data.hsCode}`,
            p.data.unitPrice && `${p.data.currency ?? ""} ${p.data.unitPrice}${p.data.unit ? ` / ${p.data.unit}` : ""}`,
          ].filter(Boolean);
          return (
            <>
              <span className={comboboxStyles.optionText}>
                <strong>{p.data.description}</strong>
                {details.length ? <span className={comboboxStyles.optionMeta}>{details.join(" · ")}</span> : null}
              </span>
              {otherCurrency ? <span className={comboboxStyles.optionMeta}>Priced in {p.data.currency}</span> : null}
            </>
          );
        }}
        inputValue={query}
        onInputChange={setQuery}
        selected={null}
        onSelect={(product) => {
          if (product) onAdd([product]);
        }}
        clearOnSelect
        allowFreeText
        loading={search.isFetching || searched !== query.trim()}
        loadError={search.error ? errorMessage(search.error) : null}
        minChars={0}
        emptyText={
          query.trim()
            ? `No saved product matches “${query.trim()}”.`
            : "You have no saved products yet. Add them under Saved data."
        }
        listLabel="Saved products"
        placeholder="Description, product code or HS code"
        disabled={disabled}
      />
    </div>
  );
}
