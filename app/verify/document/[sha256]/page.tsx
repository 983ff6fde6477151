import type { Metadata } from "next";
import { connection } from "next/server";
import { CheckPdfFile } from "@/components/verify/check-pdf-file";
import { verifyDocument } from "@/lib/shipments/verify-document";

export const metadata: Metadata = { title: "Verify a document", robots: { index: false } };

const SHA256 = /^[0-9a-f]{64}$/;

/**
 * Public page the QR code on a finalised PDF opens. It confirms whether a finalised document
 * with this hash exists and shows only its type, finalisation date and issuer — never the
 * shipment or its data. Rendered per request: the answer lives in the database.
 */
export default async function VerifyDocumentPage({ params }: { params: Promise<{ sha256: string }> }) {
  await connection();
  const { sha256 } = await params;
  const hash = sha256.toLowerCase();
  const result = SHA256.test(hash) ? await verifyDocument(hash) : { verified: false, document: null };
  return (
    <main className="public-main" aria-labelledby="verify-title">
      <p className="brand" style={{ fontSize: "1.25rem" }}>
        Exportly
      </p>
      <h1 id="verify-title">Document verification</h1>
      {result.verified && result.document ? (
        <section aria-live="polite" style={{ border: "2px solid #1b7f3b", borderRadius: 8, padding: "1rem", margin: "1rem 0" }}>
          <p style={{ color: "#1b7f3b", fontWeight: 700, fontSize: "1.125rem", margin: 0 }}>✓ Verified: this document was finalised on Exportly.</p>
          <dl style={{ display: "grid", gridTemplateColumns: "max-content 1fr", gap: "0.25rem 1rem", marginTop: "0.75rem" }}>
            <dt>Document</dt>
            <dd>{result.document.title}</dd>
            <dt>Finalised</dt>
            <dd>
              <time dateTime={result.document.finalizedAt}>{result.document.finalizedAt.replace("T", " ").slice(0, 16)} UTC</time>
            </dd>
            <dt>Issued by</dt>
            <dd>{result.document.issuer ?? "Not stated"}</dd>
          </dl>
          <p style={{ fontSize: "0.875rem" }}>Compare these facts with the paper or file you hold. Any difference means the copy is not the finalised document.</p>
        </section>
      ) : (
        <section aria-live="polite" style={{ border: "2px solid #b00020", borderRadius: 8, padding: "1rem", margin: "1rem 0" }}>
          <p style={{ color: "#b00020", fontWeight: 700, fontSize: "1.125rem", margin: 0 }}>✗ Not verified</p>
          <p>No finalised document has this hash. The document may have been changed, may be a draft, or the link may be mistyped.</p>
        </section>
      )}
      <p style={{ fontSize: "0.875rem", wordBreak: "break-all" }}>
        SHA-256: <code>{SHA256.test(hash) ? hash : "not a SHA-256 hash"}</code>
      </p>
      <CheckPdfFile />
    </main>
  );
}
