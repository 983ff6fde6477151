import type { Metadata } from "next";
import { PageViewsAdmin } from "@/components/admin/pageviews-admin";
import { PlatformFiguresAdmin } from "@/components/admin/platform-figures-admin";
import { requireAdminPageSession } from "@/lib/auth/current-actor";

export const metadata: Metadata = { title: "Page views · Admin" };

export default async function Page() {
  await requireAdminPageSession();
  return (
    <div className="stack">
      <header className="page-header">
        <h1>Page views</h1>
        <p>
          Counts from our own first-party collector (no third-party analytics), and the platform&apos;s figures per
          week.
        </p>
      </header>
      <PageViewsAdmin />
      <PlatformFiguresAdmin />
    </div>
  );
}
