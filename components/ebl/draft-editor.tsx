"use client";

import { useId, useRef, useState, type FormEvent } from "react";
import { toast } from "react-toastify";
import type { EnvelopeDto } from "@/lib/ebl/contract";
import { ApiError, errorMessage, type ApiIssue } from "@/lib/client/api";
import { apiRequest } from "@/lib/client/api-client";
import { SubmitButton } from "@/components/ui/field";
import { PortCombobox } from "@/components/master-data/port-combobox";
import {
  ALL_FIELDS,
  applyValues,
  fieldApplies,
  fieldForIssue,
  FIELD_GROUPS,
  locodeOf,
  valuesOf,
  writePath,
  type DocumentField,
  type FormValues,
} from "./document-fields";
import styles from "./ebl.module.css";

type Props = {
  envelope: EnvelopeDto;
  /** Issues from the last save or issue attempt (DCSA validation), shown by field and as a list. */
  issues: ApiIssue[];
  issuesMessage: string | null;
  onSaved: (envelope: EnvelopeDto) => void;
  onIssues: (issues: ApiIssue[], message: string | null) => void;
  onStale: () => void;
};

/** The message for each field from the issues, by the field's key; the rest stay in the list only. */
function issuesByField(issues: ApiIssue[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const field = fieldForIssue(issue.path);
    if (field && !(field.key in out)) out[field.key] = issue.message;
  }
  return out;
}

/**
 * The draft editor: the essential DCSA 3.0.3 TransportDocument fields in groups, saved with
 * PATCH (every field it does not show is kept as it was). Validation issues (from a save, or
 * from the carrier's attempt to issue) appear under their fields and as a list with their paths.
 */
export function DraftEditor({ envelope, issues, issuesMessage, onSaved, onIssues, onStale }: Props) {
  const id = useId();
  const [values, setValues] = useState<FormValues>(() => valuesOf(envelope.transportDocument ?? {}));
  const [portNames, setPortNames] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [dirty, setDirty] = useState(false);
  const listRef = useRef<HTMLDivElement>(null);
  const errors = issuesByField(issues);

  const set = (key: string, value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    setDirty(true);
  };

  function documentToSave(): Record<string, unknown> {
    let document = applyValues(envelope.transportDocument ?? {}, values);
    // A port picked from UN/LOCODE also carries its name, as the bill prints it.
    for (const field of ALL_FIELDS) {
      const name = portNames[field.key];
      if (field.kind === "port" && name && values[field.key])
        document = writePath(document, [...field.path.slice(0, -1), "locationName"], name);
    }
    return document;
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    try {
      const { envelope: saved } = await apiRequest("PATCH", "/api/envelopes/{id}", {
        params: { id: envelope.id },
        // The version the edit is based on: a save in between answers 409 instead of being overwritten.
        body: { transportDocument: documentToSave(), expectedVersion: envelope.draftVersion },
      });
      setDirty(false);
      onIssues([], null);
      toast.success("Draft saved.");
      onSaved(saved);
    } catch (error) {
      if (error instanceof ApiError && (error.status === 400 || error.status === 422) && error.issues.length > 0) {
        onIssues(error.issues, error.message);
        listRef.current?.focus();
      } else if (error instanceof ApiError && (error.status === 409 || error.status === 404)) {
        toast.warning(`${error.message} Showing the latest state.`);
        onStale();
      } else toast.error(`Not saved: ${errorMessage(error)}`);
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className={styles.editor} noValidate onSubmit={save} aria-label="Draft transport document">
      {issues.length > 0 ? (
        <div className="alert alert-error" role="alert" tabIndex={-1} ref={listRef}>
          <p>{issuesMessage ?? "The transport document is not complete."}</p>
          <ul className={styles.issueList} aria-label="Problems to fix">
            {issues.map((issue, i) => {
              const field = fieldForIssue(issue.path);
              return (
                <li key={`${issue.path}-${i}`}>
                  {field ? (
                    <a
                      href={`#${id}-${field.key}`}
                      onClick={() => document.getElementById(`${id}-${field.key}`)?.focus()}
                    >
                      {field.label}
                    </a>
                  ) : null}
                  {field ? ": " : null}
                  {issue.message} {issue.path ? <code>{issue.path}</code> : null}
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
      {FIELD_GROUPS.map((group) => (
        <fieldset key={group.id} className={styles.fieldset}>
          <legend>{group.title}</legend>
          {group.fields
            .filter((field) => fieldApplies(field, values))
            .map((field) => (
              <EditorField
                key={field.key}
                id={`${id}-${field.key}`}
                field={field}
                value={values[field.key] ?? ""}
                error={errors[field.key]}
                onChange={(value) => set(field.key, value)}
                onPortName={(name) => setPortNames((current) => ({ ...current, [field.key]: name }))}
              />
            ))}
        </fieldset>
      ))}
      <div className={styles.buttonRow}>
        <SubmitButton busy={saving} busyLabel="Saving…">
          Save draft
        </SubmitButton>
        <span className={styles.muted} role="status">
          {dirty ? "Unsaved changes" : "All changes saved"}
        </span>
      </div>
    </form>
  );
}

function EditorField({
  id,
  field,
  value,
  error,
  onChange,
  onPortName,
}: {
  id: string;
  field: DocumentField;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  onPortName: (name: string) => void;
}) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [field.hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  const wide = field.kind === "textarea" || field.kind === "lines";
  const common = { id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy } as const;

  if (field.kind === "port")
    return (
      <PortCombobox
        id={id}
        label={field.label}
        value={value}
        hint={field.hint ?? "A five-character UN/LOCODE, e.g. INNSA."}
        error={error}
        onChange={onChange}
        onPick={(port, location) => {
          onChange(location?.code ?? locodeOf(port));
          if (location) onPortName(location.name);
        }}
      />
    );

  let input;
  switch (field.kind) {
    case "textarea":
    case "lines":
      input = (
        <textarea
          {...common}
          className={styles.textarea}
          rows={field.kind === "textarea" ? 6 : 3}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      );
      break;
    case "select":
      input = (
        <select {...common} value={value} onChange={(e) => onChange(e.target.value)}>
          <option value="">Not set</option>
          {(field.options ?? []).map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      );
      break;
    default:
      input = (
        <input
          {...common}
          type={field.kind === "date" ? "date" : field.kind === "number" ? "number" : "text"}
          inputMode={field.kind === "number" ? "decimal" : undefined}
          min={field.kind === "number" ? 0 : undefined}
          maxLength={field.maxLength}
          autoComplete="off"
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      );
  }
  return (
    <div className={`field ${wide ? styles.full : ""}`}>
      <label htmlFor={id}>{field.label}</label>
      {input}
      {field.hint ? (
        <span id={hintId} className="field-hint">
          {field.hint}
        </span>
      ) : null}
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
