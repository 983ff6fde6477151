"use client";

import { useId } from "react";
import type { TemplateInfo } from "./types";
import styles from "./shipments.module.css";

type Props = {
  legend: string;
  templates: TemplateInfo[] | null;
  loadError: string | null;
  selected: string[];
  onChange: (selected: string[]) => void;
  error?: string;
  /** Templates that cannot be unticked here (for example a finalised document). */
  locked?: string[];
};

/** Checkboxes for the document templates, each with its short description. */
export function TemplatePicker({ legend, templates, loadError, selected, onChange, error, locked = [] }: Props) {
  const errorId = useId();
  const toggle = (key: string, on: boolean) =>
    onChange(on ? [...selected.filter((k) => k !== key), key] : selected.filter((k) => k !== key));
  return (
    <fieldset
      className={styles.templatePicker}
      data-field="templates"
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend>{legend}</legend>
      {loadError ? <p className="alert alert-error">{loadError}</p> : null}
      {!templates && !loadError ? <p aria-busy="true">Loading templates…</p> : null}
      {templates?.map((template) => {
        const id = `${errorId}-${template.key}`;
        return (
          <div key={template.key} className={styles.templateOption}>
            <input
              type="checkbox"
              id={id}
              name="templates"
              value={template.key}
              checked={selected.includes(template.key)}
              disabled={locked.includes(template.key)}
              onChange={(e) => toggle(template.key, e.target.checked)}
              aria-describedby={`${id}-desc`}
            />
            <label htmlFor={id}>
              <span className={styles.templateTitle}>{template.title}</span>
              <span id={`${id}-desc`} className={styles.templateDescription}>
                {template.description}
              </span>
            </label>
          </div>
        );
      })}
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
