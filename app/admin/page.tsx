import type { Metadata } from "next";
import Link from "next/link";
import { ADMIN_SECTIONS } from "@/components/admin/sections";
import styles from "@/components/admin/admin.module.css";
import { requireAdminPageSession } from "@/lib/auth/current-actor";

export const metadata: Metadata = { title: "Admin" };

export default async function AdminPage() {
  await requireAdminPageSession();
  return (
    <div className="stack">
      <header className="page-header">
        <h1>Admin</h1>
        <p>Administration of the Exportly platform. Every action here is audited with your id.</p>
      </header>
      <div className={styles.cards}>
        {ADMIN_SECTIONS.map((s) => (
          <Link key={s.href} href={s.href} className={`card ${styles.cardLink}`}>
            <h2>{s.label}</h2>
            <p className={styles.muted} style={{ margin: 0 }}>
              {s.text}
            </p>
          </Link>
        ))}
      </div>
    </div>
  );
}
