"use client";

import { useMemo, useRef } from "react";
import { isSharee, type Shipment } from "@/components/shipments/types";
import { personLabel, type SharedBy } from "@/components/sharing/types";
import type { TemplateDescriptor } from "@/lib/templates/descriptors";
import { ConflictDialog } from "./conflict-dialog";
import { DocumentForm, type FormContext } from "./document-form";
import { EditorHeader } from "./editor-header";
import { EditorTools } from "./editor-tools";
import { SaveBar } from "./save-bar";
import { liveTotals } from "./totals";
import type { DocumentDto } from "./types";
import { useDocumentActions } from "./use-document-actions";
import { useDocumentDraft } from "./use-document-draft";
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
};

/** One document of a shipment: the form, save and discard, totals, finalise, PDF and versions. */
export function DocumentEditor({ shipmentId, template, initial, readOnly = false, shipment, sharedBy = null }: Props) {
  const formRef = useRef<HTMLFormElement>(null);
  const doc = useDocumentDraft(initial, readOnly, formRef);
  const { server, draft, dirty, locked } = doc;
  const actions = useDocumentActions(shipmentId, template, doc, locked);
  const sharee = sharedBy !== null || (shipment ? isSharee(shipment) : false);
  const live = useMemo(() => liveTotals(draft), [draft]);

  const context: FormContext = {
    data: draft,
    errors: doc.errors,
    readOnly: locked,
    onChange: doc.onChange,
    priced: template.totals.includes("subtotal"),
    overrides: doc.overrides,
    toggleOverride: doc.toggleOverride,
    overridesLocked: sharee,
  };

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
      />
      <div className={styles.editorLayout}>
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
          {doc.formAlert ? (
            <p className="alert alert-error" role="alert">
              {doc.formAlert}
            </p>
          ) : null}
          <fieldset disabled={locked} className={styles.bareFieldset}>
            <legend className="visually-hidden">{template.title}</legend>
            <DocumentForm template={template} context={context} />
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
          readOnly={locked}
          saving={actions.saving}
          onFinalise={actions.finalise}
          onRestored={actions.accepted}
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
