"use client";

import { useMemo, useRef } from "react";
import { toast } from "react-toastify";
import { ErrorSummary } from "@/components/ui/error-summary";
import { isSharee, type Shipment } from "@/components/shipments/types";
import { personLabel, type SharedBy } from "@/components/sharing/types";
import { fieldPathLabel } from "@/lib/templates/field-labels";
import { templateFields, isTemplateKey, type TemplateDescriptor } from "@/lib/templates/descriptors";
import { ConflictDialog } from "./conflict-dialog";
import { DocumentForm, type FormContext } from "./document-form";
import { EditorHeader } from "./editor-header";
import { EditorTools } from "./editor-tools";
import { HistoryDrawer } from "./history-drawer";
import type { Data } from "./paths";
import { SaveBar } from "./save-bar";
import { SectionNav } from "./section-nav";
import { liveTotals } from "./totals";
import type { DocumentDto } from "./types";
import { LEAVE_MESSAGE } from "./unsaved-guard";
import { useDocumentActions } from "./use-document-actions";
import { useDocumentDraft } from "./use-document-draft";
import { useFocusFieldFromHash } from "./use-focus-field-from-hash";
import { visibleSections } from "./visible-fields";
import styles from "./documents.module.css";

export { issuesToErrors } from "./use-document-draft";

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
  /** Values a new, empty document starts with (the commercial invoice's number and date). */
  prefill?: Data;
};

/**
 * One document of a shipment: its sections as jump links on the left, the form in the middle
 * and, on the right, the live PDF preview (the download's own renderer, reloaded after each
 * save) with the totals and finalise. The version history opens in a drawer.
 */
export function DocumentEditor({
  shipmentId,
  template,
  initial,
  readOnly = false,
  shipment,
  sharedBy = null,
  prefill,
}: Props) {
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFieldFromHash(formRef);
  const doc = useDocumentDraft(initial, readOnly, formRef, prefill);
  const { server, draft, dirty, locked } = doc;
  const actions = useDocumentActions(shipmentId, template, doc, locked);
  const sharee = sharedBy !== null || (shipment ? isSharee(shipment) : false);
  const live = useMemo(() => liveTotals(draft), [draft]);
  const sections = useMemo(() => visibleSections(template, draft, doc.errors), [template, draft, doc.errors]);
  const labels = useMemo(
    () => Object.fromEntries(Object.keys(doc.errors).map((key) => [key, fieldPathLabel(key, template.key)])),
    [doc.errors, template.key],
  );

  // For each shared field, the titles of the shipment's other documents that show it.
  const otherDocuments = useMemo(
    () =>
      (shipment?.documents ?? [])
        .filter((d) => d.name !== template.key && isTemplateKey(d.name))
        .map((d) => ({ title: d.title, keys: new Set(templateFields(d.name).map((f) => f.key)) })),
    [shipment, template.key],
  );
  const sharedWith = (key: string) => otherDocuments.filter((d) => d.keys.has(key)).map((d) => d.title);

  const context: FormContext = {
    data: draft,
    errors: doc.errors,
    readOnly: locked,
    onChange: doc.onChange,
    priced: template.totals.includes("subtotal"),
    overrides: doc.overrides,
    toggleOverride: doc.toggleOverride,
    overridesLocked: sharee,
    sharedWith: shipment ? sharedWith : undefined,
  };
  const prefilled = initial.state === "empty" && !locked && prefill && Object.keys(prefill).length > 0;

  return (
    <div className="stack">
      <EditorHeader
        shipmentId={shipmentId}
        template={template}
        server={server}
        shipment={shipment}
        readOnly={readOnly}
        sharee={sharee}
        owner={sharedBy ? personLabel(sharedBy) : null}
        dirty={dirty}
        actions={
          <HistoryDrawer
            shipmentId={shipmentId}
            templateKey={template.key}
            currentVersion={server.version}
            readOnly={locked}
            beforeRestore={() =>
              !dirty ||
              window.confirm(LEAVE_MESSAGE.replace("Leave without saving?", "Restore an older version and lose them?"))
            }
            onRestored={(document) => {
              actions.accepted(document);
              toast.success(`Version restored; saved as version ${document.version}.`);
            }}
          />
        }
      />
      <div className={styles.editorLayout}>
        <div className={styles.navColumn}>
          <SectionNav sections={sections} />
        </div>
        <form
          ref={formRef}
          className={styles.editorForm}
          noValidate
          aria-label={`${template.title} form`}
          onSubmit={(e) => {
            e.preventDefault();
            void actions.save();
          }}
        >
          <ErrorSummary
            errors={doc.errors}
            alert={doc.formAlert}
            labels={labels}
            title={`The ${template.title.toLowerCase()} was not saved`}
          />
          {prefilled && server.state === "empty" ? (
            <p className={styles.shareNote}>
              The invoice number and date come from the shipment&apos;s commercial invoice. Save to keep them.
            </p>
          ) : null}
          <fieldset disabled={locked} className={styles.bareFieldset}>
            <legend className="visually-hidden">{template.title}</legend>
            <DocumentForm sections={sections} context={context} />
          </fieldset>
          {locked ? null : <SaveBar saving={actions.saving} dirty={dirty} onDiscard={doc.discardChanges} />}
        </form>

        <EditorTools
          shipmentId={shipmentId}
          template={template}
          server={server}
          live={live}
          dirty={dirty}
          finalisable={!locked && !sharee}
          saving={actions.saving}
          onFinalise={actions.finalise}
        />
      </div>

      <ConflictDialog
        open={actions.conflict !== null}
        mine={draft}
        theirs={actions.conflict}
        template={template}
        busy={actions.saving}
        onKeepMine={() => actions.conflict && void actions.save(actions.conflict.version)}
        onTakeTheirs={() => actions.conflict && actions.takeTheirs(actions.conflict)}
        onClose={() => actions.setConflict(null)}
      />
    </div>
  );
}
