import type { Metadata } from "next";
import { OutboxAdmin } from "@/components/admin/outbox-admin";
import { requireAdminPageSession } from "@/lib/auth/current-actor";

export const metadata: Metadata = { title: "Email outbox · Admin" };

export default async function Page() {
  await requireAdminPageSession();
  return (
    <div className="stack">
      <header className="page-header">
        <h1>Email outbox</h1>
        <p>
          Every mail the app sends, newest first: queued, sent, failed after its retries, or kept because no SMTP server
          is configured (SMTP_URL).
        </p>
      </header>
      <OutboxAdmin />
    </div>
  );
}
