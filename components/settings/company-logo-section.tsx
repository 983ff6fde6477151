"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { toast } from "react-toastify";
import { formatBytes, MAX_UPLOAD_BYTES, uploadForm } from "@/components/verification/upload-file";
import { ApiError, errorMessage } from "@/lib/client/api";
import { useAppState } from "@/lib/client/app-state";
import { invalidatePaths, useApiQuery } from "@/lib/client/queries";

/** pdfkit draws only PNG and JPEG, so the server answers 415 for anything else; the picker offers only these. */
const LOGO_TYPES = "image/png,image/jpeg,.png,.jpg,.jpeg";

function uploadErrorMessage(error: unknown): string {
  // A 413 is either the image's size or the account's storage quota, whose message gives the usage.
  if (error instanceof ApiError && error.status === 413 && error.code !== "storage_quota_exceeded")
    return "That image is larger than 10 MB. Choose a smaller one.";
  if (error instanceof ApiError && error.status === 415) return "The logo must be a PNG or JPEG image.";
  return errorMessage(error);
}

export function CompanyLogoSection() {
  const { user } = useAppState();
  const client = useQueryClient();
  // GET /api/pdfdocs lists every upload, newest first: the logo is the newest company_logo.
  const docs = useApiQuery("/api/pdfdocs", undefined);
  const logo = docs.data ? (docs.data.documents.find((d) => d.documentType === "company_logo") ?? null) : undefined;
  const loadError = docs.error ? errorMessage(docs.error) : null;
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  async function upload(file: File) {
    setError(null);
    if (!["image/png", "image/jpeg"].includes(file.type)) return setError("The logo must be a PNG or JPEG image.");
    if (file.size > MAX_UPLOAD_BYTES) return setError(`That image is ${formatBytes(file.size)}; the limit is 10 MB.`);
    const form = new FormData();
    form.set("uid", user?.id ?? "");
    form.set("documentType", "company_logo");
    form.set("file", file);
    setBusy(true);
    try {
      await uploadForm("/api/pdfdocs", form);
      await invalidatePaths(client, ["/api/pdfdocs"]);
      toast.success(
        "Logo uploaded. New and draft PDFs will show it; finalised ones keep the logo they were issued with.",
      );
    } catch (e) {
      setError(uploadErrorMessage(e));
    } finally {
      setBusy(false);
      if (inputRef.current) inputRef.current.value = "";
    }
  }

  return (
    <section className="card" aria-labelledby="logo-title">
      <h2 id="logo-title">Company logo</h2>
      <p>
        Printed on the letterhead of your documents&apos; PDFs, above your company name. PNG or JPEG, at most 10 MB; it
        is scaled to fit 140 × 48 points.
      </p>
      {loadError ? <p className="alert alert-error">{loadError}</p> : null}
      {logo === undefined && !loadError ? <p aria-busy="true">Loading logo…</p> : null}
      {logo === null ? <p className="empty-state">No logo yet: your PDFs show your company name only.</p> : null}
      {logo ? (
        // eslint-disable-next-line @next/next/no-img-element -- a private, uncached file of our own API; next/image would proxy and cache it.
        <img
          src={logo.url}
          alt="Your current company logo"
          style={{ maxWidth: 280, maxHeight: 96, objectFit: "contain", display: "block", marginBottom: "0.75rem" }}
        />
      ) : null}
      {error ? (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      ) : null}
      {/* A visible native file input: keyboard and screen-reader access come with it. */}
      <div className="stack" style={{ gap: "0.25rem" }}>
        <label htmlFor="company-logo-file">{logo ? "Replace the logo" : "Upload a logo"}</label>
        <input
          id="company-logo-file"
          ref={inputRef}
          type="file"
          accept={LOGO_TYPES}
          disabled={busy}
          aria-describedby="logo-title"
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) void upload(file);
          }}
        />
        {busy ? (
          <p aria-busy="true" role="status">
            Uploading…
          </p>
        ) : null}
      </div>
    </section>
  );
}
