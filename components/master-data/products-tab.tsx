"use client";

import { formatDecimal } from "@/lib/format/numbers";
import { useState } from "react";
import { useApiMutation, useKeysetList } from "@/lib/client/queries";
import { useDebounced } from "./use-debounced";

import { useAppState } from "@/lib/client/app-state";
import { SAVED_PAGE_SIZE, SEARCH_DELAY_MS, type SavedProduct } from "./master-data-client";
import styles from "./master-data.module.css";
import { ProductForm } from "./product-form";
import { SavedItemsTab } from "./saved-items-tab";

/** Saved data → Products. */
export function ProductsTab() {
  const [query, setQuery] = useState("");
  const searched = useDebounced(query.trim(), SEARCH_DELAY_MS);
  const list = useKeysetList(
    "/api/products",
    { query: { limit: SAVED_PAGE_SIZE, q: searched } },
    (page) => page.products,
  );
  const remove = useApiMutation("DELETE", "/api/products/{id}", { invalidates: ["/api/products"] });
  const { refreshProducts } = useAppState();
  return (
    <SavedItemsTab<SavedProduct>
      noun="product"
      nounPlural="products"
      query={query}
      onQueryChange={setQuery}
      searched={searched}
      list={list}
      onDelete={(item) => remove.mutateAsync({ params: { id: item.id } })}
      searchPlaceholder="Description, product code or HS code"
      emptyHint="Save the goods you ship once (HS code, unit price, weights), then add them to any invoice or packing list as line items."
      deleteNote="Line items already filled from it keep their copy."
      titleOf={(product) => product.data.description}
      columns={[
        {
          header: "Product",
          cell: (product) => (
            <>
              <strong>{product.data.description}</strong>
              {product.data.sku ? <div className={styles.muted}>{product.data.sku}</div> : null}
            </>
          ),
        },
        { header: "HS code", cell: (product) => product.data.hsCode },
        {
          header: "Unit price",
          numeric: true,
          cell: (product) =>
            product.data.unitPrice
              ? `${product.data.currency ?? ""} ${formatDecimal(product.data.unitPrice)}${product.data.unit ? ` / ${product.data.unit}` : ""}`
              : null,
        },
        {
          header: "Net / gross kg",
          numeric: true,
          cell: (product) =>
            product.data.netWeightKg || product.data.grossWeightKg
              ? `${product.data.netWeightKg ? formatDecimal(product.data.netWeightKg) : "—"} / ${product.data.grossWeightKg ? formatDecimal(product.data.grossWeightKg) : "—"}`
              : null,
        },
        { header: "Origin", cell: (product) => product.data.originCountry },
      ]}
      renderForm={({ item, onSaved, onCancel }) => <ProductForm product={item} onSaved={onSaved} onCancel={onCancel} />}
      onChanged={() => void refreshProducts()}
    />
  );
}
