"use client";

import { useCallback, useState, type RefObject } from "react";
import type { ApiError, ApiIssue } from "@/lib/client/api";
import { fieldKeyOfIssue } from "@/lib/templates/field-labels";
import type { TemplateKey } from "@/lib/templates/descriptors";
import { sameData, setIn, type Data } from "./paths";
import type { DocumentDto } from "./types";
import { useUnsavedGuard } from "./unsaved-guard";

/**
 * Issue paths come as "data.consignee.name" from the document calls; fields are keyed without
 * "data.", and a place's parts ("portOfLoading.code") land on the place's one input.
 */
export function issuesToErrors(issues: ApiIssue[], templateKey?: TemplateKey): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const key = fieldKeyOfIssue(issue.path, templateKey);
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}

const withoutEmpty = (data: Data): Data =>
  Object.fromEntries(Object.entries(data).filter(([, v]) => v !== undefined && v !== null && v !== ""));

/**
 * The editor's two copies of the document: what the server last confirmed (`server`) and what
 * the user is typing (`draft`, `overrides`), with the field messages of the last refusal.
 * `dirty` (and the leave-page guard) compares the two; `locked` when nothing may be changed.
 */
export function useDocumentDraft(
  initial: DocumentDto,
  readOnly: boolean,
  formRef: RefObject<HTMLFormElement | null>,
  /** Values a new (empty) document starts with, e.g. the invoice number from the commercial invoice. */
  prefill: Data = {},
) {
  const [server, setServer] = useState<DocumentDto>(initial);
  const [draft, setDraft] = useState<Data>(() =>
    initial.state === "empty" && !readOnly ? { ...prefill, ...withoutEmpty(initial.data) } : initial.data,
  );
  const [overrides, setOverrides] = useState<string[]>(initial.overrides);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formAlert, setFormAlert] = useState<string | null>(null);

  // A finalised document is read only, whoever opens it.
  const locked = readOnly || server.state === "final";
  const overridesChanged = [...overrides].sort().join() !== [...server.overrides].sort().join();
  const dirty = !locked && (overridesChanged || !sameData(draft, server.data));
  useUnsavedGuard(dirty);

  const onChange = useCallback((path: (string | number)[], value: unknown) => {
    setDraft((current) => setIn(current, path, value));
  }, []);
  const toggleOverride = useCallback(
    (key: string) =>
      setOverrides((current) => (current.includes(key) ? current.filter((k) => k !== key) : [...current, key])),
    [],
  );

  /** A successful save or restore: the server's document (with its totals) becomes the editor's. */
  const accept = useCallback((document: DocumentDto) => {
    setServer(document);
    setDraft(document.data);
    setOverrides(document.overrides);
    setErrors({});
    setFormAlert(null);
  }, []);

  /**
   * A 400 (or a refused finalise): each field shows its message and the error summary at the top
   * of the form lists them, each linked to its field (the summary takes the focus).
   */
  const showIssues = useCallback(
    (error: ApiError) => {
      const fieldMessages = issuesToErrors(error.issues, initial.name);
      setErrors(fieldMessages);
      setFormAlert(Object.keys(fieldMessages).length > 0 ? null : error.message);
      if (Object.keys(fieldMessages).length === 0)
        requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>(".error-summary")?.focus());
    },
    [formRef, initial.name],
  );

  function discardChanges() {
    if (!window.confirm("Discard your unsaved changes and go back to the saved version?")) return;
    setDraft(server.data);
    setOverrides(server.overrides);
    setErrors({});
    setFormAlert(null);
  }

  return {
    server,
    locked,
    draft,
    overrides,
    errors,
    formAlert,
    setFormAlert,
    dirty,
    onChange,
    toggleOverride,
    accept,
    showIssues,
    discardChanges,
  };
}

export type DocumentDraft = ReturnType<typeof useDocumentDraft>;
