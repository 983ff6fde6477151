import {
  BadgeCheck,
  ChartColumn,
  FileText,
  LayoutDashboard,
  LifeBuoy,
  Database,
  Network,
  ScrollText,
  Settings,
  Share2,
  ShieldCheck,
  Ship,
  Sparkles,
  Wallet,
  type LucideIcon,
} from "lucide-react";

export type NavItem = { href: string; label: string; icon: LucideIcon; adminOnly?: boolean };

/** Every protected route of spec §2, plus settings and (for admins) the admin area. Icons: lucide-react, 18 px. */
export const NAV_ITEMS: NavItem[] = [
  { href: "/dashboard", label: "Dashboard", icon: LayoutDashboard },
  { href: "/exportdocs", label: "Export documents", icon: FileText },
  { href: "/master-data", label: "Saved data", icon: Database },
  { href: "/trackShipment", label: "Track shipment", icon: Ship },
  { href: "/shared-documents", label: "Shared documents", icon: Share2 },
  { href: "/network", label: "Network", icon: Network },
  { href: "/ebl", label: "eBL", icon: ScrollText },
  { href: "/analyticsAndReports", label: "Analytics and reports", icon: ChartColumn },
  { href: "/aiComplianceAndInsights", label: "AI compliance and insights", icon: Sparkles },
  { href: "/verifybusiness", label: "Verify business", icon: BadgeCheck },
  { href: "/payments", label: "Payments", icon: Wallet },
  { href: "/contact-support", label: "Contact support", icon: LifeBuoy },
  { href: "/settings", label: "Settings", icon: Settings },
  { href: "/admin", label: "Admin", icon: ShieldCheck, adminOnly: true },
];

export function isActive(pathname: string, href: string): boolean {
  return pathname === href || pathname.startsWith(`${href}/`);
}
