"use client";

import { Bell } from "lucide-react";
import Link from "next/link";
import { useApiQuery } from "@/lib/client/queries";

/** How often the badge asks for the unread count: notices are news, not chat. */
const UNREAD_POLL_MS = 60_000;

/** The bell in the shell: a link to /notifications whose name says how many are unread. */
export function NotificationBell({ current }: { current: boolean }) {
  const { data } = useApiQuery(
    "/api/notifications",
    { query: { limit: 1, unread: "true" } },
    { refetchInterval: UNREAD_POLL_MS },
  );
  const unread = data?.unreadCount ?? 0;
  const label = unread === 0 ? "Notifications" : `Notifications, ${unread} unread`;
  return (
    <Link
      href="/notifications"
      className="notification-bell"
      aria-label={label}
      title={label}
      aria-current={current ? "page" : undefined}
    >
      <Bell size={18} aria-hidden="true" />
      {unread > 0 ? (
        <span className="notification-badge" aria-hidden="true">
          {unread > 99 ? "99+" : unread}
        </span>
      ) : null}
    </Link>
  );
}
