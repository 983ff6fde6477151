/**
 * Where each dashboard figure leads: the list that shows the rows behind it, filtered as the
 * figure counts them. One table, read by the dashboard and by the tests that follow each link
 * (docs/analytics.md, "Dashboard and summary"). Client-safe: no server imports.
 */
export const SUMMARY_LINKS = {
  documentsToFinish: "/exportdocs?attention=documents",
  complianceErrors: "/exportdocs?attention=compliance",
  eblsAwaitingAction: "/ebl?tab=awaiting",
  invitationsWaiting: "/network",
  sharesWaiting: "/shared-documents",
  verificationState: "/verifybusiness",
  inTransit: "/trackShipment?filter=in_transit",
  delayed: "/trackShipment?filter=delayed",
  arrivingThisWeek: "/trackShipment?filter=arriving_this_week",
  receivables: "/payments",
  overdue: "/payments?filter=overdue",
  billsToIssue: "/ebl?tab=drafts",
  surrendersToAnswer: "/ebl?tab=awaiting",
  eblsHeld: "/ebl?tab=possessor",
  documentsAwaitingEdit: "/shared-documents",
} as const;

/** The owner's shipments in one status (shipments shared with the user are under /shared-documents). */
export const statusLink = (status: string) => `/exportdocs?status=${encodeURIComponent(status)}`;

/** The reports screen over the same period. */
export const periodLink = (from: string, to: string) =>
  `/analyticsAndReports?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}&compare=previous`;
