"use client";

/**
 * ProductPicker: adds saved products to a document as line items. An "Add saved products"
 * button opens a panel with a search box and a checkbox per product; "Add N products" hands the
 * chosen ones to the caller. Escape closes the panel and returns focus to the button.
 *
 * Props (all simple values):
 * - `onAdd(products: SavedProduct[])`  the chosen products in the order shown, each {id, data}
 *                                      with data = {description, sku?, hsCode?, unit?, unitPrice?
 *                                      (decimal string), currency?, netWeightKg?, grossWeightKg?
 *                                      (decimal strings, per unit), originCountry?, notes?}.
 *                                      Quantity is the document's: products carry none.
 * - `currency?: string`                the document's currency; products priced in another one
 *                                      are marked so the user notices.
 * - `label?: string`                   the button's text; default "Add saved products".
 * - `disabled?: boolean`
 *
 * Example: <ProductPicker currency={invoice.currency} onAdd={(ps) => addLines(ps.map((p) => p.data))} />
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { useApiQuery } from "@/lib/client/queries";
import { errorMessage } from "@/lib/client/api";
import { SAVED_PAGE_SIZE, SEARCH_DELAY_MS, type SavedProduct } from "./master-data-client";
import styles from "./master-data.module.css";
import { useDebounced } from "./use-debounced";

export type ProductPickerProps = {
  onAdd: (products: SavedProduct[]) => void;
  currency?: string;
  label?: string;
  disabled?: boolean;
};

export function ProductPicker({ onAdd, currency, label = "Add saved products", disabled }: ProductPickerProps) {
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  // The chosen products themselves, so a choice survives a new search.
  const [chosen, setChosen] = useState<Map<string, SavedProduct>>(new Map());
  const triggerRef = useRef<HTMLButtonElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);

  const searched = useDebounced(query.trim(), SEARCH_DELAY_MS);
  const search = useApiQuery("/api/products", { query: { limit: SAVED_PAGE_SIZE, q: searched } }, { enabled: open });
  const products = search.data?.products ?? null;
  const loadError = search.error ? errorMessage(search.error) : null;

  useEffect(() => {
    if (open) searchRef.current?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    setChosen(new Map());
    triggerRef.current?.focus();
  };

  const toggle = (product: SavedProduct) =>
    setChosen((prev) => {
      const next = new Map(prev);
      if (next.has(product.id)) next.delete(product.id);
      else next.set(product.id, product);
      return next;
    });

  function add() {
    onAdd([...chosen.values()]);
    close();
  }

  const onPanelKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Escape") {
      event.preventDefault();
      close();
    }
  };

  return (
    <div className={styles.picker}>
      <button
        ref={triggerRef}
        type="button"
        className="btn btn-secondary"
        aria-expanded={open}
        aria-controls={panelId}
        disabled={disabled}
        onClick={() => (open ? close() : setOpen(true))}
      >
        {label}
      </button>
      {open ? (
        <div
          id={panelId}
          role="dialog"
          aria-label="Choose saved products"
          className={styles.popover}
          onKeyDown={onPanelKeyDown}
        >
          <div className="field">
            <label htmlFor={`${panelId}-search`}>Search products</label>
            <input
              ref={searchRef}
              id={`${panelId}-search`}
              type="search"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              placeholder="Description, product code or HS code"
            />
          </div>
          {loadError ? (
            <p className="alert alert-error" role="alert">
              {loadError}
            </p>
          ) : products === null ? (
            <p className={styles.muted} aria-busy="true">
              Loading products…
            </p>
          ) : products.length === 0 ? (
            <p className={styles.muted}>
              {query ? "No product matches this search." : "You have no saved products yet. Add them under Saved data."}
            </p>
          ) : (
            <ul className={styles.pickList}>
              {products.map((product) => {
                const otherCurrency = currency && product.data.currency && product.data.currency !== currency;
                return (
                  <li key={product.id}>
                    <label className={styles.pickCheck}>
                      <input type="checkbox" checked={chosen.has(product.id)} onChange={() => toggle(product)} />
                      <span>
                        <strong>{product.data.description}</strong>
                        <br />
                        <span className={styles.muted}>
                          {[
                            product.data.hsCode && `HS ${product.data.hsCode}`,
                            product.data.unitPrice &&
                              `${product.data.currency ?? ""} ${product.data.unitPrice}${product.data.unit ? ` / ${product.data.unit}` : ""}`,
                          ]
                            .filter(Boolean)
                            .join(" · ")}
                        </span>
                        {otherCurrency ? <span className={styles.chip}> Priced in {product.data.currency}</span> : null}
                      </span>
                    </label>
                  </li>
                );
              })}
            </ul>
          )}
          <div className={styles.row} style={{ marginTop: "0.5rem", justifyContent: "flex-end" }}>
            <button type="button" className="btn btn-link" onClick={close}>
              Cancel
            </button>
            <button type="button" className="btn" onClick={add} disabled={chosen.size === 0}>
              {chosen.size === 0 ? "Add products" : `Add ${chosen.size} product${chosen.size === 1 ? "" : "s"}`}
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
