"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useState, type ReactNode } from "react";
import { toast } from "react-toastify";
import { useAppState } from "@/lib/client/app-state";
import { forgetSignIn } from "@/lib/client/storage";
import { roleLabel } from "@/lib/client/types";
import { isActive, NAV_ITEMS } from "./nav-items";

export function AppShell({ children }: { children: ReactNode }) {
  const { user, loading } = useAppState();
  const pathname = usePathname() ?? "";
  const [menuOpen, setMenuOpen] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);

  async function logout() {
    setLoggingOut(true);
    try {
      const response = await fetch("/api/auth/logout", { method: "POST", credentials: "same-origin" });
      if (!response.ok && response.status !== 401) throw new Error(String(response.status));
    } catch (error) {
      console.warn("Logout failed:", error);
      toast.error("Could not sign you out. Please check your connection and try again.");
      setLoggingOut(false);
      return;
    }
    forgetSignIn();
    // A full page load: no screen of the signed-in user stays in the client router's cache.
    window.location.replace("/login");
  }

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
            Exportly
          </Link>
          <button type="button" className="btn btn-secondary menu-toggle" aria-expanded={menuOpen} aria-controls="main-nav" onClick={() => setMenuOpen((o) => !o)}>
            Menu
          </button>
        </div>
        <nav id="main-nav" aria-label="Main">
          <ul className="nav-list">
            {items.map((item) => (
              <li key={item.href}>
                <Link className="nav-link" href={item.href} onClick={() => setMenuOpen(false)} aria-current={isActive(pathname, item.href) ? "page" : undefined}>
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
            <button type="button" className="btn btn-secondary" onClick={logout} disabled={loggingOut}>
              {loggingOut ? "Signing out…" : "Log out"}
            </button>
          </div>
        ) : null}
      </aside>
      <main id="main" className="content" tabIndex={-1}>
        <div className="content-inner">{children}</div>
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
