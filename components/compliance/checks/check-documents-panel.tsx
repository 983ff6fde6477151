"use client";

import Link from "next/link";
import { useState } from "react";
import { ShieldCheck } from "lucide-react";
import { errorMessage } from "@/lib/client/api";
import type { ApiOutput, EndpointAt } from "@/lib/client/api-client";
import { useApiMutation, useApiQuery } from "@/lib/client/queries";
import { isTemplateKey, TEMPLATE_BY_KEY } from "@/lib/templates/descriptors";
import { fieldPathLabel } from "@/lib/templates/field-labels";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import styles from "./checks.module.css";

type Latest = ApiOutput<EndpointAt<"GET", "/api/shipments/{id}/compliance-checks/latest">>;
type Finding = Latest["findings"][number];
type Severity = Finding["severity"];

const GROUPS: { severity: Severity; title: string }[] = [
  { severity: "error", title: "Errors" },
  { severity: "warning", title: "Warnings" },
  { severity: "info", title: "For information" },
];

const DOCUMENT_TITLES: Record<string, string> = {
  letter_of_credit: "Letter of credit",
  ebl: "Electronic bill of lading",
  payments: "Payments",
};
export const documentTitle = (key: string) =>
  isTemplateKey(key) ? TEMPLATE_BY_KEY[key].title : (DOCUMENT_TITLES[key] ?? key);

/** Where a finding's field is fixed: the document editor focuses `#field=<path>`; the LC form is on this page. */
export function fieldHref(shipmentId: string, document: string, path: string): string | null {
  if (isTemplateKey(document)) return `/exportdocs/${shipmentId}/${document}#field=${encodeURIComponent(path)}`;
  if (document === "letter_of_credit") return `#lc-${path.split(".")[0]}`;
  if (document === "payments") return "/payments";
  return null;
}

function fieldLabel(document: string, path: string): string {
  if (isTemplateKey(document)) return `${TEMPLATE_BY_KEY[document].title}: ${fieldPathLabel(path, document)}`;
  return `${documentTitle(document)}: ${path}`;
}

const formatTime = (iso: string) =>
  new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));

/**
 * The shipment screen's "Check documents" panel: runs the compliance checks (lib/compliance/checks)
 * and shows the latest findings by severity, each with the rule it applies, its citation and a
 * link to every field involved. Run again after editing. A read-only sharee may run them too.
 */
export function CheckDocumentsPanel({ shipmentId }: { shipmentId: string }) {
  const latest = useApiQuery("/api/shipments/{id}/compliance-checks/latest", { params: { id: shipmentId } });
  const run = useApiMutation("POST", "/api/shipments/{id}/compliance-checks", {
    invalidates: ["/api/shipments/{id}/compliance-checks", "/api/compliance/insights"],
  });
  const [error, setError] = useState<string | null>(null);
  const data = latest.data;

  async function check() {
    setError(null);
    try {
      await run.mutateAsync({ params: { id: shipmentId } });
    } catch (e) {
      setError(errorMessage(e));
    }
  }

  return (
    <section className="card stack" aria-labelledby="checks-title">
      <div className={styles.header}>
        <div>
          <h2 id="checks-title">Check documents</h2>
          <p className="field-hint">
            Rules from UCP 600, Incoterms® 2020 and customs, applied to the saved documents, the letter of credit and
            the eBL. Each finding says which rule produced it and where it comes from.
          </p>
        </div>
        <button
          type="button"
          className="btn"
          onClick={() => void check()}
          disabled={run.isPending}
          aria-busy={run.isPending || undefined}
        >
          {run.isPending ? (
            <>
              <span className="spinner" aria-hidden="true" />
              Checking…
            </>
          ) : data?.checkedAt ? (
            "Check again"
          ) : (
            "Check documents"
          )}
        </button>
      </div>
      {error ? (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      ) : null}
      {latest.isPending ? (
        <Skeleton label="Loading the last check…" rows={2} />
      ) : latest.isError ? (
        <p className="alert alert-error" role="alert">
          Could not load the last check: {errorMessage(latest.error)}
        </p>
      ) : !data?.checkedAt ? (
        <p>Not checked yet. Run the checks after saving the documents.</p>
      ) : (
        <>
          <p aria-live="polite">
            Last checked {formatTime(data.checkedAt)} (rules {data.ruleSetVersion}):{" "}
            <strong>
              {data.summary!.errors} error{data.summary!.errors === 1 ? "" : "s"}, {data.summary!.warnings} warning
              {data.summary!.warnings === 1 ? "" : "s"}
            </strong>
            .
          </p>
          {data.summary!.errors + data.summary!.warnings === 0 ? (
            <EmptyState title="No findings" icon={ShieldCheck} headingLevel={3}>
              No error or warning: the documents agree with each other
              {data.findings.length ? "" : " and with the letter of credit"}.
            </EmptyState>
          ) : null}
          {GROUPS.map(({ severity, title }) => {
            const group = data.findings.filter((f) => f.severity === severity);
            if (!group.length) return null;
            return (
              <div key={severity} className={styles.group}>
                <h3>
                  {title} ({group.length})
                </h3>
                <ul className={styles.findings}>
                  {group.map((f, i) => (
                    <FindingItem key={`${f.checkId}-${i}`} shipmentId={shipmentId} finding={f} />
                  ))}
                </ul>
              </div>
            );
          })}
        </>
      )}
    </section>
  );
}

function FindingItem({ shipmentId, finding }: { shipmentId: string; finding: Finding }) {
  return (
    <li className={`${styles.finding} ${styles[finding.severity]}`} data-check-id={finding.checkId}>
      <p>
        <strong>{finding.message}</strong>
      </p>
      {finding.suggestion ? <p>{finding.suggestion}</p> : null}
      <p className={styles.citation}>
        <code>{finding.checkId}</code> · {finding.rule.citation}{" "}
        {finding.rule.url ? (
          <a href={finding.rule.url} target="_blank" rel="noreferrer noopener">
            Source
          </a>
        ) : null}
      </p>
      {finding.fields.length ? (
        <ul className={styles.links} aria-label="Fields involved">
          {finding.fields.map((field) => {
            const href = fieldHref(shipmentId, field.document, field.path);
            const label = fieldLabel(field.document, field.path);
            return (
              <li key={`${field.document}:${field.path}`}>
                {href ? href.startsWith("#") ? <a href={href}>{label}</a> : <Link href={href}>{label}</Link> : label}
              </li>
            );
          })}
        </ul>
      ) : null}
    </li>
  );
}
