"use client";

import { Fragment, useEffect, useMemo, useState, type FormEvent } from "react";
import { Save } from "lucide-react";
import { toast } from "react-toastify";
import type { EnvelopeDto } from "@/lib/ebl/contract";
import { ApiError, errorMessage, type ApiIssue } from "@/lib/client/api";
import { apiRequest } from "@/lib/client/api-client";
import { SubmitButton } from "@/components/ui/field";
import { ErrorSummary } from "@/components/ui/error-summary";
import { PortCombobox } from "@/components/master-data/port-combobox";
import {
  ALL_FIELDS,
  applyGoods,
  applyValues,
  fieldApplies,
  fieldForIssue,
  FIELD_GROUPS,
  goodsOf,
  locodeOf,
  valuesOf,
  writePath,
  type DocumentField,
  type FormValues,
  type Goods,
} from "@/lib/ebl/document-fields";
import { issueChecklist, plainProblem } from "@/lib/ebl/issue-checklist";
import { GoodsTable } from "./goods-table";
import { ReadyChecklist } from "./ready-checklist";
import styles from "./ebl.module.css";

type Props = {
  envelope: EnvelopeDto;
  /** Issues from the last refused save or issue attempt, shown in the error summary and at their fields. */
  issues: ApiIssue[];
  issuesMessage: string | null;
  onSaved: (envelope: EnvelopeDto) => void;
  onIssues: (issues: ApiIssue[], message: string | null) => void;
  onStale: () => void;
  /** Told whenever the form gains or loses unsaved changes (issuing waits for a save). */
  onDirtyChange?: (dirty: boolean) => void;
};

/** The id of a field's input: the checklist, the error summary and the tables find fields by it. */
export const draftFieldId = (key: string) => `draft-${key.replaceAll(".", "-")}`;

/** A refused save's or issue's problems: a plain message per field key, their labels, and what no field shows. */
function errorsOf(issues: ApiIssue[]) {
  const errors: Record<string, string> = {};
  const labels: Record<string, string> = {};
  const general: string[] = [];
  for (const issue of issues) {
    const field = fieldForIssue(issue.path);
    const message = plainProblem(issue) ?? "Missing: fill it in.";
    if (!field) {
      general.push(message);
      continue;
    }
    if (field.key in errors) continue;
    errors[field.key] = message;
    labels[field.key] = field.label;
  }
  return { errors, labels, general };
}

/**
 * The draft editor: the DCSA 3.0.3 TransportDocument's fields in groups, the goods as a table over
 * every consignment item and the containers as a table over every container, saved with PATCH
 * (every field it does not show is kept as it was). Above them, "Ready to issue: N of M" (from the
 * server's issue check), and, after a refused save or issue, the error summary linking each
 * problem to its field.
 */
export function DraftEditor({ envelope, issues, issuesMessage, onSaved, onIssues, onStale, onDirtyChange }: Props) {
  const [values, setValues] = useState<FormValues>(() => valuesOf(envelope.transportDocument ?? {}));
  const [goods, setGoodsState] = useState<Goods>(() => goodsOf(envelope.transportDocument ?? {}));
  const [portNames, setPortNames] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [dirty, setDirty] = useState(false);
  const { errors, labels, general } = errorsOf(issues);
  const checklist = useMemo(
    () =>
      envelope.issueProblems
        ? issueChecklist(envelope.transportDocument ?? {}, envelope.issueProblems, { isToOrder: envelope.isToOrder })
        : null,
    [envelope],
  );

  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);

  const set = (key: string, value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    setDirty(true);
  };
  const setGoods = (next: Goods) => {
    setGoodsState(next);
    setDirty(true);
  };

  function documentToSave(): Record<string, unknown> {
    let document = applyGoods(applyValues(envelope.transportDocument ?? {}, values), goods);
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
      <ErrorSummary
        errors={{ ...errors, ...(general.length ? { "": general.join(" ") } : {}) }}
        labels={labels}
        alert={issues.length > 0 ? (issuesMessage?.split(":")[0] ?? "The bill is not complete.") : null}
      />
      {checklist ? <ReadyChecklist checklist={checklist} fieldId={draftFieldId} dirty={dirty} /> : null}
      {FIELD_GROUPS.map((group) => (
        <Fragment key={group.id}>
          <fieldset className={styles.fieldset}>
            <legend>{group.title}</legend>
            {group.fields
              .filter((field) => fieldApplies(field, values))
              .map((field) => (
                <EditorField
                  key={field.key}
                  id={draftFieldId(field.key)}
                  field={field}
                  value={values[field.key] ?? ""}
                  error={errors[field.key]}
                  onChange={(value) => set(field.key, value)}
                  onPortName={(name) => setPortNames((current) => ({ ...current, [field.key]: name }))}
                />
              ))}
          </fieldset>
          {/* The goods and containers follow the voyage, as on a paper bill. */}
          {group.id === "voyage" ? (
            <GoodsTable goods={goods} onChange={setGoods} fieldId={draftFieldId} errors={errors} />
          ) : null}
        </Fragment>
      ))}
      <div className={styles.buttonRow}>
        <SubmitButton busy={saving} busyLabel="Saving…">
          <Save size={16} aria-hidden="true" /> Save draft
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
  const common = {
    id,
    name: field.key,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
  } as const;

  if (field.kind === "port")
    return (
      <PortCombobox
        id={id}
        name={field.key}
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
