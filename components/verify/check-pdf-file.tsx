"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";

/**
 * Checks a PDF someone received: its SHA-256 is computed in the browser (the file never leaves
 * the device) and looked up like a printed hash. One changed byte gives another hash.
 */
export function CheckPdfFile() {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function onFile(file: File | undefined) {
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      const digest = await crypto.subtle.digest("SHA-256", await file.arrayBuffer());
      const hex = Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
      router.push(`/verify/document/${hex}`);
    } catch {
      setError("The file could not be read. Try again.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="field">
      <label htmlFor="verify-file">Check a PDF file you received</label>
      <input
        id="verify-file"
        type="file"
        accept="application/pdf,.pdf"
        disabled={busy}
        onChange={(e) => onFile(e.target.files?.[0])}
        aria-describedby="verify-file-help"
      />
      <p id="verify-file-help" className="field-hint">
        The file is hashed in your browser and is not uploaded.
      </p>
      {busy && <p role="status">Checking…</p>}
      {error && <p role="alert">{error}</p>}
    </div>
  );
}
