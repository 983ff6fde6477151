"use client";

import Link from "next/link";
import { useCallback, useMemo, useRef, useState } from "react";
import { toast } from "react-toastify";
import { ConfirmDialog } from "@/components/ui/modal";
import { DocumentStateBadge } from "@/components/shipments/shipment-documents";
import { editorHref, formatDateTime, isSharee, shipmentHref, type Shipment } from "@/components/shipments/types";
import { personLabel, type SharedBy } from "@/components/sharing/types";
import { api, ApiError, errorMessage, type ApiIssue } from "@/lib/client/api";
import { useAppState } from "@/lib/client/app-state";
import { templateFields, type TemplateDescriptor } from "@/lib/templates/descriptors";
import { ConflictDialog } from "./conflict-dialog";
import { DocumentForm, type FormContext } from "./document-form";
import { documentPath, finalisePath } from "./endpoints";
import { sameData, setIn, type Data } from "./paths";
import { PdfPanel } from "./pdf-panel";
import { TotalsPanel } from "./totals-panel";
import { liveTotals } from "./totals";
import { SAVE_FAILED_MESSAGE, type DocumentDto } from "./types";
import { LEAVE_MESSAGE, useUnsavedGuard } from "./unsaved-guard";
import { VersionHistory } from "./version-history";
import styles from "./documents.module.css";

type Props = {
  shipmentId: string;
  template: TemplateDescriptor;
  initial: DocumentDto;
  /** The user may only read this document (a read share): no inputs, no save, no finalise. */
  readOnly?: boolean;
  /** The shipment, when loaded: its reference and its other documents. */
  shipment?: Shipment | null;
  /**
   * Who shared the document with the user (a sharee); null for the owner. A sharee never
   * finalises or switches shared fields, and their saves stay on this document.
   */
  sharedBy?: SharedBy | null;
};

/** Issue paths come as "data.consignee.name" from the document calls; fields are keyed without "data.". */
export function issuesToErrors(issues: ApiIssue[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.replace(/^data\.?/, "");
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}

/**
 * Every field of the template in the payload: a cleared field is sent as null, because the
 * server leaves a shared field it is not sent alone (another document may hold it).
 */
function payloadData(template: TemplateDescriptor, data: Data): Data {
  const out: Data = {};
  for (const field of templateFields(template.key)) out[field.key] = data[field.key] ?? null;
  return out;
}

export function DocumentEditor({ shipmentId, template, initial, readOnly = false, shipment, sharedBy = null }: Props) {
  const { refreshDocs } = useAppState();
  const [server, setServer] = useState<DocumentDto>(initial);
  const [draft, setDraft] = useState<Data>(initial.data);
  const [overrides, setOverrides] = useState<string[]>(initial.overrides ?? []);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formAlert, setFormAlert] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState<DocumentDto | null>(null);
  const [finalising, setFinalising] = useState<"ask" | "busy" | null>(null);
  const [finaliseError, setFinaliseError] = useState<string | null>(null);
  const [historyKey, setHistoryKey] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  const final = server.state === "final";
  const locked = readOnly || final;
  const sharee = sharedBy !== null || (shipment ? isSharee(shipment) : false);
  const owner = sharedBy ? personLabel(sharedBy) : null;
  const overridesChanged = [...overrides].sort().join() !== [...(server.overrides ?? [])].sort().join();
  const dirty = !locked && (overridesChanged || !sameData(draft, server.data));
  useUnsavedGuard(dirty);

  const live = useMemo(() => liveTotals(draft), [draft]);

  const onChange = useCallback((path: (string | number)[], value: unknown) => {
    setDraft((current) => setIn(current, path, value));
  }, []);

  const toggleOverride = useCallback(
    (key: string) =>
      setOverrides((current) => (current.includes(key) ? current.filter((k) => k !== key) : [...current, key])),
    [],
  );
  const context: FormContext = {
    data: draft,
    errors,
    readOnly: locked,
    onChange,
    priced: template.totals.includes("subtotal"),
    overrides,
    toggleOverride,
    overridesLocked: sharee,
  };

  /** A successful save or restore: the server's document (with its totals) becomes the editor's. */
  const accept = useCallback(
    (document: DocumentDto) => {
      setServer(document);
      setDraft(document.data);
      setOverrides(document.overrides ?? []);
      setErrors({});
      setFormAlert(null);
      setHistoryKey((k) => k + 1);
      void refreshDocs();
    },
    [refreshDocs],
  );

  const showIssues = (error: ApiError) => {
    const fieldMessages = issuesToErrors(error.issues);
    setErrors(fieldMessages);
    const count = Object.keys(fieldMessages).length;
    setFormAlert(
      count > 0
        ? `${error.message} ${count} field${count === 1 ? " needs" : "s need"} attention (marked below).`
        : error.message,
    );
    // Bring the first marked field into view, once React has rendered the messages.
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus());
  };

  /** Saves the draft as an edit of `baseVersion` (undefined: overwrite knowingly). */
  async function save(baseVersion: number | undefined = server.version) {
    if (locked) return;
    setSaving(true);
    try {
      const body = await api<{ document: DocumentDto }>(documentPath(shipmentId, template.key), {
        method: "PUT",
        body: {
          data: payloadData(template, draft),
          overrides,
          ...(baseVersion === undefined ? {} : { version: baseVersion }),
        },
      });
      accept(body.document);
      setConflict(null);
      toast.success(`${template.title} saved (version ${body.document.version}).`);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        // Someone saved in between: fetch their version and let the user choose. The draft stays as typed.
        try {
          const current = await api<{ document: DocumentDto }>(documentPath(shipmentId, template.key));
          setConflict(current.document);
        } catch {
          toast.error(SAVE_FAILED_MESSAGE);
        }
      } else if (error instanceof ApiError && error.status === 400) {
        showIssues(error);
        toast.error("The document was not saved: some fields need attention.");
      } else {
        setFormAlert(SAVE_FAILED_MESSAGE);
        toast.error(SAVE_FAILED_MESSAGE);
      }
    } finally {
      setSaving(false);
    }
  }

  async function finalise() {
    setFinalising("busy");
    setFinaliseError(null);
    try {
      const body = await api<{ document: DocumentDto }>(finalisePath(shipmentId, template.key), {
        method: "POST",
        body: { version: server.version },
      });
      accept(body.document);
      setFinalising(null);
      toast.success(`${template.title} finalised.`);
    } catch (error) {
      if (error instanceof ApiError && error.issues.length > 0) {
        setFinalising(null);
        showIssues(error);
      } else {
        setFinaliseError(errorMessage(error));
        setFinalising("ask");
      }
    }
  }

  function takeTheirs(theirs: DocumentDto) {
    accept(theirs);
    setConflict(null);
    toast.info("Showing the other version. Your edits were discarded.");
  }

  function discardChanges() {
    if (!window.confirm("Discard your unsaved changes and go back to the saved version?")) return;
    setDraft(server.data);
    setOverrides(server.overrides ?? []);
    setErrors({});
    setFormAlert(null);
  }

  return (
    <div className="stack">
      <header className={styles.editorHeader}>
        <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
          {sharee ? (
            <Link href="/shared-documents">Shared documents</Link>
          ) : (
            <Link href="/exportdocs">Export documents</Link>
          )}
          <span aria-hidden="true"> / </span>
          <Link href={shipmentHref(shipmentId)}>{shipment?.reference ?? server.reference ?? "Shipment"}</Link>
        </nav>
        {shipment && shipment.documents.length > 1 ? (
          <nav aria-label="Documents of this shipment" className={styles.docTabs}>
            <ul>
              {shipment.documents.map((doc) => (
                <li key={doc.name}>
                  <Link
                    href={editorHref(shipmentId, doc.name)}
                    aria-current={doc.name === template.key ? "page" : undefined}
                  >
                    {doc.title}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <div className={styles.titleRow}>
          <h1>{template.title}</h1>
          <DocumentStateBadge state={server.state} />
          {readOnly && sharee ? (
            <span className={styles.readOnlyBadge} role="status">
              Read only — shared by {owner ?? "the shipment's owner"}
            </span>
          ) : readOnly ? (
            <span className={styles.readOnlyBadge} role="status">
              Read only: you can view this document but not change it
            </span>
          ) : final ? (
            <span className={styles.readOnlyBadge} role="status">
              Finalised: read only
            </span>
          ) : null}
          {sharee && !readOnly ? (
            <span className={styles.sharedBadge} role="status">
              Can edit — shared by {owner ?? "the shipment's owner"}
            </span>
          ) : null}
          {dirty ? (
            <span className={styles.unsavedBadge} role="status">
              Unsaved changes
            </span>
          ) : null}
        </div>
        {sharee && !locked ? (
          <p className={styles.shareNote}>
            You can edit this document; changes to shared fields apply to this document only.
          </p>
        ) : null}
        <p className={styles.muted}>
          Version {server.version}
          {server.updatedAt && server.state !== "empty"
            ? ` · saved ${formatDateTime(server.updatedAt)}`
            : " · not saved yet"}
          {final && server.finalizedAt ? ` · finalised ${formatDateTime(server.finalizedAt)}` : ""}
        </p>
        {final && (server.pdfSha256 || server.contentSha256) ? (
          <dl className={styles.hash}>
            {server.pdfSha256 ? (
              <>
                <dt>SHA-256 of the issued PDF</dt>
                <dd>
                  <code>{server.pdfSha256}</code>
                </dd>
              </>
            ) : null}
            {server.contentSha256 ? (
              <>
                <dt>Document hash (printed on the PDF)</dt>
                <dd>
                  <code>{server.contentSha256}</code>
                  {server.verifyUrl ? (
                    <>
                      {" "}
                      <a href={server.verifyUrl} target="_blank" rel="noopener">
                        Verification page
                      </a>
                    </>
                  ) : null}
                </dd>
              </>
            ) : null}
          </dl>
        ) : null}
      </header>

      <div className={styles.editorLayout}>
        <form
          ref={formRef}
          className={styles.editorForm}
          noValidate
          aria-label={`${template.title} form`}
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          {formAlert ? (
            <p className="alert alert-error" role="alert">
              {formAlert}
            </p>
          ) : null}
          <fieldset disabled={locked} className={styles.bareFieldset}>
            <legend className="visually-hidden">{template.title}</legend>
            <DocumentForm template={template} context={context} />
          </fieldset>
          {!locked ? (
            <div className={styles.saveBar}>
              <button type="submit" className="btn" disabled={saving || !dirty} aria-busy={saving || undefined}>
                {saving ? (
                  <>
                    <span className="spinner" aria-hidden="true" /> Saving…
                  </>
                ) : (
                  "Save document"
                )}
              </button>
              <button type="button" className="btn btn-secondary" onClick={discardChanges} disabled={saving || !dirty}>
                Discard changes
              </button>
              <span className={styles.muted} aria-live="polite">
                {dirty ? "You have unsaved changes." : "All changes saved."}
              </span>
            </div>
          ) : null}
        </form>

        <aside className={styles.sidePanel} aria-label="Document tools">
          <TotalsPanel keys={template.totals} live={live} confirmed={server.totals ?? null} dirty={dirty} />
          {!locked && !sharee ? (
            <section className="card" aria-labelledby="finalise-title">
              <h2 id="finalise-title">Finalise</h2>
              <p className={styles.muted}>
                Freezes the document, issues its PDF and records the PDF&apos;s SHA-256. It cannot be edited afterwards.
              </p>
              <button
                type="button"
                className="btn"
                disabled={dirty || saving || server.state === "empty"}
                onClick={() => {
                  setFinaliseError(null);
                  setFinalising("ask");
                }}
              >
                Finalise document
              </button>
              {dirty ? (
                <p className="field-hint">Save your changes before finalising.</p>
              ) : server.state === "empty" ? (
                <p className="field-hint">Save the document before finalising.</p>
              ) : null}
            </section>
          ) : null}
          <PdfPanel
            shipmentId={shipmentId}
            templateKey={template.key}
            version={server.version}
            dirty={dirty}
            title={template.title}
          />
          <VersionHistory
            key={historyKey}
            shipmentId={shipmentId}
            templateKey={template.key}
            currentVersion={server.version}
            readOnly={locked}
            beforeRestore={() =>
              !dirty ||
              window.confirm(
                `${LEAVE_MESSAGE.replace("Leave without saving?", "Restore an older version and lose them?")}`,
              )
            }
            onRestored={(document) => {
              accept(document);
              toast.success(`Version restored; saved as version ${document.version}.`);
            }}
          />
        </aside>
      </div>

      <ConflictDialog
        open={conflict !== null}
        mine={draft}
        theirs={conflict}
        template={template}
        busy={saving}
        onKeepMine={() => conflict && void save(conflict.version)}
        onTakeTheirs={() => conflict && takeTheirs(conflict)}
        onClose={() => setConflict(null)}
      />
      <ConfirmDialog
        open={finalising !== null}
        title={`Finalise the ${template.title.toLowerCase()}?`}
        confirmLabel="Finalise"
        busyLabel="Finalising…"
        busy={finalising === "busy"}
        error={finaliseError}
        onCancel={() => setFinalising(null)}
        onConfirm={() => void finalise()}
      >
        <p>
          The document is frozen as it stands (version {server.version}), its PDF is issued and the PDF&apos;s SHA-256
          recorded. You will not be able to edit it again.
        </p>
      </ConfirmDialog>
    </div>
  );
}
