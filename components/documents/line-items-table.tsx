"use client";

import { useRef } from "react";
import { ProductPicker } from "@/components/master-data/product-picker";
import { useAppState, type Product } from "@/lib/client/app-state";
import { LINE_ITEM_FIELDS, MAX_LINE_ITEMS, type FieldDescriptor } from "@/lib/templates/descriptors";
import { ScalarField } from "./field-control";
import { sharedMarker, type FormContext } from "./form-context";
import { getIn, pathKey, type Data } from "./paths";
import { lineAmount } from "./totals";
import { fromUnits, isDecimalString, roundUnits, toUnits } from "@/lib/money/decimal";
import { formatMoney } from "@/lib/format/numbers";
import styles from "./documents.module.css";

const str = (v: unknown) => (typeof v === "string" ? v : typeof v === "number" ? String(v) : undefined);
const dataOf = (item: Product): Data => (item.data && typeof item.data === "object" ? (item.data as Data) : item);

/**
 * A saved product as a new line item. Its weights are per unit (lib/products: netWeightKg);
 * a line's weights are for the whole line, so they follow the quantity (see lineWeights).
 */
export function productToLineItem(product: Product, quantity = "1"): Data {
  const d = dataOf(product);
  const item: Data = {
    id: newRowId(),
    description: str(d.description),
    hsCode: str(d.hsCode),
    quantity,
    unit: str(d.unit),
    unitPrice: str(d.unitPrice),
    originCountry: str(d.originCountry),
    ...lineWeights(product, quantity),
  };
  if (typeof product.id === "string") item.productId = product.id;
  return Object.fromEntries(Object.entries(item).filter(([, v]) => v !== undefined && v !== ""));
}

const WEIGHT_SCALE = 3;

/** quantity × the product's weight per unit, exact on decimal strings (kg, 3 decimals, half-up). */
export function lineWeights(product: Product, quantity: string): { netWeight?: string; grossWeight?: string } {
  const d = dataOf(product);
  const times = (perUnit: string | undefined) => {
    if (!perUnit || !isDecimalString(perUnit, WEIGHT_SCALE) || !isDecimalString(quantity, WEIGHT_SCALE))
      return undefined;
    return fromUnits(
      roundUnits(toUnits(quantity, WEIGHT_SCALE) * toUnits(perUnit, WEIGHT_SCALE), WEIGHT_SCALE),
      WEIGHT_SCALE,
    );
  };
  const out: { netWeight?: string; grossWeight?: string } = {};
  const net = times(str(d.netWeightKg));
  const gross = times(str(d.grossWeightKg));
  if (net) out.netWeight = net;
  if (gross) out.grossWeight = gross;
  return out;
}

/** A stable key for a new row, so React keeps each row's inputs when rows above it are removed. */
export const newRowId = () =>
  typeof crypto !== "undefined" && "randomUUID" in crypto
    ? crypto.randomUUID().slice(0, 12)
    : Math.random().toString(36).slice(2, 14);

/** The goods: one row per line item, add from a saved product or empty, remove any row. */
export function LineItemsTable({
  field,
  path,
  context,
}: {
  field: FieldDescriptor;
  path: (string | number)[];
  context: FormContext;
}) {
  const { data, errors, readOnly, onChange, priced } = context;
  const { products } = useAppState();
  // Documents without prices (packing list, certificate of origin…) show the same goods without the price columns.
  const columns = priced ? LINE_ITEM_FIELDS : LINE_ITEM_FIELDS.filter((c) => c.key !== "unitPrice");
  // Products picked in this session, for their weight per unit (the app-wide list may be older).
  const pickedProducts = useRef(new Map<string, Product>());
  const rows = (Array.isArray(getIn(data, path)) ? getIn(data, path) : []) as Data[];
  const currency = typeof data.currency === "string" ? data.currency : undefined;
  const listError = errors[pathKey(path)];
  const full = rows.length >= MAX_LINE_ITEMS;

  const setRows = (next: Data[]) => onChange(path, next.length ? next : undefined);
  const addRow = (row: Data) => setRows([...rows, row]);
  const removeRow = (index: number) => setRows(rows.filter((_, i) => i !== index));

  // A line filled from a saved product keeps its weights in step with its quantity.
  const rowContext: FormContext = {
    ...context,
    onChange: (cellPath, value) => {
      onChange(cellPath, value);
      const [index, key] = cellPath.slice(path.length) as [number, string];
      const row = rows[index];
      const productId = row && typeof row.productId === "string" ? row.productId : undefined;
      const product = productId
        ? (pickedProducts.current.get(productId) ?? products.find((p) => p.id === productId))
        : undefined;
      if (key === "quantity" && product && typeof value === "string") {
        const weights = lineWeights(product, value);
        if (weights.netWeight) onChange([...path, index, "netWeight"], weights.netWeight);
        if (weights.grossWeight) onChange([...path, index, "grossWeight"], weights.grossWeight);
      }
    },
  };

  function addProducts(picked: Product[]) {
    if (picked.length === 0) return;
    for (const product of picked) if (typeof product.id === "string") pickedProducts.current.set(product.id, product);
    const room = MAX_LINE_ITEMS - rows.length;
    setRows([...rows, ...picked.slice(0, room).map((product) => productToLineItem(product))]);
    // A document without a currency takes the first product's, so its prices mean something.
    const productCurrency = picked.map((p) => str(dataOf(p).currency)).find(Boolean);
    if (productCurrency && !currency) onChange(["currency"], productCurrency);
  }

  return (
    <div className={styles.wide} data-field={pathKey(path)}>
      {/* The section's heading already names the goods; the row only carries the shared marker. */}
      <div className={styles.markerRow}>{sharedMarker(field, context)}</div>
      {listError ? <p className="field-error">{listError}</p> : null}
      {rows.length === 0 ? <p className={styles.muted}>No goods yet. Add a saved product or an empty row.</p> : null}
      {rows.length > 0 && !readOnly ? (
        <p className="field-hint">
          Lines from a saved product take its weight per unit times the quantity; you can change them.
        </p>
      ) : null}
      {rows.length > 0 ? (
        // One card per line whose fields wrap to the width there is: no sideways scrolling at any width.
        <ol className={styles.goodsList} aria-label="Goods lines">
          {rows.map((row, index) => {
            const amount = priced ? lineAmount(row, currency) : null;
            const lineKey = pathKey([...path, index]);
            return (
              <li
                key={typeof row.id === "string" ? row.id : `row-${index}`}
                className={styles.goodsLine}
                data-field={lineKey}
                aria-labelledby={`${lineKey}-title`}
                data-invalid={errors[lineKey] ? true : undefined}
              >
                <div className={styles.goodsLineHead}>
                  <h3 id={`${lineKey}-title`}>Goods line {index + 1}</h3>
                  {priced ? (
                    <span className={styles.amount}>
                      <span className={styles.muted}>Amount </span>
                      {amount && currency ? formatMoney(currency, amount) : "—"}
                    </span>
                  ) : null}
                  {readOnly ? null : (
                    <button
                      type="button"
                      className={`btn btn-secondary ${styles.smallBtn}`}
                      onClick={() => removeRow(index)}
                    >
                      Remove<span className="visually-hidden"> line {index + 1}</span>
                    </button>
                  )}
                </div>
                {errors[lineKey] ? <p className="field-error">{errors[lineKey]}</p> : null}
                <div className={styles.goodsGrid}>
                  {columns.map((col) => (
                    <div key={col.key} className={styles[`col_${col.key}`]}>
                      <ScalarField
                        field={{ ...col, label: col.label, unit: col.unit }}
                        path={[...path, index, col.key]}
                        context={rowContext}
                        labelSuffix={`, line ${index + 1}`}
                        compact
                      />
                    </div>
                  ))}
                </div>
              </li>
            );
          })}
        </ol>
      ) : null}
      {readOnly ? null : (
        <div className={styles.itemActions}>
          <ProductPicker currency={currency} disabled={full} onAdd={(picked) => addProducts(picked)} />
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => addRow({ id: newRowId() })}
            disabled={full}
          >
            Add empty row
          </button>
          {full ? <p className={styles.muted}>A document holds at most {MAX_LINE_ITEMS} lines.</p> : null}
        </div>
      )}
    </div>
  );
}
