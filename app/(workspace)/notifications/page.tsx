import type { Metadata } from "next";
import { NotificationsView } from "@/components/notifications/notifications-view";

export const metadata: Metadata = { title: "Notifications" };

export default function NotificationsPage() {
  return (
    <div className="stack">
      <header className="page-header">
        <h1>Notifications</h1>
        <p>What happened to your shipments and your support requests while you were away.</p>
      </header>
      <NotificationsView />
    </div>
  );
}
