import { z } from "zod";
import { SHIPMENT_STATUSES } from "@/models/shipments";
import { VERIFICATION_STATES } from "@/models/users";
import { USER_ROLES } from "@/models/roles";

/**
 * The answer of GET /api/analytics/summary, shared by the server, the dashboard and the OpenAPI
 * document (docs/analytics.md, "Dashboard and summary"). Client-safe: no server imports.
 */
const count = z.number().int().nonnegative();
/** A decimal string with the currency's minor digits ("1250.50", "300" for JPY). */
const money = z.string();

export const ZShipmentsByStatus = z.object(
  Object.fromEntries(SHIPMENT_STATUSES.map((s) => [s, count])) as Record<
    (typeof SHIPMENT_STATUSES)[number],
    typeof count
  >,
);

export const ZSummaryAttention = z.object({
  documentsToFinish: count.describe(
    "Documents not yet final on my active shipments (draft, in progress, ready, shipped).",
  ),
  complianceErrors: count.describe("My active shipments whose latest compliance check found at least one error."),
  eblsAwaitingAction: count.describe(
    "eBLs on which I may act now (lib/ebl/rules.ts), drafts I may edit or issue included.",
  ),
  invitationsWaiting: count.describe("Network invitations waiting for my answer."),
  sharesWaiting: count.describe("Shipments shared with me that I have not opened yet."),
  verificationState: z.enum(VERIFICATION_STATES),
});

export const ZSummaryReceivable = z.object({
  currency: z.string(),
  outstanding: money,
  overdue: money,
  shipments: count,
  overdueShipments: count,
});

export const ZSummaryExportValue = z.object({
  currency: z.string(),
  amount: money,
  previousAmount: money,
  shipments: count,
  previousShipments: count,
});

export const ZSummaryActivity = z.object({
  id: z.string(),
  action: z.string(),
  sentence: z.string(),
  at: z.string().describe("ISO 8601 instant (UTC)."),
  link: z.string().nullable().describe("Where the entry's subject opens in the app, when I may open it."),
});

export const ZAnalyticsSummary = z.object({
  from: z.string(),
  to: z.string(),
  timeZone: z.string(),
  /** Today in `timeZone`: the day receivables age against. */
  today: z.string(),
  role: z.enum(USER_ROLES),
  attention: ZSummaryAttention,
  shipmentsByStatus: ZShipmentsByStatus,
  tracking: z.object({ inTransit: count, delayed: count, arrivingThisWeek: count }),
  /** The owner's open receivables as of today, per currency (never summed across currencies). */
  receivables: z.array(ZSummaryReceivable),
  period: z.object({
    previousFrom: z.string(),
    previousTo: z.string(),
    shipments: count,
    previousShipments: count,
    exportValue: z.array(ZSummaryExportValue),
    documentsFinalised: count,
    previousDocumentsFinalised: count,
  }),
  /** A shipping line's or forwarder's work as the issuing carrier; null for other roles. */
  carrier: z.object({ billsToIssue: count, draftsToAnswer: count, surrendersToAnswer: count }).nullable(),
  /** A bank's or an importer's eBLs as holder; null for other roles. */
  holder: z.object({ eblsHeld: count, eblsAwaitingAction: count }).nullable(),
  /** What others shared with me to edit: every role may be a sharee. */
  sharee: z.object({ documentsAwaitingEdit: count }),
  recentActivity: z.array(ZSummaryActivity),
});
export type AnalyticsSummary = z.infer<typeof ZAnalyticsSummary>;
