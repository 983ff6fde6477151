"use client";

import { useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useState } from "react";
import { toast } from "react-toastify";
import { EmptyState } from "@/components/ui/empty-state";
import { ListState } from "@/components/ui/list-state";
import { apiRequest } from "@/lib/client/api-client";
import { errorMessage } from "@/lib/client/api";
import { invalidatePaths, useKeysetList } from "@/lib/client/queries";
import { formatDateTime } from "@/lib/format/dates";

/** My notices, newest first; opening one marks it read, "Mark all read" clears the badge. */
export function NotificationsView() {
  const [onlyUnread, setOnlyUnread] = useState(false);
  const queryClient = useQueryClient();
  const list = useKeysetList(
    "/api/notifications",
    { query: { limit: 20, ...(onlyUnread ? { unread: "true" as const } : {}) } },
    (page) => page.notifications,
  );
  const [busy, setBusy] = useState(false);

  async function markRead(input: { ids: string[] } | { all: true }) {
    setBusy(true);
    try {
      await apiRequest("POST", "/api/notifications/read", { body: input });
      await invalidatePaths(queryClient, ["/api/notifications"]);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  const unread = list.data?.pages[0]?.unreadCount ?? 0;
  return (
    <section className="stack" aria-busy={list.status === "pending"}>
      <div className="actions">
        <label className="notification-filter">
          <input type="checkbox" checked={onlyUnread} onChange={(e) => setOnlyUnread(e.target.checked)} /> Unread only
        </label>
        <button
          type="button"
          className="btn btn-secondary"
          disabled={busy || unread === 0}
          onClick={() => void markRead({ all: true })}
        >
          Mark all read{unread > 0 ? ` (${unread})` : ""}
        </button>
      </div>
      <ListState
        list={list}
        loadingLabel="Loading notifications…"
        empty={
          <EmptyState title={onlyUnread ? "Nothing unread" : "No notifications yet"}>
            Departures, arrivals, ETA changes and replies from support appear here.
          </EmptyState>
        }
      >
        <ul className="notification-list">
          {list.items.map((n) => (
            <li key={n.id} className="notification-item" data-unread={n.readAt ? undefined : "true"}>
              <div className="notification-text">
                {n.link ? (
                  <Link href={n.link} onClick={() => (n.readAt ? undefined : void markRead({ ids: [n.id] }))}>
                    {n.title}
                  </Link>
                ) : (
                  <strong>{n.title}</strong>
                )}
                {n.body ? <p>{n.body}</p> : null}
                <time dateTime={n.createdAt}>{formatDateTime(n.createdAt)}</time>
              </div>
              {n.readAt ? null : (
                <button
                  type="button"
                  className="btn btn-link"
                  disabled={busy}
                  onClick={() => void markRead({ ids: [n.id] })}
                >
                  Mark read<span className="visually-hidden">: {n.title}</span>
                </button>
              )}
            </li>
          ))}
        </ul>
      </ListState>
    </section>
  );
}
