import { requireUserId, type Actor } from "@/lib/auth/actor";
import { getDb } from "@/lib/db/client";
import { CARRIER_ROLES } from "@/lib/ebl/parties";
import { trackingCounts } from "@/lib/tracking/tracking-counts";
import type { UserRole } from "@/models/roles";
import { reportTimeZone, resolvePeriod } from "../period";
import { receivablesSummary } from "../receivables";
import { unknownZoneAs400 } from "../reports/get-report";
import { attentionCounts } from "./attention-counts";
import { eblFigures } from "./ebl-figures";
import { periodFigures } from "./period-figures";
import { recentActivity } from "./recent-activity";
import type { AnalyticsSummary } from "./contract";
import type { SummaryQuery } from "./schemas";
import { shipmentsByStatus } from "./shipments-by-status";

/** Roles that hold eBLs for others' trade (a bank financing it, the importer taking delivery): their tile is what they hold. */
const HOLDER_ROLES: readonly UserRole[] = ["bank", "importer"];

export type GetAnalyticsSummaryOptions = { actor: Actor; query: SummaryQuery; now?: Date };

/**
 * The dashboard's figures (GET /api/analytics/summary; docs/analytics.md "Dashboard and
 * summary"). The period and zone are resolved first (a bad one is a 400 before any query), then
 * seven independent pieces run in parallel, each a few index-backed queries:
 * attention counts, eBL figures, shipments by status, the period's figures, tracking counts,
 * receivables (owner only, as of today in the zone) and recent activity.
 */
export async function getAnalyticsSummary({
  actor,
  query,
  now = new Date(),
}: GetAnalyticsSummaryOptions): Promise<AnalyticsSummary> {
  const userId = requireUserId(actor, "getAnalyticsSummary");
  const timeZone = reportTimeZone(actor.user.timeZone, query.tz);
  const period = resolvePeriod({ from: query.from, to: query.to }, timeZone, now);
  const db = await getDb();
  // A zone Intl knows but PostgreSQL does not is the request's fault: a 400 on tz (as the reports answer).
  const [attention, ebl, byStatus, periodTotals, tracking, receivables, activity] = await unknownZoneAs400(
    timeZone,
    Promise.all([
      attentionCounts(db, userId),
      eblFigures(db, userId),
      shipmentsByStatus(db, userId),
      periodFigures(db, userId, period),
      trackingCounts({ actor, now, db }),
      receivablesSummary({ db, ownerId: userId, asOf: period.today }),
      recentActivity(db, userId),
    ]),
  );
  const isCarrier = CARRIER_ROLES.includes(actor.role);
  return {
    from: period.from,
    to: period.to,
    timeZone,
    today: period.today,
    role: actor.role,
    attention: {
      documentsToFinish: attention.documentsToFinish,
      complianceErrors: attention.complianceErrors,
      eblsAwaitingAction: ebl.awaitingAction,
      invitationsWaiting: attention.invitationsWaiting,
      sharesWaiting: attention.sharesWaiting,
      verificationState: actor.user.verificationState,
    },
    shipmentsByStatus: byStatus,
    tracking,
    receivables: [...receivables].sort((a, b) => (a.currency < b.currency ? -1 : a.currency > b.currency ? 1 : 0)),
    period: { previousFrom: period.previous.from, previousTo: period.previous.to, ...periodTotals },
    carrier: isCarrier
      ? {
          billsToIssue: ebl.billsToIssue,
          draftsToAnswer: ebl.draftsToAnswer,
          surrendersToAnswer: ebl.surrendersToAnswer,
        }
      : null,
    holder: HOLDER_ROLES.includes(actor.role) ? { eblsHeld: ebl.held, eblsAwaitingAction: ebl.awaitingAction } : null,
    sharee: { documentsAwaitingEdit: attention.documentsAwaitingEdit },
    recentActivity: activity,
  };
}
