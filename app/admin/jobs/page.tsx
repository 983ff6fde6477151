import type { Metadata } from "next";
import { JobsAdmin } from "@/components/admin/jobs-admin";
import { requireAdminPageSession } from "@/lib/auth/current-actor";

export const metadata: Metadata = { title: "Job queue · Admin" };

export default async function Page() {
  await requireAdminPageSession();
  return (
    <div className="stack">
      <header className="page-header">
        <h1>Job queue</h1>
        <p>Background jobs (mail, clean-ups, schedules): how many wait, run and failed, and why.</p>
      </header>
      <JobsAdmin />
    </div>
  );
}
