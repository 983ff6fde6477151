import type { Metadata } from "next";
import { AuditAdmin } from "@/components/admin/audit-admin";
import { requireAdminPageSession } from "@/lib/auth/current-actor";

export const metadata: Metadata = { title: "Audit log · Admin" };

export default async function Page() {
  await requireAdminPageSession();
  return (
    <div className="stack">
      <header className="page-header">
        <h1>Audit log</h1>
        <p>Every state change, newest first. Times are stored in UTC.</p>
      </header>
      <AuditAdmin />
    </div>
  );
}
