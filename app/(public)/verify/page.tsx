import Link from "next/link";
import { BundleVerifier } from "@/components/verify/bundle-verifier";
import { pageMetadata } from "@/lib/site/metadata";
import styles from "./verify-bundle.module.css";

export const metadata = pageMetadata({
  title: "Verify an electronic bill of lading",
  description:
    "Check an exported Exportly eBL bundle in your browser: every signature, every link of the chain, the document checksum and the transfer rules, offline.",
  path: "/verify",
});

/**
 * The public eBL verifier. A static page; the check itself runs in the visitor's browser (see
 * components/verify/bundle-verifier.tsx), so a bundle never leaves the device.
 */
export default function VerifyBundlePage() {
  return (
    <main id="main" tabIndex={-1} className="public-main" aria-labelledby="verify-bundle-title">
      <h1 id="verify-bundle-title">Verify an electronic bill of lading</h1>
      <p className={styles.lead}>
        Anyone holding an exported eBL bundle can check it here, without an account and without trusting us: your
        browser verifies every signature, every link of the chain of custody from its issue, the document&apos;s
        checksum and each transfer against the rules.
      </p>
      <BundleVerifier />
      <section className={styles.more} aria-labelledby="verify-more">
        <h2 id="verify-more">Other ways to verify</h2>
        <ul>
          <li>
            On your own computer, with no network: <code>npx exportly-verify bundle.json --jwks jwks.json</code>, with
            this platform&apos;s keys saved from the link below. Without <code>--jwks</code> it proves only that the
            bundle is intact, and says the origin is not verified (<code>--strict</code> makes that a failing exit
            code).
          </li>
          <li>
            From a program: <code>POST /api/envelopes/verify</code> with the bundle as JSON (see the{" "}
            <Link href="/api-docs">API documentation</Link>).
          </li>
          <li>
            The keys this platform signs with are published at{" "}
            <a href="/.well-known/jwks.json">/.well-known/jwks.json</a>. A bundle proves its own integrity; only
            comparing its keys with these proves it was signed here, since anyone can sign an intact bundle with a key
            of their own.
          </li>
        </ul>
      </section>
    </main>
  );
}
