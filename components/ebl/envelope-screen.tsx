"use client";

import Link from "next/link";
import { useCallback, useMemo, useState } from "react";
import { Download, ShieldCheck } from "lucide-react";
import { isTerminal } from "@/lib/ebl/rules";
import { errorMessage, type ApiIssue } from "@/lib/client/api";
import { apiUrl } from "@/lib/client/api-client";
import { useAppState } from "@/lib/client/app-state";
import { issueChecklist } from "@/lib/ebl/issue-checklist";
import { fieldForIssue } from "@/lib/ebl/document-fields";
import { plainProblem } from "@/lib/ebl/issue-checklist";
import { ErrorSummary } from "@/components/ui/error-summary";
import { shipmentHref } from "@/components/shipments/types";
import { RequiresVerification } from "@/components/verification/requires-verification";
import { BillOfLading } from "./bill-of-lading";
import { DraftEditor } from "./draft-editor";
import { EnvelopeActions } from "./envelope-actions";
import { envelopeReference, formatDateTime, partyDetail, partyName, stateLabel, titleLine } from "./labels";
import { EnvelopeStatusBadge } from "./status-badge";
import { Timeline } from "./timeline";
import { useEnvelope } from "./use-envelope";
import styles from "./ebl.module.css";
import { Skeleton } from "@/components/ui/skeleton";

const VIEWER_ROLES: Record<string, string> = {
  issuer: "the issuing carrier",
  shipper: "the shipper",
  consignee: "the consignee",
  possessor: "the current holder",
  endorsee: "the endorsee",
  creator: "the creator of the draft",
  past: "a past holder",
};

/** "a, b and c". */
const listInWords = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;

/**
 * /ebills/{envelopeId}: the bill laid out like a bill of lading, who is who, the chain with the
 * verifier's badges, the actions this user may take now, downloads (bundle and PDF) and a link
 * to /verify. A draft the user may edit opens in the draft editor above its preview.
 */
export function EnvelopeScreen({ envelopeId }: { envelopeId: string }) {
  const { user } = useAppState();
  const { status, error, envelope, entries, report, refresh } = useEnvelope(envelopeId);
  const [issues, setIssues] = useState<{ list: ApiIssue[]; message: string | null }>({ list: [], message: null });
  const [dirty, setDirty] = useState(false);
  const onDirtyChange = useCallback((value: boolean) => setDirty(value), []);
  const reload = () => void refresh();
  const checklist = useMemo(
    () =>
      envelope?.issueProblems
        ? issueChecklist(envelope.transportDocument ?? {}, envelope.issueProblems, { isToOrder: envelope.isToOrder })
        : null,
    [envelope],
  );

  if (status === "loading") return <Skeleton label="Loading the eBL…" rows={4} minHeight="20rem" />;
  if (status === "missing" || status === "error" || !envelope)
    return (
      <section className="empty-state">
        <h1>{status === "missing" ? "eBL not found" : "Could not load the eBL"}</h1>
        <p>{status === "missing" ? "This eBL does not exist, or you are not a party to it." : errorMessage(error)}</p>
        <p>
          <Link href="/ebl">Back to electronic bills of lading</Link>
        </p>
      </section>
    );

  const reference = envelopeReference(envelope);
  const editable = envelope.status === "DRAFT" && envelope.availableActions.includes("EDIT");
  const roles = envelope.viewerRoles.map((r) => VIEWER_ROLES[r]).filter((r): r is string => !!r);
  const signed = envelope.status !== "DRAFT";
  const verified = user?.verificationState === "verified";
  const issueBlocked = !checklist
    ? null
    : !checklist.complete
      ? `Ready to issue: ${checklist.done} of ${checklist.total}. Complete the checklist first.`
      : dirty
        ? "Save the draft first."
        : null;

  return (
    <div className="stack">
      <header className="page-header">
        <p>
          <Link href="/ebl">Electronic bills of lading</Link>
        </p>
        <h1 className={styles.wrap}>{reference}</h1>
        {envelope.shipmentReference && envelope.shipmentId ? (
          <p className={styles.muted}>
            From shipment{" "}
            <Link href={shipmentHref(envelope.shipmentId)} className={styles.wrap}>
              {envelope.shipmentReference}
            </Link>
          </p>
        ) : null}
        <p className={styles.buttonRow}>
          <EnvelopeStatusBadge status={envelope.status} />
          <span>{envelope.isToOrder ? "To order (negotiable)" : "Straight (non-negotiable)"}</span>
          {roles.length > 0 ? <span className={styles.muted}>You are {listInWords(roles)}.</span> : null}
        </p>
        {isTerminal(envelope.status) ? (
          <p className="alert alert-success" role="status">
            {envelope.status === "VOIDED"
              ? `This eBL is void${envelope.voidReason ? `: ${envelope.voidReason}` : "."} Nobody can act on it again.`
              : "This eBL has been surrendered for delivery and accepted by the carrier: its life has ended and nobody can act on it again."}
          </p>
        ) : null}
        {envelope.status === "DRAFT" && envelope.draftDeclinedAt ? (
          <p className="alert alert-warning" role="status">
            {partyName(envelope.issuer)} declined this draft on {formatDateTime(envelope.draftDeclinedAt)}. Name another
            carrier to offer it again, or delete it.
          </p>
        ) : null}
      </header>

      <div className={styles.layout}>
        <div className={`stack ${styles.column}`}>
          {editable ? (
            <section className={`card stack ${styles.column}`} aria-labelledby="editor-heading">
              <h2 id="editor-heading">Edit the draft</h2>
              <p className={styles.muted}>
                The carrier issues the bill once these DCSA fields are complete. Saving keeps the draft; nothing is
                signed until it is issued.
              </p>
              <DraftEditor
                key={envelope.updatedAt}
                envelope={envelope}
                issues={issues.list}
                issuesMessage={issues.message}
                onSaved={reload}
                onIssues={(list, message) => setIssues({ list, message })}
                onStale={reload}
                onDirtyChange={onDirtyChange}
              />
            </section>
          ) : issues.list.length > 0 ? (
            <ErrorSummary
              title="The bill was not issued"
              alert={issues.message?.split(":")[0] ?? null}
              errors={{
                "": issues.list
                  .map(
                    (issue) =>
                      `${fieldForIssue(issue.path)?.label ?? "The document"}: ${plainProblem(issue) ?? "missing"}.`,
                  )
                  .join(" "),
              }}
            />
          ) : null}
          <section aria-labelledby="bill-heading" className={`stack ${styles.column}`}>
            <h2 id="bill-heading" className={editable ? undefined : "visually-hidden"}>
              {editable ? "Preview" : "The bill"}
            </h2>
            <BillOfLading envelope={envelope} />
          </section>
          <section className="card stack" aria-labelledby="timeline-heading">
            <h2 id="timeline-heading">Chain of entries</h2>
            <Timeline entries={entries} report={report} />
          </section>
        </div>

        <aside className={styles.panel} aria-label="eBL summary and actions">
          <section className="card stack" aria-labelledby="summary-heading">
            <h2 id="summary-heading">Parties</h2>
            <dl className={styles.summary}>
              <div>
                <dt>Status</dt>
                <dd>{stateLabel(envelope.status)}</dd>
              </div>
              <div>
                <dt>Issuer (carrier)</dt>
                <dd>{partyDetail(envelope.issuer)}</dd>
              </div>
              <div>
                <dt>Shipper</dt>
                <dd>{partyDetail(envelope.shipper)}</dd>
              </div>
              <div>
                <dt>
                  {envelope.isToOrder
                    ? envelope.endorsee || envelope.blankEndorsed
                      ? "Endorsee"
                      : "Consignee"
                    : "Consignee"}
                </dt>
                <dd>
                  {envelope.isToOrder
                    ? envelope.endorsee
                      ? partyDetail(envelope.endorsee)
                      : titleLine(envelope)
                    : partyDetail(envelope.consignee)}
                </dd>
              </div>
              <div>
                <dt>Current holder</dt>
                <dd>
                  {envelope.possessor
                    ? partyDetail(envelope.possessor)
                    : envelope.status === "DRAFT"
                      ? "Nobody yet: not issued"
                      : "Nobody"}
                </dd>
              </div>
            </dl>
          </section>

          <section className="card stack" aria-labelledby="actions-heading">
            <h2 id="actions-heading">Your actions</h2>
            {verified ? (
              <EnvelopeActions
                envelope={envelope}
                entries={entries}
                onChanged={() => {
                  setIssues({ list: [], message: null });
                  reload();
                }}
                onStale={reload}
                onIssues={(list, message) => setIssues({ list, message })}
                issueBlocked={issueBlocked}
              />
            ) : (
              <RequiresVerification action="Act on this eBL">
                <span />
              </RequiresVerification>
            )}
          </section>

          <section className="card stack" aria-labelledby="downloads-heading">
            <h2 id="downloads-heading">Download and verify</h2>
            {signed ? (
              <div className={styles.actionList}>
                <a
                  className="btn btn-secondary"
                  href={apiUrl("/api/envelopes/{id}/export", { id: envelope.id })}
                  download
                >
                  <Download size={16} aria-hidden="true" /> Download bundle
                </a>
                <a className="btn btn-secondary" href={apiUrl("/api/envelopes/{id}/pdf", { id: envelope.id })} download>
                  <Download size={16} aria-hidden="true" /> Download PDF
                </a>
                <p className="field-hint">
                  The bundle is the signed chain with the platform&apos;s public keys: anyone can check it offline, or
                  on{" "}
                  <Link href="/verify">
                    <ShieldCheck size={16} aria-hidden="true" /> the verification page
                  </Link>
                  .
                </p>
              </div>
            ) : (
              <p className={styles.muted}>The bundle and the PDF are available once the bill is issued.</p>
            )}
          </section>
        </aside>
      </div>
    </div>
  );
}
