"use client";

import { useCallback, useState, type RefObject } from "react";
import type { ApiError, ApiIssue } from "@/lib/client/api";
import { sameData, setIn, type Data } from "./paths";
import type { DocumentDto } from "./types";
import { useUnsavedGuard } from "./unsaved-guard";

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
 * The editor's two copies of the document: what the server last confirmed (`server`) and what
 * the user is typing (`draft`, `overrides`), with the field messages of the last refusal.
 * `dirty` (and the leave-page guard) compares the two; `locked` when nothing may be changed.
 */
export function useDocumentDraft(initial: DocumentDto, readOnly: boolean, formRef: RefObject<HTMLFormElement | null>) {
  const [server, setServer] = useState<DocumentDto>(initial);
  const [draft, setDraft] = useState<Data>(initial.data);
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

  /** A 400 (or a refused finalise): each field shows its message, the first one gets the focus. */
  const showIssues = useCallback(
    (error: ApiError) => {
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
    },
    [formRef],
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
