"use client";

import { useId, useMemo } from "react";
import { EmptyState } from "@/components/ui/empty-state";
import { ListState } from "@/components/ui/list-state";
import { useKeysetList } from "@/lib/client/queries";
import { NETWORK_STATUSES, NETWORK_STATUS_LABELS } from "@/lib/network/labels";
import { REGISTRABLE_ROLES, ROLE_LABELS, USER_ROLES } from "@/lib/roles";
import { ConnectionButtons, type ConnectionActions } from "./connection-actions";
import { ConnectionItem } from "./connection-item";
import styles from "./network.module.css";
import { DEFAULT_FILTERS, groupLabel, uniqueConnections, type Connection, type Filters } from "./connection";

type Props = {
  filters: Filters;
  onFiltersChange: (filters: Filters) => void;
  actions: ConnectionActions;
};

/** Groups in the order of the roles (lib/roles.ts); addresses with no account last. */
function groupByRole(items: Connection[]): { role: string | null; items: Connection[] }[] {
  const order = [...USER_ROLES, null] as (string | null)[];
  const groups = new Map<string | null, Connection[]>();
  for (const c of items) groups.set(c.role, [...(groups.get(c.role) ?? []), c]);
  return [...groups.entries()]
    .sort(([a], [b]) => order.indexOf(a) - order.indexOf(b))
    .map(([role, list]) => ({ role, items: list }));
}

/** My network: role and status filters, then the parties grouped under a heading per role. */
export function ConnectionsSection({ filters, onFiltersChange, actions }: Props) {
  const id = useId();
  const query = {
    limit: 50,
    role: filters.role === "all" ? undefined : filters.role,
    connStatus: filters.status === "all" ? undefined : filters.status,
  };
  const list = useKeysetList("/api/network", { query }, (page) => page.connections);
  const items = useMemo(() => uniqueConnections(list.items), [list.items]);
  const filtered = filters.role !== DEFAULT_FILTERS.role || filters.status !== DEFAULT_FILTERS.status;

  return (
    <section className="stack" aria-labelledby={`${id}-heading`}>
      <div className={styles.sectionHeader}>
        <h2 id={`${id}-heading`}>Your network</h2>
      </div>
      <form
        className={styles.toolbar}
        role="search"
        aria-label="Filter your network"
        onSubmit={(e) => e.preventDefault()}
      >
        <div className="field">
          <label htmlFor={`${id}-role`}>Role</label>
          <select
            id={`${id}-role`}
            value={filters.role}
            onChange={(e) => onFiltersChange({ ...filters, role: e.target.value as Filters["role"] })}
          >
            <option value="all">All roles</option>
            {REGISTRABLE_ROLES.map((r) => (
              <option key={r} value={r}>
                {ROLE_LABELS[r]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-status`}>Status</label>
          <select
            id={`${id}-status`}
            value={filters.status}
            onChange={(e) => onFiltersChange({ ...filters, status: e.target.value as Filters["status"] })}
          >
            {NETWORK_STATUSES.map((s) => (
              <option key={s} value={s}>
                {NETWORK_STATUS_LABELS[s]}
              </option>
            ))}
            <option value="all">All statuses</option>
          </select>
        </div>
      </form>

      <ListState
        list={list}
        isEmpty={items.length === 0}
        empty={
          filtered ? (
            <div className="empty-state">
              <p>No connections match these filters.</p>
              <button type="button" className="btn btn-secondary" onClick={() => onFiltersChange(DEFAULT_FILTERS)}>
                Show all connections
              </button>
            </div>
          ) : (
            <EmptyState title="No connections yet" headingLevel={3}>
              Invite the banks, shipping lines, freight forwarders, customs house agents and surveyors you work with.
              Once they approve, they appear here, grouped by role.
            </EmptyState>
          )
        }
        loadingLabel="Loading your network…"
      >
        {groupByRole(items).map((group) => (
          <section
            key={group.role ?? "none"}
            className={styles.group}
            aria-labelledby={`${id}-group-${group.role ?? "none"}`}
          >
            <h3 id={`${id}-group-${group.role ?? "none"}`}>
              {groupLabel(group.role)} <span className={styles.count}>({group.items.length})</span>
            </h3>
            <ul className={styles.list} aria-labelledby={`${id}-group-${group.role ?? "none"}`}>
              {group.items.map((c) => (
                <ConnectionItem key={c.id} connection={c}>
                  <ConnectionButtons connection={c} actions={actions} now={list.dataUpdatedAt} />
                </ConnectionItem>
              ))}
            </ul>
          </section>
        ))}
      </ListState>
    </section>
  );
}
