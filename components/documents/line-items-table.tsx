"use client";

import { useId } from "react";
import { useAppState, type Product } from "@/lib/client/app-state";
import { LINE_ITEM_FIELDS, MAX_LINE_ITEMS, type FieldDescriptor } from "@/lib/templates/descriptors";
import type { FormContext } from "./document-form";
import { FieldControl } from "./document-form";
import { getIn, pathKey, type Data } from "./paths";
import { lineAmount } from "./totals";
import styles from "./documents.module.css";

const str = (v: unknown) => (typeof v === "string" ? v : typeof v === "number" ? String(v) : undefined);
const dataOf = (item: Product): Data => (item.data && typeof item.data === "object" ? (item.data as Data) : item);

/** A saved product as a new line item (quantity left for the user). */
export function productToLineItem(product: Product): Data {
  const d = dataOf(product);
  const item: Data = {
    description: str(d.description) ?? str(d.name),
    hsCode: str(d.hsCode),
    unit: str(d.unit),
    unitPrice: str(d.unitPrice),
    netWeight: str(d.netWeight),
    grossWeight: str(d.grossWeight),
    packageKind: str(d.packageKind),
    originCountry: str(d.originCountry) ?? str(d.origin),
  };
  const filled: Data = { id: newRowId(), ...Object.fromEntries(Object.entries(item).filter(([, v]) => v !== undefined && v !== "")) };
  if (typeof product.id === "string") filled.productId = product.id;
  return filled;
}

/** A stable key for a new row, so React keeps each row's inputs when rows above it are removed. */
export const newRowId = () => (typeof crypto !== "undefined" && "randomUUID" in crypto ? crypto.randomUUID().slice(0, 12) : Math.random().toString(36).slice(2, 14));

export const productLabel = (product: Product) => {
  const d = dataOf(product);
  return [str(d.description) ?? str(d.name), str(d.hsCode) ? `HS ${str(d.hsCode)}` : undefined].filter(Boolean).join(" · ") || "Unnamed product";
};

/** The goods: one row per line item, add from a saved product or empty, remove any row. */
export function LineItemsTable({ field, path, context }: { field: FieldDescriptor; path: (string | number)[]; context: FormContext }) {
  const { data, errors, readOnly, onChange } = context;
  const { products } = useAppState();
  const pickerId = useId();
  const rows = (Array.isArray(getIn(data, path)) ? getIn(data, path) : []) as Data[];
  const currency = typeof data.currency === "string" ? data.currency : undefined;
  const listError = errors[pathKey(path)];
  const full = rows.length >= MAX_LINE_ITEMS;

  const setRows = (next: Data[]) => onChange(path, next.length ? next : undefined);
  const addRow = (row: Data) => setRows([...rows, row]);
  const removeRow = (index: number) => setRows(rows.filter((_, i) => i !== index));

  return (
    <div className={styles.wide}>
      <h3 className={styles.tableTitle}>{field.label}</h3>
      {listError ? <p className="field-error">{listError}</p> : null}
      {rows.length === 0 ? <p className={styles.muted}>No goods yet. Add a saved product or an empty row.</p> : null}
      {rows.length > 0 ? (
        <div className={styles.tableScroll} role="region" aria-label="Line items" tabIndex={0}>
          <table className={styles.itemsTable}>
            <thead>
              <tr>
                <th scope="col">#</th>
                {LINE_ITEM_FIELDS.map((col) => (
                  <th key={col.key} scope="col">
                    {col.label}
                    {col.unit ? ` (${col.unit})` : ""}
                  </th>
                ))}
                <th scope="col">Amount</th>
                {readOnly ? null : (
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => (
                <tr key={typeof row.id === "string" ? row.id : `row-${index}`}>
                  <th scope="row">{index + 1}</th>
                  {LINE_ITEM_FIELDS.map((col) => (
                    <td key={col.key} className={styles[`col_${col.key}`]}>
                      <FieldControl field={{ ...col, label: `${col.label}, line ${index + 1}`, unit: undefined }} path={[...path, index, col.key]} context={context} compact />
                    </td>
                  ))}
                  <td className={styles.amount}>{lineAmount(row, currency) ?? "—"}</td>
                  {readOnly ? null : (
                    <td>
                      <button type="button" className="btn btn-secondary" onClick={() => removeRow(index)}>
                        Remove<span className="visually-hidden"> line {index + 1}</span>
                      </button>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {readOnly ? null : (
        <div className={styles.itemActions}>
          <div className={styles.picker}>
            <label htmlFor={pickerId}>Add a saved product</label>
            <select
              id={pickerId}
              value=""
              disabled={full}
              onChange={(e) => {
                const product = products.find((p) => String(p.id) === e.target.value);
                if (product) addRow(productToLineItem(product));
              }}
            >
              <option value="">{products.length === 0 ? "No saved products" : "Choose a product…"}</option>
              {products.map((p) => (
                <option key={String(p.id)} value={String(p.id)}>
                  {productLabel(p)}
                </option>
              ))}
            </select>
          </div>
          <button type="button" className="btn btn-secondary" onClick={() => addRow({ id: newRowId() })} disabled={full}>
            Add empty row
          </button>
          {full ? <p className={styles.muted}>A document holds at most {MAX_LINE_ITEMS} lines.</p> : null}
        </div>
      )}
    </div>
  );
}
