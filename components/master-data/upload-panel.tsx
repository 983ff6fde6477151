"use client";

/**
 * UploadPanel: a shipment's uploaded files. Lists them (name, type, size, date), uploads one
 * file at a time with a progress bar (choose a file or drop it on the panel), downloads, and
 * deletes after a confirmation. Refusals are explained: over 10 MB (413), not a PDF, PNG, JPEG
 * or WebP (415), unknown shipment (404).
 *
 * Props (all simple values):
 * - `shipmentId: string`                   the shipment whose files these are.
 * - `documentType?: string`                recorded with each upload, e.g. a template key
 *                                          ("commercial_invoice") or a label; the list still shows
 *                                          every file of the shipment.
 * - `readOnly?: boolean`                   list and download only.
 * - `title?: string`                       heading; default "Uploaded files".
 * - `onFilesChange?(files: ShipmentFile[])` after each load, upload or delete.
 *
 * Example: <UploadPanel shipmentId={shipment.id} />
 */
import { formatDateTime } from "@/lib/format/dates";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState, type DragEvent } from "react";
import { toast } from "react-toastify";
import { ConfirmDialog } from "@/components/ui/modal";
import { errorMessage, GENERIC_ERROR } from "@/lib/client/api";
import { apiUrl } from "@/lib/client/api-client";
import { invalidatePaths, useApiMutation, useApiQuery } from "@/lib/client/queries";
import type { ShipmentFile } from "./master-data-client";
import styles from "./master-data.module.css";

export type UploadPanelProps = {
  shipmentId: string;
  documentType?: string;
  readOnly?: boolean;
  title?: string;
  onFilesChange?: (files: ShipmentFile[]) => void;
};

const MAX_BYTES = 10 * 1024 * 1024;
const ACCEPT = "application/pdf,image/png,image/jpeg,image/webp,.pdf,.png,.jpg,.jpeg,.webp";
const TYPE_LABELS: Record<string, string> = {
  "application/pdf": "PDF",
  "image/png": "PNG",
  "image/jpeg": "JPEG",
  "image/webp": "WebP",
};

/** The shipment's file list: refreshed after an upload or a delete. */
const FILES = "/api/document/shipment/{id}";

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

const formatDate = formatDateTime;

/** The words a person needs for each refusal; the server's own message when it has one. */
function uploadErrorMessage(status: number, body: { message?: string; code?: string } | null): string {
  // A 413 is either the file's size or the account's storage quota, whose message gives the usage.
  if (status === 413 && body?.code === "storage_quota_exceeded" && body.message) return body.message;
  if (status === 413) return "This file is larger than 10 MB. Compress it or split it, then upload it again.";
  if (status === 415) return body?.message ?? "Upload a PDF, PNG, JPEG or WebP file.";
  if (status === 0) return GENERIC_ERROR;
  return body?.message ?? GENERIC_ERROR;
}

/** POSTs the form with XMLHttpRequest: fetch cannot report upload progress. */
function sendUpload(form: FormData, onProgress: (fraction: number) => void): Promise<ShipmentFile> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", apiUrl("/api/document"));
    xhr.withCredentials = true;
    xhr.setRequestHeader("accept", "application/json");
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: { message?: string; code?: string; document?: ShipmentFile } | null = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      if (xhr.status === 201 && body?.document) resolve(body.document);
      else reject(new Error(uploadErrorMessage(xhr.status, body)));
    };
    // A server that refuses a large body early may close the connection mid-upload.
    xhr.onerror = () => reject(new Error(uploadErrorMessage(0, null)));
    xhr.send(form);
  });
}

export function UploadPanel({
  shipmentId,
  documentType,
  readOnly = false,
  title = "Uploaded files",
  onFilesChange,
}: UploadPanelProps) {
  const headingId = useId();
  const inputId = useId();
  const [progress, setProgress] = useState<{ name: string; fraction: number } | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const [toDelete, setToDelete] = useState<ShipmentFile | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const client = useQueryClient();
  const list = useApiQuery("/api/document/shipment/{id}", { params: { id: shipmentId } });
  const files = list.data?.documents ?? null;
  const loadError = list.error ? errorMessage(list.error) : null;
  const remove = useApiMutation("DELETE", "/api/document/{id}", { invalidates: [FILES] });
  const onChangeRef = useRef(onFilesChange);

  useEffect(() => {
    onChangeRef.current = onFilesChange;
  }, [onFilesChange]);

  // The parent hears of every list read (the first, and after each upload or delete).
  useEffect(() => {
    if (list.data) onChangeRef.current?.(list.data.documents);
  }, [list.data]);

  async function upload(file: File) {
    setUploadError(null);
    // Checked here too so nobody waits for 10 MB to travel only to be refused.
    if (file.size > MAX_BYTES) {
      setUploadError(
        `“${file.name}” is ${formatBytes(file.size)}. Files can be at most 10 MB: compress it or split it, then upload it again.`,
      );
      return;
    }
    const form = new FormData();
    form.set("shipment_id", shipmentId);
    if (documentType) form.set("documentType", documentType);
    form.set("file", file, file.name);
    setProgress({ name: file.name, fraction: 0 });
    try {
      const stored = await sendUpload(form, (fraction) => setProgress({ name: file.name, fraction }));
      toast.success(`Uploaded “${stored.filename}”.`);
      await invalidatePaths(client, [FILES]);
    } catch (e) {
      setUploadError(`“${file.name}” was not uploaded. ${errorMessage(e)}`);
    } finally {
      setProgress(null);
      if (inputRef.current) inputRef.current.value = "";
    }
  }

  async function confirmDelete() {
    if (!toDelete) return;
    try {
      await remove.mutateAsync({ params: { id: toDelete.id } });
      toast.success(`Deleted “${toDelete.filename}”.`);
      setToDelete(null);
    } catch (e) {
      toast.error(errorMessage(e));
    }
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !progress) void upload(file);
  }

  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>

      {!readOnly ? (
        <div
          className={`${styles.dropzone} ${dragging ? styles.dropzoneActive : ""}`}
          onDragOver={(e) => {
            e.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
        >
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            accept={ACCEPT}
            className={`visually-hidden ${styles.fileInput}`}
            disabled={!!progress}
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) void upload(file);
            }}
          />
          <label htmlFor={inputId} className="btn btn-secondary" aria-disabled={progress ? true : undefined}>
            Choose a file to upload
          </label>
          <p className={styles.muted} style={{ margin: "0.5rem 0 0" }}>
            or drop it here. PDF, PNG, JPEG or WebP, at most 10 MB.
          </p>
          {progress ? (
            <div role="status" aria-live="polite" style={{ marginTop: "0.75rem" }}>
              <span>
                Uploading “{progress.name}”… {Math.round(progress.fraction * 100)}%
              </span>
              <progress
                className={styles.progress}
                max={1}
                value={progress.fraction}
                aria-label={`Upload progress of ${progress.name}`}
              />
            </div>
          ) : null}
          {uploadError ? (
            <p className="alert alert-error" role="alert" style={{ marginTop: "0.75rem" }}>
              {uploadError}
            </p>
          ) : null}
        </div>
      ) : null}

      {loadError ? (
        <p className="alert alert-error" role="alert">
          {loadError}
        </p>
      ) : files === null ? (
        <p aria-busy="true">Loading files…</p>
      ) : files.length === 0 ? (
        <p className="empty-state">No files uploaded to this shipment yet.</p>
      ) : (
        <table className={`${styles.fileTable} table-stack`} style={{ marginTop: "1rem" }}>
          <thead>
            <tr>
              <th scope="col">File</th>
              <th scope="col">Type</th>
              <th scope="col" className={styles.numeric}>
                Size
              </th>
              <th scope="col">Uploaded</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {files.map((file) => (
              <tr key={file.id}>
                <td>
                  <a
                    href={apiUrl("/api/document/{id}", { id: file.id })}
                    download={file.filename}
                    aria-label={`Download ${file.filename}`}
                  >
                    {file.filename}
                  </a>
                  {file.documentType ? (
                    <div className={styles.muted}>{file.documentType.replace(/_/g, " ")}</div>
                  ) : null}
                </td>
                <td data-label="Type">{TYPE_LABELS[file.contentType] ?? file.contentType}</td>
                <td className={styles.numeric} data-label="Size">
                  {formatBytes(file.size)}
                </td>
                <td data-label="Uploaded">{formatDate(file.createdAt)}</td>
                <td>
                  <div className={styles.row}>
                    <a
                      className="btn btn-link"
                      href={apiUrl("/api/document/{id}", { id: file.id }, { inline: 1 })}
                      target="_blank"
                      rel="noopener"
                      aria-label={`Open ${file.filename} in a new tab`}
                    >
                      Open
                    </a>
                    {!readOnly ? (
                      <button
                        type="button"
                        className="btn btn-link"
                        onClick={() => setToDelete(file)}
                        aria-label={`Delete ${file.filename}`}
                      >
                        Delete
                      </button>
                    ) : null}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      <ConfirmDialog
        open={toDelete !== null}
        title="Delete this file?"
        confirmLabel="Delete file"
        busyLabel="Deleting…"
        busy={remove.isPending}
        danger
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      >
        “{toDelete?.filename}” will be removed from the shipment. This cannot be undone.
      </ConfirmDialog>
    </section>
  );
}
