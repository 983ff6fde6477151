"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useRef, useState, useSyncExternalStore, type KeyboardEvent, type ReactNode } from "react";
import { LogoutButton } from "@/components/shell/logout-button";
import { Toasts } from "@/components/ui/toasts";
import { QueryProvider } from "@/lib/client/query-provider";
import { ADMIN_SECTIONS } from "./sections";
import styles from "./admin.module.css";

const noSubscription = () => () => undefined;

/**
 * The admin area's own frame: no workspace shell or workspace data, just the admin sections. On a
 * phone the sections sit behind a "Menu" button (a disclosure: aria-expanded, Escape closes it and
 * gives the focus back to the button); on wider screens they are always shown.
 */
export function AdminFrame({ name, children }: { name: string; children: ReactNode }) {
  const pathname = usePathname() ?? "";
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  // False in the server render, true once hydrated: the menu button works only from then on.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || !menuOpen) return;
    setMenuOpen(false);
    menuButton.current?.focus();
  };

  return (
    <div className={styles.frame}>
      <a className="skip-link" href="#admin-main">
        Skip to content
      </a>
      {/* Escape anywhere in the bar (the button or a section link) closes an open menu. */}
      <header className={styles.topbar} onKeyDown={closeOnEscape}>
        <Link href="/admin" className={styles.brand} aria-current={pathname === "/admin" ? "page" : undefined}>
          Exportly Admin
        </Link>
        <button
          ref={menuButton}
          type="button"
          className={`btn btn-secondary ${styles.menuButton}`}
          aria-expanded={menuOpen}
          aria-controls="admin-nav"
          disabled={!hydrated}
          onClick={() => setMenuOpen((open) => !open)}
        >
          Menu
        </button>
        <nav id="admin-nav" className={styles.nav} aria-label="Admin sections" data-open={menuOpen ? "true" : "false"}>
          <ul className={styles.navList}>
            {ADMIN_SECTIONS.map((s) => (
              <li key={s.href}>
                <Link
                  className={styles.navLink}
                  href={s.href}
                  aria-current={pathname.startsWith(s.href) ? "page" : undefined}
                  onClick={() => setMenuOpen(false)}
                >
                  {s.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.who}>
          <span>{name}</span>
          <Link href="/dashboard">Workspace</Link>
          <LogoutButton />
        </div>
      </header>
      <main id="admin-main" className={styles.main} tabIndex={-1}>
        <QueryProvider>{children}</QueryProvider>
      </main>
      <Toasts />
    </div>
  );
}
