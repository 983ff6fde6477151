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

/** One verification report: the verdict, each check with its reason, and each entry with its badges. */
export function VerificationResult({
  report,
  source,
  keysChecked,
  headingRef,
}: {
  report: VerificationReport;
  source: string;
  keysChecked: boolean;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const failed = report.checks.filter((check) => !check.ok);
  return (
    <section
      className={`${styles.result} ${report.valid ? styles.valid : styles.invalid}`}
      aria-labelledby="verification-verdict"
    >
      <h2 id="verification-verdict" ref={headingRef} tabIndex={-1} className={styles.verdict}>
        {report.valid ? "✓ Valid bundle" : "✗ Not valid"}
      </h2>
      <p className={styles.summary}>
        {report.valid
          ? `${source}: every signature, link, checksum and rule checks out${report.finalStatus ? `; the bill is ${report.finalStatus.replaceAll("_", " ").toLowerCase()}` : ""}.`
          : `${source}: ${failed.length} check${failed.length === 1 ? "" : "s"} failed. Do not rely on this bundle.`}
      </p>
      {!keysChecked && (
        <p className={styles.note}>
          This site&apos;s published keys could not be loaded, so whether the bundle was signed by this platform is not
          shown. Everything else was checked.
        </p>
      )}

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
            <table className={styles.entries}>
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
                    <td>{entry.index + 1}</td>
                    <td>{humanAction(entry.actionCode)}</td>
                    <td>{[entry.actorName, entry.recipientName].filter(Boolean).join(" → ") || "—"}</td>
                    <td>{formatTime(entry.actionDateTime)}</td>
                    <td>
                      <ul className={styles.badges}>
                        {BADGES.map(({ key, label }) => (
                          <li key={key} className={entry[key] ? styles.badgeOk : styles.badgeBad}>
                            {label} {entry[key] ? "ok" : "failed"}
                          </li>
                        ))}
                      </ul>
                      {entry.problems.length > 0 && <p className={styles.problems}>{entry.problems.join("; ")}</p>}
                    </td>
                    <td>
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
