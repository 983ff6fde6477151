"use client";

import { useState } from "react";
import { toast } from "react-toastify";
import { useShipmentChanged } from "@/components/shipments/use-shipment-changed";
import { ApiError, errorMessage } from "@/lib/client/api";
import { apiRequest } from "@/lib/client/api-client";
import { templateFields, type TemplateDescriptor } from "@/lib/templates/descriptors";
import type { Data } from "./paths";
import { SAVE_FAILED_MESSAGE, type DocumentDto } from "./types";
import type { DocumentDraft } from "./use-document-draft";

/**
 * Every field of the template in the payload: a cleared field is sent as null, because the
 * server leaves a shared field it is not sent alone (another document may hold it).
 */
function payloadData(template: TemplateDescriptor, data: Data): Data {
  const out: Data = {};
  for (const field of templateFields(template.key)) out[field.key] = data[field.key] ?? null;
  return out;
}

/**
 * Save (with the stale-version conflict), finalise, and taking the other version. Each success
 * becomes the editor's document and refreshes what shows the shipment (its documents' states,
 * versions, activity, balances).
 */
export function useDocumentActions(
  shipmentId: string,
  template: TemplateDescriptor,
  doc: DocumentDraft,
  locked: boolean,
) {
  const changed = useShipmentChanged();
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState<DocumentDto | null>(null);
  const params = { id: shipmentId, x: template.key };

  function accepted(document: DocumentDto) {
    doc.accept(document);
    changed();
  }

  /** Saves the draft as an edit of `baseVersion` (undefined: overwrite knowingly). */
  async function save(baseVersion: number | undefined = doc.server.version) {
    if (locked) return;
    setSaving(true);
    try {
      const body = await apiRequest("PUT", "/api/shipments/{id}/{x}", {
        params,
        body: {
          data: payloadData(template, doc.draft),
          overrides: doc.overrides as DocumentDto["overrides"],
          ...(baseVersion === undefined ? {} : { version: baseVersion }),
        },
      });
      accepted(body.document);
      setConflict(null);
      toast.success(`${template.title} saved (version ${body.document.version}).`);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        // Someone saved in between: fetch their version and let the user choose. The draft stays as typed.
        try {
          setConflict((await apiRequest("GET", "/api/shipments/{id}/{x}", { params })).document);
        } catch {
          toast.error(SAVE_FAILED_MESSAGE);
        }
      } else if (error instanceof ApiError && error.status === 400) {
        // The error summary at the top of the form says what and where; no toast on top of it.
        doc.showIssues(error);
      } else {
        doc.setFormAlert(SAVE_FAILED_MESSAGE);
        toast.error(SAVE_FAILED_MESSAGE);
      }
    } finally {
      setSaving(false);
    }
  }

  /**
   * Finalises the saved version; resolves with the message to show in the dialog, the compliance
   * errors to confirm (409: the checks find errors in this document), or null when done.
   * `overrideComplianceErrors` finalises despite them (the server audits it).
   */
  async function finalise(overrideComplianceErrors = false): Promise<FinaliseOutcome> {
    try {
      const body = await apiRequest("POST", "/api/shipments/{id}/{x}/finalise", {
        params,
        body: { version: doc.server.version, ...(overrideComplianceErrors ? { overrideComplianceErrors } : {}) },
      });
      accepted(body.document);
      toast.success(`${template.title} finalised.`);
      return null;
    } catch (error) {
      if (error instanceof ApiError && error.status === 409 && error.code === "conflict" && error.issues.length > 0) {
        return { complianceErrors: error.issues.map((i) => i.message), message: error.message };
      }
      if (error instanceof ApiError && error.issues.length > 0) {
        doc.showIssues(error);
        return null;
      }
      return errorMessage(error);
    }
  }

  function takeTheirs(theirs: DocumentDto) {
    accepted(theirs);
    setConflict(null);
    toast.info("Showing the other version. Your edits were discarded.");
  }

  return { saving, conflict, setConflict, save, finalise, takeTheirs, accepted };
}

/** What finalising answers the dialog: done (null), a message, or compliance errors to confirm. */
export type FinaliseOutcome = string | null | { complianceErrors: string[]; message: string };
