export type NavItem = { href: string; label: string; adminOnly?: boolean };

/** Every protected route of spec §2, plus settings and (for admins) the admin area. */
export const NAV_ITEMS: NavItem[] = [
  { href: "/dashboard", label: "Dashboard" },
  { href: "/exportdocs", label: "Export documents" },
  { href: "/master-data", label: "Saved data" },
  { href: "/trackShipment", label: "Track shipment" },
  { href: "/shared-documents", label: "Shared documents" },
  { href: "/network", label: "Network" },
  { href: "/ebl", label: "eBL" },
  { href: "/analyticsAndReports", label: "Analytics and reports" },
  { href: "/aiComplianceAndInsights", label: "AI compliance and insights" },
  { href: "/verifybusiness", label: "Verify business" },
  { href: "/payments", label: "Payments" },
  { href: "/contact-support", label: "Contact support" },
  { href: "/settings", label: "Settings" },
  { href: "/admin", label: "Admin", adminOnly: true },
];

export function isActive(pathname: string, href: string): boolean {
  return pathname === href || pathname.startsWith(`${href}/`);
}
