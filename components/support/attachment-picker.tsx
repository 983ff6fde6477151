"use client";

import { useId, useRef } from "react";
import { X } from "lucide-react";
import { ACCEPTED_TYPES, formatBytes, MAX_UPLOAD_BYTES } from "@/components/verification/upload-file";
import styles from "./support.module.css";

export const MAX_FILES = 5;

type Props = {
  files: File[];
  onChange: (files: File[]) => void;
  error?: string;
  label?: string;
};

/** Up to five files (PDF, PNG, JPEG, WebP, 10 MB each), checked here before they are sent. */
export function AttachmentPicker({ files, onChange, error, label = "Attach files" }: Props) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const tooBig = files.filter((f) => f.size > MAX_UPLOAD_BYTES);
  const problem =
    error ??
    (files.length > MAX_FILES
      ? `Attach at most ${MAX_FILES} files.`
      : tooBig.length
        ? `${tooBig[0]!.name} is larger than 10 MB.`
        : undefined);
  return (
    <div className="field" data-field="files">
      <label htmlFor={id}>{label}</label>
      <input
        ref={input}
        id={id}
        name="files"
        type="file"
        multiple
        accept={ACCEPTED_TYPES}
        aria-describedby={`${id}-hint${problem ? ` ${id}-error` : ""}`}
        aria-invalid={problem ? true : undefined}
        onChange={(e) => {
          onChange([...files, ...Array.from(e.target.files ?? [])]);
          e.target.value = "";
        }}
      />
      <span id={`${id}-hint`} className="field-hint">
        Optional: up to {MAX_FILES} files, PDF, PNG, JPEG or WebP, 10 MB each.
      </span>
      {files.length > 0 ? (
        <ul className={styles.fileList} aria-label="Files to send">
          {files.map((file, i) => (
            <li key={`${file.name}-${i}`}>
              <span className={styles.wrap}>
                {file.name} <span className={styles.muted}>({formatBytes(file.size)})</span>
              </span>
              <button
                type="button"
                className="btn-link btn-sm"
                aria-label={`Remove ${file.name}`}
                onClick={() => onChange(files.filter((_, j) => j !== i))}
              >
                <X size={16} aria-hidden="true" /> Remove
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {problem ? (
        <p id={`${id}-error`} className="field-error">
          {problem}
        </p>
      ) : null}
    </div>
  );
}

/** Whether the picked files may be sent (the server checks again). */
export const filesProblem = (files: File[]) => files.length > MAX_FILES || files.some((f) => f.size > MAX_UPLOAD_BYTES);
