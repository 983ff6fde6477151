"use client";

import { useRef, useState } from "react";
import { apiUrl } from "@/lib/client/api-client";
import type { TemplateKey } from "./types";
import styles from "./documents.module.css";

type Props = { shipmentId: string; templateKey: TemplateKey; version: number; dirty: boolean; title: string };

/** Preview (inline PDF in an iframe), download and print of the document's PDF as last saved. */
export function PdfPanel({ shipmentId, templateKey, version, dirty, title }: Props) {
  const [preview, setPreview] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);
  // The version in the query gives each saved version its own URL, so a preview is never a stale cache.
  const params = { id: shipmentId, x: templateKey };
  const src = apiUrl("/api/shipments/{id}/{x}/pdf", params, { v: version });

  function print() {
    const frame = frameRef.current;
    try {
      frame?.contentWindow?.focus();
      frame?.contentWindow?.print();
    } catch {
      window.open(src, "_blank", "noopener");
    }
  }

  return (
    <section className="card" aria-labelledby="pdf-title">
      <h2 id="pdf-title">PDF</h2>
      {dirty ? <p className="field-hint">The PDF shows the last saved version. Save to include your changes.</p> : null}
      <div className={styles.buttonColumn}>
        <button
          type="button"
          className="btn btn-secondary"
          aria-expanded={preview}
          onClick={() => setPreview((p) => !p)}
        >
          {preview ? "Hide preview" : "Preview PDF"}
        </button>
        <a className="btn btn-secondary" href={apiUrl("/api/shipments/{id}/{x}/pdf", params, { download: 1 })} download>
          Download PDF
        </a>
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => {
            if (!preview) {
              // Load the PDF first; print once the viewer has it.
              setPreview(true);
              setTimeout(print, 1500);
            } else print();
          }}
        >
          Print
        </button>
      </div>
      {preview ? (
        <iframe
          ref={frameRef}
          className={styles.pdfFrame}
          src={src}
          title={`PDF preview of the ${title.toLowerCase()}`}
        />
      ) : null}
    </section>
  );
}
