"use client";

import { toast } from "react-toastify";
import type { EntryDto } from "@/lib/ebl/contract";
import type { ApiOutput, EndpointAt } from "@/lib/client/api-client";
import { actionPast, entryRecipient, formatDateTime, partyName, reasonLabel, shortChecksum } from "./labels";
import styles from "./ebl.module.css";

type VerificationReport = ApiOutput<EndpointAt<"GET", "/api/envelopes/{id}/verify">>;
type VerifiedEntry = VerificationReport["entries"][number];

/** The verifier's report on the stored chain: loaded, not available (yet), or failed to load. */
export type ReportState =
  { status: "loading" } | { status: "ready"; report: VerificationReport } | { status: "unavailable"; message: string };

/** The verifier's finding for one entry, matched by checksum (index as a fallback). */
function findingFor(report: VerificationReport, entry: EntryDto, index: number): VerifiedEntry | null {
  return (
    report.entries.find((e) => e.checksum === entry.checksum) ?? report.entries.find((e) => e.index === index) ?? null
  );
}

function Badge({ state, entry, index }: { state: ReportState; entry: EntryDto; index: number }) {
  if (state.status === "loading") return <span className={styles.badge}>Checking…</span>;
  if (state.status === "unavailable")
    return (
      <span className={styles.badge} title={state.message}>
        Not checked
      </span>
    );
  const finding = findingFor(state.report, entry, index);
  if (!finding)
    return (
      <span className={styles.badge} data-tone="warning">
        Not in the report
      </span>
    );
  const ok = finding.signatureValid && finding.linkValid && finding.documentValid && finding.ruleValid;
  return (
    <span className={styles.badge} data-tone={ok ? "success" : "danger"}>
      {ok ? "✓ Verified" : "✗ Does not verify"}
    </span>
  );
}

async function copy(checksum: string) {
  try {
    await navigator.clipboard.writeText(checksum);
    toast.success("Checksum copied.");
  } catch {
    toast.error("Could not copy: select the checksum and copy it by hand.");
  }
}

/**
 * Every chain entry, oldest first: the action in words, who did it and to whom, when (the
 * reader's locale, from UTC), its checksum shortened with a copy button, and the verifier's
 * badge (signature, link to the previous entry, document checksum and transition rule).
 */
export function Timeline({ entries, report }: { entries: EntryDto[]; report: ReportState }) {
  if (entries.length === 0)
    return <p className={styles.muted}>No entries yet: the chain starts when the carrier issues the bill.</p>;
  return (
    <>
      {report.status === "ready" ? (
        <p className={styles.verifyResult} role="status">
          <span className={styles.badge} data-tone={report.report.valid ? "success" : "danger"}>
            {report.report.valid ? "Chain verified" : "Chain does not verify"}
          </span>
          <span className={styles.muted}>
            {report.report.valid
              ? `All ${entries.length} signed ${entries.length === 1 ? "entry checks" : "entries check"} out against the platform's published keys.`
              : report.report.checks
                  .filter((c) => !c.ok)
                  .map((c) => `${c.label}${c.detail ? `: ${c.detail}` : ""}`)
                  .join("; ")}
          </span>
        </p>
      ) : report.status === "unavailable" ? (
        <p className={styles.muted}>The chain could not be checked just now ({report.message}).</p>
      ) : null}
      <ol className={styles.timeline} aria-label="Chain of entries">
        {entries.map((entry, index) => {
          const to = entryRecipient(entry);
          const finding = report.status === "ready" ? findingFor(report.report, entry, index) : null;
          return (
            <li key={entry.checksum} className={styles.entry}>
              <div className={styles.entryHead}>
                <p className={styles.entryTitle}>
                  {entry.sequence}. {actionPast(entry.actionCode)}
                </p>
                <Badge state={report} entry={entry} index={index} />
              </div>
              <p>
                {partyName(entry.actor)}
                {to ? (
                  <>
                    {" "}
                    <span aria-hidden="true">→</span>
                    <span className="visually-hidden"> to </span> {to}
                  </>
                ) : null}
              </p>
              {entry.reasonCode || entry.comments ? (
                <p className={styles.muted}>
                  {[
                    entry.reasonCode ? `Reason: ${reasonLabel(entry.reasonCode)}` : null,
                    entry.comments ? `“${entry.comments}”` : null,
                  ]
                    .filter(Boolean)
                    .join(" · ")}
                </p>
              ) : null}
              <div className={styles.entryMeta}>
                <time dateTime={entry.actionDateTime}>{formatDateTime(entry.actionDateTime)}</time>
                <span>
                  Checksum{" "}
                  <code className={styles.checksum} title={entry.checksum}>
                    {shortChecksum(entry.checksum)}
                  </code>
                </span>
                <button
                  type="button"
                  className={`btn btn-secondary ${styles.copy}`}
                  onClick={() => void copy(entry.checksum)}
                >
                  Copy<span className="visually-hidden"> the checksum of entry {entry.sequence}</span>
                </button>
              </div>
              {finding && finding.problems.length > 0 ? (
                <ul className={styles.problems}>
                  {finding.problems.map((problem) => (
                    <li key={problem}>{problem}</li>
                  ))}
                </ul>
              ) : null}
            </li>
          );
        })}
      </ol>
    </>
  );
}
