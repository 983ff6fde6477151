"use client";

import Link from "next/link";
import { useState } from "react";
import { LifeBuoy } from "lucide-react";
import { EmptyState } from "@/components/ui/empty-state";
import { SelectField } from "@/components/ui/field";
import { ListState } from "@/components/ui/list-state";
import { Status } from "@/components/ui/status";
import { useApiQuery, useKeysetList } from "@/lib/client/queries";
import { formatDateTime } from "@/lib/format/dates";
import type { SupportCategory, SupportPriority, SupportStatus } from "@/models/support-constants";
import { CATEGORY_LABELS, options, PRIORITY_SHORT, STAFF_STATUS_LABELS, STATUS_TONES } from "./labels";
import { TargetText } from "./target-text";
import styles from "./support.module.css";

type Filters = { status: string; category: string; priority: string; assigneeId: string; breached: string };

const ANY = { value: "", label: "Any" };

/** The support queue: filters, and per ticket its requester, status, assignee and the time left on its targets. */
export function AdminSupportQueue() {
  const [filters, setFilters] = useState<Filters>({
    status: "",
    category: "",
    priority: "",
    assigneeId: "",
    breached: "",
  });
  const set = (key: keyof Filters) => (value: string) => setFilters((f) => ({ ...f, [key]: value }));
  const admins = useApiQuery("/api/admin/users", { query: { role: "admin", limit: 100 } });
  const list = useKeysetList(
    "/api/admin/support/tickets",
    {
      query: {
        limit: 25,
        status: (filters.status || undefined) as SupportStatus | undefined,
        category: (filters.category || undefined) as SupportCategory | undefined,
        priority: (filters.priority || undefined) as SupportPriority | undefined,
        assigneeId: filters.assigneeId || undefined,
        breached: (filters.breached || undefined) as "true" | "false" | undefined,
      },
    },
    (page) => page.tickets,
  );
  const filtered = Object.values(filters).some(Boolean);

  return (
    <div className="stack">
      <form
        className={`card ${styles.filters}`}
        role="search"
        aria-label="Filter tickets"
        onSubmit={(e) => e.preventDefault()}
      >
        <SelectField
          label="Status"
          name="status"
          value={filters.status}
          onChange={set("status")}
          options={[ANY, ...options(STAFF_STATUS_LABELS)]}
        />
        <SelectField
          label="Category"
          name="category"
          value={filters.category}
          onChange={set("category")}
          options={[ANY, ...options(CATEGORY_LABELS)]}
        />
        <SelectField
          label="Priority"
          name="priority"
          value={filters.priority}
          onChange={set("priority")}
          options={[ANY, ...options(PRIORITY_SHORT)]}
        />
        <SelectField
          label="Assignee"
          name="assigneeId"
          value={filters.assigneeId}
          onChange={set("assigneeId")}
          options={[
            ANY,
            { value: "unassigned", label: "Unassigned" },
            ...(admins.data?.users ?? []).map((u) => ({
              value: u.id,
              label: `${u.firstName} ${u.lastName}`.trim() || u.email,
            })),
          ]}
        />
        <SelectField
          label="Targets"
          name="breached"
          value={filters.breached}
          onChange={set("breached")}
          options={[ANY, { value: "true", label: "Missed or overdue" }, { value: "false", label: "On time" }]}
        />
      </form>
      <ListState
        list={list}
        loadingLabel="Loading tickets…"
        empty={
          <EmptyState title={filtered ? "No ticket matches these filters" : "No tickets yet"} icon={LifeBuoy}>
            {filtered
              ? "Change or clear the filters to see more."
              : "Tickets customers file appear here, newest first."}
          </EmptyState>
        }
      >
        <div className={styles.tableWrap}>
          <table className={`${styles.table} table-stack`}>
            <caption className="visually-hidden">Support tickets, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Ticket</th>
                <th scope="col">Customer</th>
                <th scope="col">Status</th>
                <th scope="col">Priority</th>
                <th scope="col">Assignee</th>
                <th scope="col">First response</th>
                <th scope="col">Resolution</th>
                <th scope="col">Rating</th>
              </tr>
            </thead>
            <tbody>
              {list.items.map((t) => (
                <tr key={t.id}>
                  <td data-label="Ticket" className={styles.wrap}>
                    <Link href={`/admin/support/${t.id}`}>{t.subject}</Link>
                    <div className={styles.muted}>
                      {CATEGORY_LABELS[t.category]} · opened {formatDateTime(t.createdAt)}
                    </div>
                  </td>
                  <td data-label="Customer" className={styles.wrap}>
                    {t.requester.name}
                    <div className={styles.muted}>{t.requester.company ?? t.requester.email}</div>
                  </td>
                  <td data-label="Status">
                    <Status tone={STATUS_TONES[t.status]}>{STAFF_STATUS_LABELS[t.status]}</Status>
                  </td>
                  <td data-label="Priority">{PRIORITY_SHORT[t.priority]}</td>
                  <td data-label="Assignee">{t.assignee?.name ?? "Unassigned"}</td>
                  <td data-label="First response">
                    <TargetText target={t.firstResponse} />
                  </td>
                  <td data-label="Resolution">
                    <TargetText target={t.resolution} />
                  </td>
                  <td data-label="Rating">{t.rating ? `${t.rating}/5` : "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </ListState>
    </div>
  );
}
