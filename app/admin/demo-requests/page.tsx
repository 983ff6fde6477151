import type { Metadata } from "next";
import { DemoRequestsAdmin } from "@/components/admin/demo-requests-admin";
import { requireAdminPageSession } from "@/lib/auth/current-actor";

export const metadata: Metadata = { title: "Demo requests · Admin" };

export default async function Page() {
  await requireAdminPageSession();
  return (
    <div className="stack">
      <header className="page-header">
        <h1>Demo requests</h1>
        <p>Bookings from the landing page’s demo form, newest first.</p>
      </header>
      <DemoRequestsAdmin />
    </div>
  );
}
