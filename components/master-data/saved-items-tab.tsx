"use client";

import { useState, type ReactNode } from "react";
import { toast } from "react-toastify";
import { EmptyState } from "@/components/ui/empty-state";
import { api, errorMessage } from "@/lib/client/api";
import { ConfirmDialog, Modal } from "@/components/ui/modal";
import styles from "./master-data.module.css";
import { usePagedList } from "./use-paged-list";

export type SavedItemColumn<T> = { header: string; numeric?: boolean; cell: (item: T) => ReactNode };

export type SavedItemsTabProps<T extends { id: string }> = {
  /** Singular and plural nouns, lower case: "contact", "contacts". */
  noun: string;
  nounPlural: string;
  /** The collection endpoint ("/api/contacts") and the list's key in its answer ("contacts"). */
  endpoint: string;
  listKey: string;
  searchPlaceholder: string;
  emptyHint: ReactNode;
  /** What happens to documents filled from a deleted item, said in the confirmation. */
  deleteNote: string;
  titleOf: (item: T) => string;
  columns: SavedItemColumn<T>[];
  renderForm: (props: { item: T | undefined; onSaved: (saved: T) => void; onCancel: () => void }) => ReactNode;
  /** After an add, edit or delete (e.g. refresh the app-wide list the pickers read). */
  onChanged: () => void;
};

/** One tab of Saved data: search, list (newest first, load more), add, edit, delete after confirmation. */
export function SavedItemsTab<T extends { id: string }>(props: SavedItemsTabProps<T>) {
  const { noun, nounPlural, titleOf } = props;
  const [query, setQuery] = useState("");
  const list = usePagedList<T>(props.endpoint, props.listKey, query);
  const [editing, setEditing] = useState<T | "new" | null>(null);
  const [toDelete, setToDelete] = useState<T | null>(null);
  const [deleting, setDeleting] = useState(false);

  const changed = () => {
    list.reload();
    props.onChanged();
  };

  async function confirmDelete() {
    if (!toDelete) return;
    setDeleting(true);
    try {
      await api(`${props.endpoint}/${toDelete.id}`, { method: "DELETE" });
      toast.success(`Deleted “${titleOf(toDelete)}”.`);
      setToDelete(null);
      changed();
    } catch (e) {
      toast.error(errorMessage(e));
    } finally {
      setDeleting(false);
    }
  }

  const muted = (value: ReactNode) =>
    value === null || value === undefined || value === "" ? <span className={styles.muted}>—</span> : value;

  return (
    <div className="stack">
      <div className={styles.row} style={{ justifyContent: "space-between" }}>
        <div className="field" style={{ minWidth: "16rem" }}>
          <label htmlFor={`${nounPlural}-search`}>Search {nounPlural}</label>
          <input
            id={`${nounPlural}-search`}
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder={props.searchPlaceholder}
          />
        </div>
        <button type="button" className="btn" onClick={() => setEditing("new")}>
          Add {noun}
        </button>
      </div>

      {list.error ? (
        <p className="alert alert-error" role="alert">
          {list.error}
        </p>
      ) : list.items === null ? (
        <p aria-busy="true">Loading {nounPlural}…</p>
      ) : list.items.length === 0 ? (
        query ? (
          <p className="empty-state">
            No {noun} matches “{query}”.
          </p>
        ) : (
          <EmptyState title={`No saved ${nounPlural} yet`} headingLevel={3}>
            {props.emptyHint}
          </EmptyState>
        )
      ) : (
        <table className={styles.dataTable}>
          <caption className="visually-hidden">Saved {nounPlural}</caption>
          <thead>
            <tr>
              {props.columns.map((column) => (
                <th key={column.header} scope="col" className={column.numeric ? styles.numeric : undefined}>
                  {column.header}
                </th>
              ))}
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.items.map((item) => (
              <tr key={item.id}>
                {props.columns.map((column) => (
                  <td key={column.header} className={column.numeric ? styles.numeric : undefined}>
                    {muted(column.cell(item))}
                  </td>
                ))}
                <td>
                  <div className={styles.row}>
                    <button
                      type="button"
                      className="btn btn-link"
                      onClick={() => setEditing(item)}
                      aria-label={`Edit ${titleOf(item)}`}
                    >
                      Edit
                    </button>
                    <button
                      type="button"
                      className="btn btn-link"
                      onClick={() => setToDelete(item)}
                      aria-label={`Delete ${titleOf(item)}`}
                    >
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
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => void list.loadMore()}
            disabled={list.loadingMore}
            aria-busy={list.loadingMore || undefined}
          >
            {list.loadingMore ? "Loading…" : `Load more ${nounPlural}`}
          </button>
        </div>
      ) : null}

      <Modal
        size="form"
        open={editing !== null}
        title={editing === "new" ? `Add ${noun}` : `Edit ${noun}`}
        onClose={() => setEditing(null)}
      >
        {props.renderForm({
          item: editing && editing !== "new" ? editing : undefined,
          onSaved: (saved) => {
            toast.success(editing === "new" ? `Saved “${titleOf(saved)}”.` : `Updated “${titleOf(saved)}”.`);
            setEditing(null);
            changed();
          },
          onCancel: () => setEditing(null),
        })}
      </Modal>

      <ConfirmDialog
        open={toDelete !== null}
        title={`Delete this ${noun}?`}
        confirmLabel={`Delete ${noun}`}
        busyLabel="Deleting…"
        busy={deleting}
        danger
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      >
        “{toDelete ? titleOf(toDelete) : ""}” will be removed from your saved {nounPlural}. {props.deleteNote}
      </ConfirmDialog>
    </div>
  );
}
