import type { Metadata } from "next";
import { AdminSupportQueue } from "@/components/support/admin-queue";
import { SupportMailPreferenceForm } from "@/components/support-mail/mail-preference";
import { requireAdminPageSession } from "@/lib/auth/current-actor";

export const metadata: Metadata = { title: "Support queue · Admin" };

export default async function Page() {
  await requireAdminPageSession();
  return (
    <div className="stack">
      <header className="page-header">
        <h1>Support queue</h1>
        <p>
          Every ticket, newest first, with the time left on its first-response and resolution targets (business hours).
        </p>
      </header>
      <AdminSupportQueue />
      <section className="card stack" aria-labelledby="support-mail-heading">
        <h2 id="support-mail-heading">Your support mail</h2>
        <SupportMailPreferenceForm />
      </section>
    </div>
  );
}
