"use client";

import { useState } from "react";
import { toast } from "react-toastify";
import { EmptyState } from "@/components/ui/empty-state";
import { api, errorMessage } from "@/lib/client/api";
import { useAppState } from "@/lib/client/app-state";
import { ConfirmDialog } from "./confirm-dialog";
import { ProductForm } from "./product-form";
import { EditDialog } from "./edit-dialog";
import type { SavedProduct } from "./master-data-client";
import styles from "./master-data.module.css";
import { usePagedList } from "./use-paged-list";

/** Saved data → Products: search, list (newest first, load more), add, edit, delete after confirmation. */
export function ProductsTab() {
  const { refreshProducts } = useAppState();
  const [query, setQuery] = useState("");
  const list = usePagedList<SavedProduct>("/api/products", "products", query);
  const [editing, setEditing] = useState<SavedProduct | "new" | null>(null);
  const [toDelete, setToDelete] = useState<SavedProduct | null>(null);
  const [deleting, setDeleting] = useState(false);

  const changed = () => {
    list.reload();
    void refreshProducts();
  };

  async function confirmDelete() {
    if (!toDelete) return;
    setDeleting(true);
    try {
      await api(`/api/products/${toDelete.id}`, { method: "DELETE" });
      toast.success(`Deleted “${toDelete.data.description}”.`);
      setToDelete(null);
      changed();
    } catch (e) {
      toast.error(errorMessage(e));
    } finally {
      setDeleting(false);
    }
  }

  return (
    <div className="stack">
      <div className={styles.row} style={{ justifyContent: "space-between" }}>
        <div className="field" style={{ minWidth: "16rem" }}>
          <label htmlFor="products-search">Search products</label>
          <input id="products-search" type="search" value={query} onChange={(e) => setQuery(e.target.value)} placeholder="Description, product code or HS code" />
        </div>
        <button type="button" className="btn" onClick={() => setEditing("new")}>
          Add product
        </button>
      </div>

      {list.error ? (
        <p className="alert alert-error" role="alert">
          {list.error}
        </p>
      ) : list.items === null ? (
        <p aria-busy="true">Loading products…</p>
      ) : list.items.length === 0 ? (
        query ? (
          <p className="empty-state">No product matches “{query}”.</p>
        ) : (
          <EmptyState title="No saved products yet" headingLevel={3}>
            Save the goods you ship once (HS code, unit price, weights), then add them to any invoice or packing list as line items.
          </EmptyState>
        )
      ) : (
        <table className={styles.dataTable}>
          <caption className="visually-hidden">Saved products</caption>
          <thead>
            <tr>
              <th scope="col">Product</th>
              <th scope="col">HS code</th>
              <th scope="col" className={styles.numeric}>
                Unit price
              </th>
              <th scope="col" className={styles.numeric}>
                Net / gross kg
              </th>
              <th scope="col">Origin</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.items.map((product) => (
              <tr key={product.id}>
                <td>
                  <strong>{product.data.description}</strong>
                  {product.data.sku ? <div className={styles.muted}>{product.data.sku}</div> : null}
                </td>
                <td>{product.data.hsCode ?? <span className={styles.muted}>—</span>}</td>
                <td className={styles.numeric}>
                  {product.data.unitPrice ? `${product.data.currency ?? ""} ${product.data.unitPrice}${product.data.unit ? ` / ${product.data.unit}` : ""}` : <span className={styles.muted}>—</span>}
                </td>
                <td className={styles.numeric}>{product.data.netWeightKg || product.data.grossWeightKg ? `${product.data.netWeightKg ?? "—"} / ${product.data.grossWeightKg ?? "—"}` : <span className={styles.muted}>—</span>}</td>
                <td>{product.data.originCountry ?? <span className={styles.muted}>—</span>}</td>
                <td>
                  <div className={styles.row}>
                    <button type="button" className="btn btn-link" onClick={() => setEditing(product)} aria-label={`Edit ${product.data.description}`}>
                      Edit
                    </button>
                    <button type="button" className="btn btn-link" onClick={() => setToDelete(product)} aria-label={`Delete ${product.data.description}`}>
                      Delete
                    </button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {list.nextCursor ? (
        <div>
          <button type="button" className="btn btn-secondary" onClick={() => void list.loadMore()} disabled={list.loadingMore} aria-busy={list.loadingMore || undefined}>
            {list.loadingMore ? "Loading…" : "Load more products"}
          </button>
        </div>
      ) : null}

      <EditDialog open={editing !== null} title={editing === "new" ? "Add product" : "Edit product"} onClose={() => setEditing(null)}>
        <ProductForm
          product={editing && editing !== "new" ? editing : undefined}
          onSaved={(saved) => {
            toast.success(editing === "new" ? `Saved “${saved.data.description}”.` : `Updated “${saved.data.description}”.`);
            setEditing(null);
            changed();
          }}
          onCancel={() => setEditing(null)}
        />
      </EditDialog>

      <ConfirmDialog
        open={toDelete !== null}
        title="Delete this product?"
        confirmLabel="Delete product"
        busyLabel="Deleting…"
        busy={deleting}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      >
        “{toDelete ? toDelete.data.description : ""}” will be removed from your saved products. Line items already filled from it keep their copy.
      </ConfirmDialog>
    </div>
  );
}
