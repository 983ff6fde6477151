"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import type { ReactNode } from "react";
import { LogoutButton } from "@/components/shell/logout-button";
import { Toasts } from "@/components/ui/toasts";
import { QueryProvider } from "@/lib/client/query-provider";
import { ADMIN_SECTIONS } from "./sections";
import styles from "./admin.module.css";

/** The admin area's own frame: no workspace shell or workspace data, just the admin sections. */
export function AdminFrame({ name, children }: { name: string; children: ReactNode }) {
  const pathname = usePathname() ?? "";
  return (
    <div className={styles.frame}>
      <a className="skip-link" href="#admin-main">
        Skip to content
      </a>
      <header className={styles.topbar}>
        <Link href="/admin" className={styles.brand} aria-current={pathname === "/admin" ? "page" : undefined}>
          Exportly Admin
        </Link>
        <nav className={styles.nav} aria-label="Admin sections">
          <ul className={styles.navList}>
            {ADMIN_SECTIONS.map((s) => (
              <li key={s.href}>
                <Link
                  className={styles.navLink}
                  href={s.href}
                  aria-current={pathname.startsWith(s.href) ? "page" : undefined}
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
