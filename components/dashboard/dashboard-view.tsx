"use client";

import { CircleAlert, PackagePlus } from "lucide-react";
import Link from "next/link";
import { useMemo } from "react";
import { EmptyState } from "@/components/ui/empty-state";
import { SHIPMENT_STATUSES, statusLabel } from "@/components/shipments/types";
import type { AnalyticsSummary } from "@/lib/analytics/summary/contract";
import { periodLink, statusLink, SUMMARY_LINKS } from "@/lib/analytics/summary/links";
import { errorMessage } from "@/lib/client/api";
import { useAppState } from "@/lib/client/app-state";
import { useApiQuery } from "@/lib/client/queries";
import { roleLabel } from "@/lib/client/types";
import { formatCalendarDate } from "@/lib/format/dates";
import { formatDecimal } from "@/lib/format/numbers";
import { DashboardSkeleton } from "./dashboard-skeleton";
import styles from "./dashboard.module.css";
import { RecentActivity } from "./recent-activity";
import { SummaryTile } from "./summary-tile";

const VERIFICATION_LABELS: Record<AnalyticsSummary["attention"]["verificationState"], string> = {
  unverified: "Not verified",
  pending: "Under review",
  verified: "Verified",
  rejected: "Rejected",
  suspended: "Suspended",
};

/** The browser's zone: days count in it until the user picks one in the settings. */
const browserZone = () => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
};

/**
 * /dashboard: the signed-in user's figures (GET /api/analytics/summary), each tile a link to the
 * filtered list behind it (lib/analytics/summary/links.ts). A skeleton of the same shape while
 * loading, an error with "Try again", and an empty state for a new account.
 */
export function DashboardView() {
  const { user } = useAppState();
  const tz = useMemo(() => browserZone(), []);
  const query = useApiQuery("/api/analytics/summary", { query: tz ? { tz } : {} });

  return (
    <div className="stack">
      <header className="page-header">
        <h1>Welcome, {user?.firstName ?? "there"}</h1>
        <p>{user ? `Signed in as ${user.email} · ${roleLabel(user.role)}` : "Your workspace at a glance."}</p>
      </header>
      {query.status === "pending" ? (
        <DashboardSkeleton />
      ) : query.status === "error" ? (
        <div className="alert alert-error list-state-error" role="alert">
          <span className="list-state-error-text">
            <CircleAlert size={16} aria-hidden="true" />
            {errorMessage(query.error)}
          </span>
          <button type="button" className="btn btn-secondary btn-sm" onClick={() => void query.refetch()}>
            Try again
          </button>
        </div>
      ) : (
        <Summary summary={query.data} />
      )}
    </div>
  );
}

function Summary({ summary: s }: { summary: AnalyticsSummary }) {
  const totalShipments = Object.values(s.shipmentsByStatus).reduce((a, b) => a + b, 0);
  const isNew =
    totalShipments === 0 &&
    s.attention.eblsAwaitingAction === 0 &&
    s.attention.invitationsWaiting === 0 &&
    s.attention.sharesWaiting === 0;
  return (
    <>
      {isNew ? (
        <EmptyState
          title="Your dashboard fills as you work"
          icon={PackagePlus}
          action={
            <Link className="btn" href="/exportdocs">
              Create a shipment
            </Link>
          }
        >
          Shipments, documents to finish, eBLs waiting for you and money owed to you will show here, each linking to its
          list.
        </EmptyState>
      ) : null}

      <section className={styles.section} aria-labelledby="dashboard-attention">
        <h2 id="dashboard-attention">Needs you now</h2>
        <ul className={styles.tiles}>
          <SummaryTile
            figure={s.attention.documentsToFinish}
            label="Documents to finish"
            href={SUMMARY_LINKS.documentsToFinish}
            needs
          />
          <SummaryTile
            figure={s.attention.complianceErrors}
            label="Shipments with compliance errors"
            href={SUMMARY_LINKS.complianceErrors}
            needs
          />
          <SummaryTile
            figure={s.attention.eblsAwaitingAction}
            label="eBLs awaiting my action"
            href={SUMMARY_LINKS.eblsAwaitingAction}
            needs
          />
          <SummaryTile
            figure={s.attention.invitationsWaiting}
            label="Invitations waiting"
            href={SUMMARY_LINKS.invitationsWaiting}
            needs
          />
          <SummaryTile
            figure={s.attention.sharesWaiting}
            label="Shares not yet opened"
            href={SUMMARY_LINKS.sharesWaiting}
            needs
          />
          <SummaryTile
            figure={VERIFICATION_LABELS[s.attention.verificationState]}
            label="Business verification"
            href={SUMMARY_LINKS.verificationState}
          />
        </ul>
      </section>

      <RoleFigures summary={s} />

      <section className={styles.section} aria-labelledby="dashboard-status">
        <h2 id="dashboard-status">Shipments by status</h2>
        <ul className={styles.tiles}>
          {SHIPMENT_STATUSES.map((status) => (
            <SummaryTile
              key={status}
              figure={s.shipmentsByStatus[status]}
              label={statusLabel(status)}
              href={statusLink(status)}
            />
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="dashboard-tracking">
        <h2 id="dashboard-tracking">Tracking</h2>
        <ul className={styles.tiles}>
          <SummaryTile figure={s.tracking.inTransit} label="In transit" href={SUMMARY_LINKS.inTransit} />
          <SummaryTile figure={s.tracking.delayed} label="Delayed" href={SUMMARY_LINKS.delayed} needs />
          <SummaryTile
            figure={s.tracking.arrivingThisWeek}
            label="Arriving this week"
            href={SUMMARY_LINKS.arrivingThisWeek}
          />
        </ul>
      </section>

      <div className={styles.money}>
        <Receivables summary={s} />
        <Period summary={s} />
      </div>

      <RecentActivity entries={s.recentActivity} />
    </>
  );
}

/** What the user's role does: a carrier's bills and surrenders, a holder's eBLs, a sharee's documents to edit. */
function RoleFigures({ summary: s }: { summary: AnalyticsSummary }) {
  const showSharee = s.sharee.documentsAwaitingEdit > 0 || s.role !== "exporter";
  if (!s.carrier && !s.holder && !showSharee) return null;
  return (
    <section className={styles.section} aria-labelledby="dashboard-role">
      <h2 id="dashboard-role">As {roleLabel(s.role).toLowerCase()}</h2>
      <ul className={styles.tiles}>
        {s.carrier ? (
          <>
            <SummaryTile
              figure={s.carrier.billsToIssue}
              label="Bills to issue"
              href={SUMMARY_LINKS.billsToIssue}
              needs
            />
            <SummaryTile
              figure={s.carrier.draftsToAnswer}
              label="Drafts to answer"
              href={SUMMARY_LINKS.billsToIssue}
              needs
            />
            <SummaryTile
              figure={s.carrier.surrendersToAnswer}
              label="Surrenders to answer"
              href={SUMMARY_LINKS.surrendersToAnswer}
              needs
            />
          </>
        ) : null}
        {s.holder ? (
          <>
            <SummaryTile figure={s.holder.eblsHeld} label="eBLs held" href={SUMMARY_LINKS.eblsHeld} />
            <SummaryTile
              figure={s.holder.eblsAwaitingAction}
              label="Held eBLs awaiting action"
              href={SUMMARY_LINKS.eblsAwaitingAction}
              needs
            />
          </>
        ) : null}
        {showSharee ? (
          <SummaryTile
            figure={s.sharee.documentsAwaitingEdit}
            label="Shared documents to edit"
            href={SUMMARY_LINKS.documentsAwaitingEdit}
            needs
          />
        ) : null}
      </ul>
    </section>
  );
}

function Receivables({ summary: s }: { summary: AnalyticsSummary }) {
  return (
    <section className={styles.moneyCard} aria-labelledby="dashboard-receivables">
      <h3 id="dashboard-receivables">Receivables as of {formatCalendarDate(s.today)}</h3>
      {s.receivables.length === 0 ? (
        <p className={styles.muted}>
          Nothing owed to you: invoiced totals less payments show here per currency.{" "}
          <Link href={SUMMARY_LINKS.receivables}>Open payments</Link>
        </p>
      ) : (
        <table className={styles.moneyTable}>
          <caption className="visually-hidden">Outstanding per currency</caption>
          <thead>
            <tr>
              <th scope="col">Currency</th>
              <th scope="col" className={styles.numeric}>
                Outstanding
              </th>
              <th scope="col" className={styles.numeric}>
                Overdue
              </th>
            </tr>
          </thead>
          <tbody>
            {s.receivables.map((r) => (
              <tr key={r.currency}>
                <th scope="row">{r.currency}</th>
                <td>
                  <Link
                    href={SUMMARY_LINKS.receivables}
                    aria-label={`${r.currency} ${formatDecimal(r.outstanding)} outstanding on ${r.shipments} shipments`}
                  >
                    {formatDecimal(r.outstanding)}
                  </Link>
                </td>
                <td>
                  <Link
                    href={SUMMARY_LINKS.overdue}
                    aria-label={`${r.currency} ${formatDecimal(r.overdue)} overdue on ${r.overdueShipments} shipments`}
                  >
                    {formatDecimal(r.overdue)}
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function Period({ summary: s }: { summary: AnalyticsSummary }) {
  const p = s.period;
  return (
    <section className={styles.moneyCard} aria-labelledby="dashboard-period">
      <h3 id="dashboard-period">
        {formatCalendarDate(s.from)} – {formatCalendarDate(s.to)}
      </h3>
      <table className={styles.moneyTable}>
        <caption className="visually-hidden">
          This period against the previous ({formatCalendarDate(p.previousFrom)} – {formatCalendarDate(p.previousTo)})
        </caption>
        <thead>
          <tr>
            <th scope="col">Figure</th>
            <th scope="col" className={styles.numeric}>
              This period
            </th>
            <th scope="col" className={styles.numeric}>
              Previous
            </th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">Shipments</th>
            <td data-figure="period-shipments">{formatDecimal(String(p.shipments))}</td>
            <td>{formatDecimal(String(p.previousShipments))}</td>
          </tr>
          {p.exportValue.map((v) => (
            <tr key={v.currency}>
              <th scope="row">Export value {v.currency}</th>
              <td>{formatDecimal(v.amount)}</td>
              <td>{formatDecimal(v.previousAmount)}</td>
            </tr>
          ))}
          <tr>
            <th scope="row">Documents finalised</th>
            <td>{formatDecimal(String(p.documentsFinalised))}</td>
            <td>{formatDecimal(String(p.previousDocumentsFinalised))}</td>
          </tr>
        </tbody>
      </table>
      <p className={styles.muted}>
        <Link href={periodLink(s.from, s.to)}>Open the reports for this period</Link>
      </p>
    </section>
  );
}
