/** The admin sections, for the frame's navigation (client) and the overview page (server). */
export const ADMIN_SECTIONS = [
  {
    href: "/admin/verifications",
    label: "Verification queue",
    text: "Pending businesses, oldest first: details, documents and identifier checks; approve or reject.",
  },
  {
    href: "/admin/users",
    label: "Users",
    text: "Search, view, change roles, suspend and reinstate businesses, revoke sessions.",
  },
  {
    href: "/admin/demo-requests",
    label: "Demo requests",
    text: "Bookings from the landing page; mark contacted; export CSV.",
  },
  {
    href: "/admin/outbox",
    label: "Email outbox",
    text: "Every mail sent, queued or failed; kept mail when no SMTP server is configured.",
  },
  {
    href: "/admin/jobs",
    label: "Job queue",
    text: "Background jobs per queue and state; failed jobs with their error; retry.",
  },
  {
    href: "/admin/support",
    label: "Support queue",
    text: "Customers' tickets with their targets: assign, reply or add internal notes, change status.",
  },
  { href: "/admin/audit", label: "Audit log", text: "Every state change, filtered by actor, entity, action and date." },
  {
    href: "/admin/pageviews",
    label: "Page views",
    text: "Views per path and per day from the first-party collector, and platform figures per week.",
  },
] as const;
