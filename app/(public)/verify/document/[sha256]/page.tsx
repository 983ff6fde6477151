import type { Metadata } from "next";
import { connection } from "next/server";
import { CheckPdfFile } from "@/components/verify/check-pdf-file";
import { verifyDocument } from "@/lib/shipments/verify-document";
import styles from "./verify.module.css";

export const metadata: Metadata = { title: "Verify a document", robots: { index: false, follow: false } };

const SHA256 = /^[0-9a-f]{64}$/;

/**
 * Public page the QR code on a finalised PDF opens. It confirms whether a finalised document
 * with this hash (content hash or PDF file hash) exists and shows only its type, finalisation
 * date and issuer — never the shipment or its data. Rendered per request (`connection()`): the
 * answer lives in the database and must not be baked in at build time.
 */
export default async function VerifyDocumentPage({ params }: { params: Promise<{ sha256: string }> }) {
  await connection();
  const { sha256 } = await params;
  const hash = sha256.toLowerCase();
  const result = SHA256.test(hash) ? await verifyDocument(hash) : { verified: false, document: null };
  return (
    <main id="main" tabIndex={-1} className="public-main" aria-labelledby="verify-title">
      <h1 id="verify-title">Document verification</h1>
      {result.verified && result.document ? (
        <section className={`${styles.result} ${styles.ok}`} aria-live="polite">
          <p className={styles.verdict}>✓ Verified: this document was finalised on Exportly.</p>
          <dl className={styles.facts}>
            <dt>Document</dt>
            <dd>{result.document.title}</dd>
            <dt>Finalised</dt>
            <dd>
              <time dateTime={result.document.finalizedAt}>
                {result.document.finalizedAt.replace("T", " ").slice(0, 16)} UTC
              </time>
            </dd>
            <dt>Issued by</dt>
            <dd>{result.document.issuer ?? "Not stated"}</dd>
          </dl>
          <p className={styles.small}>
            Compare these facts with the paper or file you hold. Any difference means your copy is not the finalised
            document.
          </p>
        </section>
      ) : (
        <section className={`${styles.result} ${styles.bad}`} aria-live="polite">
          <p className={styles.verdict}>✗ Not verified</p>
          <p>
            No finalised document has this hash. The document may have been changed, may be a draft, or the link may be
            mistyped.
          </p>
        </section>
      )}
      <p className={styles.hash}>
        SHA-256: <code>{SHA256.test(hash) ? hash : "not a SHA-256 hash"}</code>
      </p>
      <CheckPdfFile />
    </main>
  );
}
