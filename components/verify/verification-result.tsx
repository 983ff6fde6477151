import type { Ref } from "react";
import type { VerificationReport, VerifiedEntry } from "@/lib/ebl/contract";
import styles from "./bundle-verifier.module.css";

const BADGES: {
  key: keyof Pick<VerifiedEntry, "signatureValid" | "linkValid" | "documentValid" | "ruleValid">;
  label: string;
}[] = [
  { key: "signatureValid", label: "Signature" },
  { key: "linkValid", label: "Link" },
  { key: "documentValid", label: "Document" },
  { key: "ruleValid", label: "Rule" },
];

const formatTime = (value: string | null) => (value ? `${value.replace("T", " ").slice(0, 19)} UTC` : "—");
const humanAction = (code: string | null) => (code ? code.replaceAll("_", " ").toLowerCase() : "unreadable");

/** The verdict line under the heading: what was proven, and what was not. */
function summary(report: VerificationReport, source: string, failed: number): string {
  if (!report.integrity)
    return `${source}: ${failed} check${failed === 1 ? "" : "s"} failed. Do not rely on this bundle.`;
  if (report.origin === "untrusted")
    return `${source}: the bundle is intact, but it was signed with a key this site does not publish, so it was not signed by this platform. Do not rely on it.`;
  if (report.origin === "unchecked")
    return `${source}: the bundle is intact, but this site's published keys could not be loaded, so who signed it is not verified: anyone can sign an intact bundle with a key of their own. Reload the page with a connection, or run exportly-verify with --jwks.`;
  return `${source}: every signature, link, checksum and rule checks out, and it was signed by this platform${report.finalStatus ? `; the bill is ${report.finalStatus.replaceAll("_", " ").toLowerCase()}` : ""}.`;
}

export function verdictHeading(report: VerificationReport): string {
  if (report.valid) return "✓ Valid bundle";
  return report.integrity ? "✗ Integrity verified, origin NOT verified" : "✗ Not valid";
}

/**
 * One verification report: the verdict, each check with its reason, and each entry with its
 * badges. Green only when the bundle is intact and signed by this platform's keys; an intact
 * bundle whose signer is unknown or foreign is red, since a forger's own key makes one too.
 */
export function VerificationResult({
  report,
  source,
  headingRef,
}: {
  report: VerificationReport;
  source: string;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const failed = report.checks.filter((check) => !check.ok);
  return (
    <section
      className={`${styles.result} ${report.valid ? styles.valid : styles.invalid}`}
      aria-labelledby="verification-verdict"
      data-origin={report.origin}
    >
      <h2 id="verification-verdict" ref={headingRef} tabIndex={-1} className={styles.verdict}>
        {verdictHeading(report)}
      </h2>
      <p className={styles.summary}>{summary(report, source, failed.length)}</p>

      <h3>Checks</h3>
      <ul className={styles.checks}>
        {report.checks.map((check) => (
          <li key={check.id} className={check.ok ? styles.pass : styles.fail} data-check={check.id} data-ok={check.ok}>
            <span aria-hidden="true" className={styles.mark}>
              {check.ok ? "✔" : "✘"}
            </span>
            <span className="visually-hidden">{check.ok ? "Passed:" : "Failed:"}</span>{" "}
            <span className={styles.checkLabel}>{check.label}</span>
            {check.detail && <span className={styles.detail}>{check.detail}</span>}
          </li>
        ))}
      </ul>

      {report.entries.length > 0 && (
        <>
          <h3>Chain of custody ({report.entries.length} entries)</h3>
          <div className={styles.tableWrap} tabIndex={0} role="region" aria-label="Chain entries">
            <table className={`${styles.entries} table-stack`}>
              <thead>
                <tr>
                  <th scope="col">#</th>
                  <th scope="col">Action</th>
                  <th scope="col">From → to</th>
                  <th scope="col">Time</th>
                  <th scope="col">Checks</th>
                  <th scope="col">Entry checksum</th>
                </tr>
              </thead>
              <tbody>
                {report.entries.map((entry) => (
                  <tr key={entry.index} data-entry={entry.index + 1}>
                    <td data-label="#">{entry.index + 1}</td>
                    <td data-label="Action">{humanAction(entry.actionCode)}</td>
                    <td data-label="From → to">
                      {[entry.actorName, entry.recipientName].filter(Boolean).join(" → ") || "—"}
                    </td>
                    <td data-label="Time">{formatTime(entry.actionDateTime)}</td>
                    <td data-label="Checks">
                      <ul className={styles.badges}>
                        {BADGES.map(({ key, label }) => (
                          <li key={key} className={entry[key] ? styles.badgeOk : styles.badgeBad}>
                            {label} {entry[key] ? "ok" : "failed"}
                          </li>
                        ))}
                      </ul>
                      {entry.problems.length > 0 && <p className={styles.problems}>{entry.problems.join("; ")}</p>}
                    </td>
                    <td data-label="Entry checksum">
                      <code className={styles.checksum} title={entry.checksum}>
                        {entry.checksum.slice(0, 12)}…
                      </code>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}

      <dl className={styles.facts}>
        {report.documentChecksum && (
          <div className={styles.factRow}>
            <dt>Document checksum</dt>
            <dd>
              <code>{report.documentChecksum}</code>
            </dd>
          </div>
        )}
        {report.keys.map((key) => (
          <div key={key.kid} className={styles.factRow}>
            <dt>Signing key ({key.alg})</dt>
            <dd>
              <code>{key.kid}</code>
              {key.trusted === true && " (this platform's published key)"}
              {key.trusted === false && " (not a key this site publishes)"}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
