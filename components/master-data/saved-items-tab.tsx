"use client";

import { useState, type ReactNode } from "react";
import { toast } from "react-toastify";
import { EmptyState } from "@/components/ui/empty-state";
import { ListState } from "@/components/ui/list-state";
import { errorMessage } from "@/lib/client/api";
import { ConfirmDialog, Modal } from "@/components/ui/modal";
import styles from "./master-data.module.css";

/** What the tab reads of a `useKeysetList` result. */
export type SavedList<T> = {
  items: T[];
  status: "pending" | "error" | "success";
  error: unknown;
  hasMore: boolean;
  isFetchingNextPage: boolean;
  loadMore: () => void;
  reload: () => void;
};

export type SavedItemColumn<T> = { header: string; numeric?: boolean; cell: (item: T) => ReactNode };

export type SavedItemsTabProps<T extends { id: string }> = {
  /** Singular and plural nouns, lower case: "contact", "contacts". */
  noun: string;
  nounPlural: string;
  /** The search as typed, and the list for it as last asked (the caller debounces). */
  query: string;
  onQueryChange: (query: string) => void;
  searched: string;
  list: SavedList<T>;
  /** Deletes one (a mutation that refreshes the list). */
  onDelete: (item: T) => Promise<unknown>;
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
  const { noun, nounPlural, titleOf, list } = props;
  const [editing, setEditing] = useState<T | "new" | null>(null);
  const [toDelete, setToDelete] = useState<T | null>(null);
  const [deleting, setDeleting] = useState(false);

  const changed = () => props.onChanged();

  async function confirmDelete() {
    if (!toDelete) return;
    setDeleting(true);
    try {
      await props.onDelete(toDelete);
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
            value={props.query}
            onChange={(e) => props.onQueryChange(e.target.value)}
            placeholder={props.searchPlaceholder}
          />
        </div>
        <button type="button" className="btn" onClick={() => setEditing("new")}>
          Add {noun}
        </button>
      </div>

      <ListState
        list={list}
        empty={
          props.searched ? (
            <p className="empty-state">
              No {noun} matches “{props.searched}”.
            </p>
          ) : (
            <EmptyState title={`No saved ${nounPlural} yet`} headingLevel={3}>
              {props.emptyHint}
            </EmptyState>
          )
        }
        loadingLabel={`Loading ${nounPlural}…`}
      >
        <table className={`${styles.dataTable} table-stack`}>
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
                  <td
                    key={column.header}
                    className={column.numeric ? styles.numeric : undefined}
                    data-label={column.header}
                  >
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
      </ListState>

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
