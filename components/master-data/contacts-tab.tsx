"use client";

import { useState } from "react";
import { toast } from "react-toastify";
import { EmptyState } from "@/components/ui/empty-state";
import { CONTACT_ROLE_LABELS } from "@/lib/contacts/roles";
import { api, errorMessage } from "@/lib/client/api";
import { useAppState } from "@/lib/client/app-state";
import { ConfirmDialog } from "./confirm-dialog";
import { ContactForm } from "./contact-form";
import { EditDialog } from "./edit-dialog";
import { contactPlace, contactTitle, type SavedContact } from "./master-data-client";
import styles from "./master-data.module.css";
import { usePagedList } from "./use-paged-list";

/** Saved data → Contacts: search, list (newest first, load more), add, edit, delete after confirmation. */
export function ContactsTab() {
  const { refreshContacts } = useAppState();
  const [query, setQuery] = useState("");
  const list = usePagedList<SavedContact>("/api/contacts", "contacts", query);
  const [editing, setEditing] = useState<SavedContact | "new" | null>(null);
  const [toDelete, setToDelete] = useState<SavedContact | null>(null);
  const [deleting, setDeleting] = useState(false);

  const changed = () => {
    list.reload();
    void refreshContacts();
  };

  async function confirmDelete() {
    if (!toDelete) return;
    setDeleting(true);
    try {
      await api(`/api/contacts/${toDelete.id}`, { method: "DELETE" });
      toast.success(`Deleted “${contactTitle(toDelete.data)}”.`);
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
          <label htmlFor="contacts-search">Search contacts</label>
          <input id="contacts-search" type="search" value={query} onChange={(e) => setQuery(e.target.value)} placeholder="Name, company, city or email" />
        </div>
        <button type="button" className="btn" onClick={() => setEditing("new")}>
          Add contact
        </button>
      </div>

      {list.error ? (
        <p className="alert alert-error" role="alert">
          {list.error}
        </p>
      ) : list.items === null ? (
        <p aria-busy="true">Loading contacts…</p>
      ) : list.items.length === 0 ? (
        query ? (
          <p className="empty-state">No contact matches “{query}”.</p>
        ) : (
          <EmptyState title="No saved contacts yet" headingLevel={3}>
            Save your exporter, consignees, buyers and notify parties once, then fill any document with one click.
          </EmptyState>
        )
      ) : (
        <table className={styles.dataTable}>
          <caption className="visually-hidden">Saved contacts</caption>
          <thead>
            <tr>
              <th scope="col">Contact</th>
              <th scope="col">Place</th>
              <th scope="col">Roles</th>
              <th scope="col">Email and phone</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.items.map((contact) => (
              <tr key={contact.id}>
                <td>
                  <strong>{contactTitle(contact.data)}</strong>
                </td>
                <td>{contactPlace(contact.data) || <span className={styles.muted}>—</span>}</td>
                <td>
                  <span className={styles.chips}>
                    {(contact.data.roles ?? []).map((r) => (
                      <span key={r} className={styles.chip}>
                        {CONTACT_ROLE_LABELS[r]}
                      </span>
                    ))}
                  </span>
                </td>
                <td>
                  {contact.data.email ? <div>{contact.data.email}</div> : null}
                  {contact.data.phone ? <div>{contact.data.phone}</div> : null}
                </td>
                <td>
                  <div className={styles.row}>
                    <button type="button" className="btn btn-link" onClick={() => setEditing(contact)} aria-label={`Edit ${contactTitle(contact.data)}`}>
                      Edit
                    </button>
                    <button type="button" className="btn btn-link" onClick={() => setToDelete(contact)} aria-label={`Delete ${contactTitle(contact.data)}`}>
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
            {list.loadingMore ? "Loading…" : "Load more contacts"}
          </button>
        </div>
      ) : null}

      <EditDialog open={editing !== null} title={editing === "new" ? "Add contact" : "Edit contact"} onClose={() => setEditing(null)}>
        <ContactForm
          contact={editing && editing !== "new" ? editing : undefined}
          onSaved={(saved) => {
            toast.success(editing === "new" ? `Saved “${contactTitle(saved.data)}”.` : `Updated “${contactTitle(saved.data)}”.`);
            setEditing(null);
            changed();
          }}
          onCancel={() => setEditing(null)}
        />
      </EditDialog>

      <ConfirmDialog
        open={toDelete !== null}
        title="Delete this contact?"
        confirmLabel="Delete contact"
        busyLabel="Deleting…"
        busy={deleting}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      >
        “{toDelete ? contactTitle(toDelete.data) : ""}” will be removed from your saved contacts. Documents already filled from it keep their copy.
      </ConfirmDialog>
    </div>
  );
}
