"use client";

import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { toast } from "react-toastify";
import { DialogActions, Modal } from "@/components/ui/modal";
import { FormAlert, SubmitButton } from "@/components/ui/field";
import { DocumentStateBadge } from "@/components/shipments/shipment-documents";
import type { DocumentSummary, Shipment } from "@/components/shipments/types";
import { api, ApiError, errorMessage } from "@/lib/client/api";
import { documentTitle } from "./document-title";
import { accessToPermission, PERMISSIONS, permissionToAccess, type Permission } from "./permission";
import { RevokeDialog } from "./revoke-dialog";
import { shareIssues, type ShareErrors as Errors } from "./share-issues";
import { ShareeList } from "./sharee-list";
import { personLabel, shareePath, type Connection, type Sharee } from "./types";
import styles from "./sharing.module.css";

/** What the dialog needs of a shipment; without `documents` it loads the shipment itself. */
export type ShareTarget = { id: string; reference: string; documents?: DocumentSummary[] };

type Props = {
  open: boolean;
  shipment: ShareTarget | null;
  /** Open with this person's current access in the form ("Change access"). */
  person?: Sharee | null;
  onClose: () => void;
  /** Every change (share, change, revoke), with the sharees as they now are. */
  onChanged?: (sharees: Sharee[]) => void;
};

/** The share dialog of one shipment: who has access, change or revoke it, and share with someone new. */
export function ShareDialog({ open, shipment, person, onClose, onChanged }: Props) {
  return (
    <Modal
      open={open && shipment !== null}
      title={`Share ${shipment?.reference ?? "shipment"}`}
      onClose={onClose}
      size="wide"
    >
      {open && shipment ? (
        <ShareManager shipment={shipment} person={person ?? null} onClose={onClose} onChanged={onChanged} />
      ) : null}
    </Modal>
  );
}

type Choice = Record<string, Permission>;
const NO_ERRORS: Errors = { docs: {} };

const choiceOf = (sharee: Sharee | null): Choice =>
  Object.fromEntries((sharee?.forms ?? []).map((f) => [f.name, accessToPermission(f.access)]));

function ShareManager({
  shipment,
  person,
  onClose,
  onChanged,
}: {
  shipment: ShareTarget;
  person: Sharee | null;
  onClose: () => void;
  onChanged?: (sharees: Sharee[]) => void;
}) {
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const [documents, setDocuments] = useState<DocumentSummary[] | null>(shipment.documents ?? null);
  const [sharees, setSharees] = useState<Sharee[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [connections, setConnections] = useState<Connection[]>([]);
  const [email, setEmail] = useState(person?.email ?? "");
  const [choice, setChoice] = useState<Choice>(choiceOf(person));
  const [errors, setErrors] = useState<Errors>(NO_ERRORS);
  const [alert, setAlert] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [toRevoke, setToRevoke] = useState<Sharee | null>(null);

  useEffect(() => {
    let active = true;
    const path = `/api/shipments/${encodeURIComponent(shipment.id)}`;
    Promise.all([
      api<{ users: Sharee[] }>(shareePath(shipment.id)),
      shipment.documents ? Promise.resolve(null) : api<{ shipment: Shipment }>(path),
    ])
      .then(([list, loaded]) => {
        if (!active) return;
        setSharees(list.users);
        if (loaded) setDocuments(loaded.shipment.documents);
      })
      .catch((error: unknown) => active && setLoadError(errorMessage(error)));
    // Connections are a convenience: if the network is unavailable, the owner types the address.
    api<{ connections: Connection[] }>("/api/network?connStatus=CONNECTED&limit=200")
      .then(
        (body) =>
          active &&
          setConnections(
            Array.isArray(body?.connections) ? body.connections.filter((c) => c && typeof c.email === "string") : [],
          ),
      )
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [shipment.id, shipment.documents]);

  useEffect(() => {
    if (person) headingRef.current?.focus();
  }, [person]);

  const normalised = email.trim().toLowerCase();
  const existing = sharees?.find((s) => s.email === normalised) ?? null;
  const sent = (documents ?? []).map((d) => d.name).filter((name) => name in choice);

  function edit(sharee: Sharee) {
    setEmail(sharee.email);
    setChoice(choiceOf(sharee));
    setErrors(NO_ERRORS);
    setAlert(null);
    headingRef.current?.focus();
  }

  function reset() {
    setEmail("");
    setChoice({});
    setErrors(NO_ERRORS);
    setAlert(null);
  }

  function changed(next: Sharee[]) {
    setSharees(next);
    onChanged?.(next);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    setErrors(NO_ERRORS);
    setAlert(null);
    try {
      const forms = sent.map((name) => ({ name, access: permissionToAccess(choice[name]) }));
      const { share } = await api<{ share: Sharee }>("/api/shipments/share-users", {
        method: "PUT",
        body: { shipmentId: shipment.id, email, forms },
      });
      const known = sharees?.some((s) => s.email === share.email);
      changed(known ? (sharees ?? []).map((s) => (s.email === share.email ? share : s)) : [...(sharees ?? []), share]);
      const who = personLabel(share);
      toast.success(
        known
          ? `Access of ${who} updated.`
          : share.pending
            ? `Invitation sent to ${share.email}.`
            : `Shared with ${who}.`,
      );
      reset();
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && error.issues.length > 0) {
        const found = shareIssues(error, sent);
        setErrors(found);
        const placed = found.email || found.forms || Object.keys(found.docs).length > 0;
        setAlert(placed ? "Not shared: see the marked fields." : error.message);
        if (found.email) emailRef.current?.focus();
      } else {
        setAlert(errorMessage(error));
        toast.error(`Not shared: ${errorMessage(error)}`);
      }
    } finally {
      setSaving(false);
    }
  }

  const titles = Object.fromEntries((documents ?? []).map((d) => [d.name, d.title]));
  const emailError = `${id}-email-error`;
  const formsError = `${id}-forms-error`;

  return (
    <div className={styles.dialogBody}>
      <section className={styles.section} aria-labelledby={`${id}-people`}>
        <h3 id={`${id}-people`}>People with access</h3>
        {loadError ? (
          <p className="alert alert-error" role="alert">
            Could not load who has access: {loadError}
          </p>
        ) : sharees === null ? (
          <p className={styles.loading} role="status" aria-busy="true">
            <span className="spinner" aria-hidden="true" /> Loading…
          </p>
        ) : sharees.length === 0 ? (
          <p className={styles.muted}>Nobody else has access to this shipment yet.</p>
        ) : (
          <ShareeList
            sharees={sharees}
            label={`People with access to ${shipment.reference}`}
            titles={titles}
            onChange={edit}
            onRevoke={setToRevoke}
          />
        )}
      </section>

      <form className={`form ${styles.section}`} noValidate onSubmit={submit} aria-labelledby={`${id}-form`}>
        <h3 id={`${id}-form`} ref={headingRef} tabIndex={-1} className={styles.formHeading}>
          {existing ? `Change access of ${personLabel(existing)}` : "Share with someone"}
        </h3>
        <FormAlert message={alert} />
        {connections.length > 0 ? (
          <div className="field">
            <label htmlFor={`${id}-connection`}>Pick a connection</label>
            <select
              id={`${id}-connection`}
              value={connections.some((c) => c.email.toLowerCase() === normalised) ? normalised : ""}
              onChange={(e) => {
                if (!e.target.value) return;
                setEmail(e.target.value);
                setErrors((current) => ({ ...current, email: undefined }));
              }}
            >
              <option value="">Choose from your network…</option>
              {connections.map((c) => (
                <option key={c.email} value={c.email.toLowerCase()}>
                  {c.name
                    ? `${personLabel({ name: c.name, company: c.company, email: c.email })} — ${c.email}`
                    : c.email}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <div className="field">
          <label htmlFor={`${id}-email`}>Email address</label>
          <input
            ref={emailRef}
            id={`${id}-email`}
            type="email"
            name="email"
            autoComplete="off"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={`${id}-email-hint${errors.email ? ` ${emailError}` : ""}`}
          />
          <span id={`${id}-email-hint`} className="field-hint">
            Someone without an Exportly account gets an invitation link by email.
          </span>
          {errors.email ? (
            <p id={emailError} className="field-error">
              {errors.email}
            </p>
          ) : null}
        </div>

        <fieldset className={styles.docChoices} aria-describedby={errors.forms ? formsError : undefined}>
          <legend>Documents to share</legend>
          {documents === null ? (
            loadError ? null : (
              <p className={styles.loading} role="status">
                <span className="spinner" aria-hidden="true" /> Loading the documents…
              </p>
            )
          ) : documents.length === 0 ? (
            <p className={styles.muted}>This shipment has no documents yet. Add documents before sharing it.</p>
          ) : (
            documents.map((doc) => {
              const ticked = doc.name in choice;
              const docError = errors.docs[doc.name];
              const docErrorId = `${id}-${doc.name}-error`;
              return (
                <div key={doc.name} className={styles.docChoice}>
                  <label>
                    <input
                      type="checkbox"
                      checked={ticked}
                      aria-describedby={docError ? docErrorId : undefined}
                      aria-invalid={docError ? true : undefined}
                      onChange={(e) =>
                        setChoice((current) => {
                          const next = { ...current };
                          if (e.target.checked) next[doc.name] = current[doc.name] ?? "read";
                          else delete next[doc.name];
                          return next;
                        })
                      }
                    />
                    {doc.title || documentTitle(doc.name)} <DocumentStateBadge state={doc.state} />
                  </label>
                  <select
                    aria-label={`Permission for ${doc.title || documentTitle(doc.name)}`}
                    value={choice[doc.name] ?? "read"}
                    disabled={!ticked}
                    onChange={(e) => setChoice((current) => ({ ...current, [doc.name]: e.target.value as Permission }))}
                  >
                    {PERMISSIONS.map((p) => (
                      <option key={p.value} value={p.value}>
                        {p.label}
                      </option>
                    ))}
                  </select>
                  {docError ? (
                    <p id={docErrorId} className={`field-error ${styles.docError}`}>
                      {docError}
                    </p>
                  ) : null}
                </div>
              );
            })
          )}
          {errors.forms ? (
            <p id={formsError} className="field-error">
              {errors.forms}
            </p>
          ) : null}
        </fieldset>
        <p className="field-hint">
          Read only: they can open the document and its PDF. Can edit: they can also change and save it; their changes
          stay on that document.
        </p>

        <DialogActions>
          <button type="button" className="btn btn-secondary" onClick={onClose} disabled={saving}>
            Close
          </button>
          {existing || email || Object.keys(choice).length > 0 ? (
            <button type="button" className="btn btn-secondary" onClick={reset} disabled={saving}>
              Clear
            </button>
          ) : null}
          <SubmitButton busy={saving} busyLabel="Sharing…">
            {existing ? "Update access" : "Share"}
          </SubmitButton>
        </DialogActions>
      </form>

      <RevokeDialog
        shipment={shipment}
        sharee={toRevoke}
        onCancel={() => setToRevoke(null)}
        onRevoked={(gone) => {
          setToRevoke(null);
          changed((sharees ?? []).filter((s) => s.email !== gone.email));
          if (normalised === gone.email) reset();
        }}
      />
    </div>
  );
}
