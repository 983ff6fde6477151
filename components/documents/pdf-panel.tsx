"use client";

import { useRef, useSyncExternalStore, useState } from "react";
import { Download, Eye, EyeOff, Printer } from "lucide-react";
import { apiUrl } from "@/lib/client/api-client";
import type { TemplateKey } from "./types";
import styles from "./documents.module.css";

type Props = { shipmentId: string; templateKey: TemplateKey; version: number; dirty: boolean; title: string };

/** Wide enough for the preview beside the form (see .editorLayout in documents.module.css). */
const WIDE = "(min-width: 80rem)";

function useWide(): boolean {
  return useSyncExternalStore(
    (notify) => {
      const query = window.matchMedia(WIDE);
      query.addEventListener("change", notify);
      return () => query.removeEventListener("change", notify);
    },
    () => window.matchMedia(WIDE).matches,
    () => false,
  );
}

/**
 * The live preview: the document's PDF as the download renders it (same endpoint, same
 * renderer), framed. The saved version is in the URL, so every save loads a fresh PDF and a
 * preview is never a stale cache. Shown beside the form on a wide screen; behind a button on
 * a narrow one, where it sits under the form.
 */
export function PdfPanel({ shipmentId, templateKey, version, dirty, title }: Props) {
  const wide = useWide();
  const [choice, setChoice] = useState<boolean | null>(null);
  const open = choice ?? wide;
  const frameRef = useRef<HTMLIFrameElement>(null);
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
    <section className={`card ${styles.previewCard}`} aria-labelledby="pdf-title">
      <div className={styles.previewHead}>
        <h2 id="pdf-title">Preview</h2>
        <button
          type="button"
          className={`btn btn-secondary ${styles.smallBtn}`}
          aria-expanded={open}
          aria-controls="pdf-preview"
          onClick={() => setChoice(!open)}
        >
          {open ? <EyeOff size={16} aria-hidden="true" /> : <Eye size={16} aria-hidden="true" />}
          {open ? "Hide preview" : "Show preview"}
        </button>
      </div>
      <p className="field-hint" aria-live="polite">
        {dirty ? "Shows version " + version + " as last saved. Save to see your changes." : `Version ${version}.`}
      </p>
      <div id="pdf-preview" hidden={!open}>
        {open ? (
          <iframe
            key={src}
            ref={frameRef}
            className={styles.pdfFrame}
            src={src}
            title={`PDF preview of the ${title.toLowerCase()}, version ${version}`}
            data-version={version}
          />
        ) : null}
      </div>
      <div className={styles.previewActions}>
        <a
          className={`btn btn-secondary ${styles.smallBtn}`}
          href={apiUrl("/api/shipments/{id}/{x}/pdf", params, { download: 1 })}
          download
        >
          <Download size={16} aria-hidden="true" />
          Download PDF
        </a>
        <button
          type="button"
          className={`btn btn-secondary ${styles.smallBtn}`}
          onClick={() => {
            if (!open) {
              // Load the PDF first; print once the viewer has it.
              setChoice(true);
              setTimeout(print, 1500);
            } else print();
          }}
        >
          <Printer size={16} aria-hidden="true" />
          Print
        </button>
      </div>
    </section>
  );
}
