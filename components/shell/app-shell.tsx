"use client";

import { Menu, X } from "lucide-react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useState, type ReactNode } from "react";
import { useAppState } from "@/lib/client/app-state";
import { roleLabel } from "@/lib/client/types";
import { Logo } from "@/components/ui/logo";
import { NotificationBell } from "@/components/notifications/notification-bell";
import { EmailBanner } from "@/components/auth/email-banner";
import { VerificationBanner } from "@/components/verification/verification-banner";
import { LogoutButton } from "./logout-button";
import { useActiveNav } from "./active-nav";
import { NAV_ITEMS } from "./nav-items";

export function AppShell({ children }: { children: ReactNode }) {
  const { user, loading } = useAppState();
  const pathname = usePathname() ?? "";
  const isActive = useActiveNav(pathname);
  const [menuOpen, setMenuOpen] = useState(false);

  const items = NAV_ITEMS.filter((item) => !item.adminOnly || user?.role === "admin");
  const name = user ? `${user.firstName} ${user.lastName}`.trim() || user.email : "";

  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <aside className="sidebar" data-open={menuOpen ? "true" : "false"}>
        <div className="sidebar-top">
          <Link href="/dashboard" className="brand">
            <Logo />
          </Link>
          <div className="sidebar-actions">
            <NotificationBell current={pathname.startsWith("/notifications")} />
            <button
              type="button"
              className="btn btn-secondary menu-toggle"
              aria-expanded={menuOpen}
              aria-controls="main-nav"
              onClick={() => setMenuOpen((o) => !o)}
            >
              {menuOpen ? <X size={18} aria-hidden="true" /> : <Menu size={18} aria-hidden="true" />}
              Menu
            </button>
          </div>
        </div>
        <nav id="main-nav" aria-label="Main">
          <ul className="nav-list">
            {items.map(({ icon: Icon, ...item }) => (
              <li key={item.href}>
                <Link
                  className="nav-link"
                  href={item.href}
                  onClick={() => setMenuOpen(false)}
                  aria-current={isActive(item.href) ? "page" : undefined}
                >
                  <Icon size={18} aria-hidden="true" />
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {user ? (
          <div className="user-box">
            <div>
              <div className="user-name">{name}</div>
              <div className="user-role">{roleLabel(user.role)}</div>
            </div>
            <LogoutButton />
          </div>
        ) : null}
      </aside>
      <main id="main" className="content" tabIndex={-1}>
        <div className="content-inner">
          <EmailBanner />
          <VerificationBanner />
          {children}
        </div>
      </main>
      {loading ? (
        <div className="overlay" role="status" aria-live="polite">
          <div className="overlay-inner">
            <span className="spinner spinner-lg" aria-hidden="true" />
            <span>Loading your workspace…</span>
          </div>
        </div>
      ) : null}
    </div>
  );
}
