"use client";

import { useEffect, useId, useRef, useState } from "react";
import { toast } from "react-toastify";
import { api, ApiError, errorMessage, GENERIC_ERROR } from "@/lib/client/api";
import { ConfirmDialog } from "./modal";
import { formatBytes, formatDateTime, type Shipment, type UploadedFile } from "./types";
import styles from "./shipments.module.css";

/** Spec §9: 10 MB per request. Checked here first so nobody waits for an upload the server will refuse. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
const ACCEPT = "application/pdf,image/png,image/jpeg,image/webp,.pdf,.png,.jpg,.jpeg,.webp";
const TOO_LARGE = "The file is larger than 10 MB. Upload a file of 10 MB or less.";

/** POST /api/document as multipart (api() speaks JSON only); the server's message on failure. */
async function uploadFile(shipmentId: string, file: File, documentType: string): Promise<UploadedFile> {
  const form = new FormData();
  form.set("shipment_id", shipmentId);
  if (documentType) form.set("documentType", documentType);
  form.set("file", file);
  let response: Response;
  try {
    response = await fetch("/api/document", { method: "POST", body: form, credentials: "same-origin", headers: { accept: "application/json" } });
  } catch {
    throw new ApiError(GENERIC_ERROR, 0);
  }
  const body = (await response.json().catch(() => ({}))) as { document?: UploadedFile; message?: string; code?: string };
  if (!response.ok || !body.document) {
    if (response.status === 413) throw new ApiError(body.message || TOO_LARGE, 413, body.code);
    throw new ApiError(body.message || GENERIC_ERROR, response.status, body.code);
  }
  return body.document;
}

/**
 * The shipment's own files (lab reports, photos, signed copies): list, upload (PDF, PNG, JPEG,
 * WebP up to 10 MB; the server checks the content, not the name), download and delete.
 */
export function ShipmentUploads({ shipment }: { shipment: Shipment }) {
  const id = useId();
  const titleId = `uploads-${shipment.id}`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [files, setFiles] = useState<UploadedFile[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [label, setLabel] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<UploadedFile | null>(null);
  const [deleting, setDeleting] = useState(false);

  useEffect(() => {
    let active = true;
    api<{ documents: UploadedFile[] }>(`/api/document/shipment/${encodeURIComponent(shipment.id)}`)
      .then((body) => active && setFiles(body.documents))
      .catch((err: unknown) => active && setLoadError(errorMessage(err)));
    return () => {
      active = false;
    };
  }, [shipment.id]);

  async function upload(file: File) {
    setError(null);
    if (file.size > MAX_UPLOAD_BYTES) {
      setError(`${file.name}: ${TOO_LARGE}`);
      return;
    }
    setBusy(true);
    try {
      const document = await uploadFile(shipment.id, file, label.trim());
      setFiles((current) => [document, ...(current ?? [])]);
      setLabel("");
      toast.success(`${document.filename} uploaded.`);
    } catch (err) {
      setError(`${file.name}: ${errorMessage(err)}`);
    } finally {
      setBusy(false);
      if (inputRef.current) inputRef.current.value = "";
    }
  }

  async function confirmDelete() {
    if (!toDelete) return;
    setDeleting(true);
    try {
      await api(`/api/document/${encodeURIComponent(toDelete.id)}`, { method: "DELETE" });
      setFiles((current) => current?.filter((f) => f.id !== toDelete.id) ?? null);
      toast.success(`${toDelete.filename} deleted.`);
      setToDelete(null);
    } catch (err) {
      toast.error(errorMessage(err));
    } finally {
      setDeleting(false);
    }
  }

  return (
    <section className={styles.subsection} aria-labelledby={titleId}>
      <h3 id={titleId}>Uploads</h3>
      <div className={styles.uploadForm}>
        <div className="field">
          <label htmlFor={`${id}-label`}>What is it? (optional)</label>
          <input id={`${id}-label`} value={label} maxLength={64} onChange={(e) => setLabel(e.target.value)} placeholder="e.g. Lab test report" />
        </div>
        <div className="field">
          <label htmlFor={`${id}-file`}>Upload a file to {shipment.reference}</label>
          <input
            ref={inputRef}
            id={`${id}-file`}
            type="file"
            accept={ACCEPT}
            disabled={busy}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) void upload(file);
            }}
          />
          <span id={`${id}-hint`} className="field-hint">
            PDF, PNG, JPEG or WebP, up to 10 MB.
          </span>
        </div>
      </div>
      {busy ? (
        <p role="status" aria-busy="true">
          <span className="spinner" aria-hidden="true" /> Uploading…
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="alert alert-error" role="alert">
          {error}
        </p>
      ) : null}
      {loadError ? <p className="alert alert-error">Could not load the uploads: {loadError}</p> : null}
      {files === null && !loadError ? <p aria-busy="true">Loading uploads…</p> : null}
      {files && files.length === 0 ? <p className={styles.muted}>No files uploaded yet.</p> : null}
      {files && files.length > 0 ? (
        <table className={styles.table}>
          <caption className="visually-hidden">Files uploaded to {shipment.reference}</caption>
          <thead>
            <tr>
              <th scope="col">File</th>
              <th scope="col">Type</th>
              <th scope="col">Size</th>
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
                  <a href={`/api/document/${encodeURIComponent(file.id)}`} download={file.filename}>
                    {file.filename}
                  </a>
                  {file.documentType ? <div className={styles.muted}>{file.documentType}</div> : null}
                </td>
                <td>{file.contentType}</td>
                <td>{formatBytes(file.size)}</td>
                <td>{formatDateTime(file.createdAt)}</td>
                <td>
                  <button type="button" className="btn btn-link" onClick={() => setToDelete(file)}>
                    Delete<span className="visually-hidden"> {file.filename}</span>
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <ConfirmDialog
        open={toDelete !== null}
        title={`Delete ${toDelete?.filename ?? "file"}?`}
        confirmLabel="Delete file"
        busyLabel="Deleting…"
        busy={deleting}
        danger
        onCancel={() => setToDelete(null)}
        onConfirm={() => void confirmDelete()}
      >
        <p>The file is removed from this shipment. This cannot be undone.</p>
      </ConfirmDialog>
    </section>
  );
}
