"use client";

import type { ReactNode } from "react";
import { NETWORK_STATUS_LABELS } from "@/lib/network/labels";
import { roleLabel } from "@/lib/roles";
import styles from "./network.module.css";
import { formatDate, partyTitle, type Connection } from "./connection";

export function Badge({
  kind,
  value,
  children,
}: {
  kind: "role" | "verification" | "status";
  value: string;
  children: ReactNode;
}) {
  return (
    <span className={styles.badge} data-kind={kind} data-value={value}>
      {children}
    </span>
  );
}

/**
 * A party's verification as others see it: a rejected submission is simply not verified yet
 * (the reviewer's reasons are the party's own business).
 */
const VERIFICATION_BADGES: Record<NonNullable<Connection["verification"]>, string> = {
  verified: "Verified business",
  pending: "Verification in review",
  unverified: "Not verified",
  rejected: "Not verified",
  suspended: "Suspended",
};

/** What the dates of a connection say, from the viewer's side. */
function history(c: Connection): string {
  if (c.status === "PENDING")
    return c.direction === "sent"
      ? `You invited them on ${formatDate(c.createdAt)}`
      : `Invited you on ${formatDate(c.createdAt)}`;
  const answered = formatDate(c.respondedAt);
  if (c.status === "CONNECTED") return `Connected since ${answered}`;
  return c.direction === "sent"
    ? `Rejected your invitation on ${answered}`
    : `You rejected their invitation on ${answered}`;
}

/**
 * One party of the network: name, company and email, role, verification and status badges,
 * and the actions the screen offers for it. A list item labelled by the party's name, so its
 * buttons can be found by name and by the party they act on.
 */
export function ConnectionItem({
  connection: c,
  showStatus = true,
  children,
}: {
  connection: Connection;
  showStatus?: boolean;
  children?: ReactNode;
}) {
  return (
    <li className={styles.item} aria-label={partyTitle(c)}>
      <div className={styles.party}>
        <span className={styles.partyName}>
          {partyTitle(c)}
          {c.company ? (
            <span className={styles.meta}>
              {" "}
              · {c.company}
              {c.companyVerified ? null : " (unverified)"}
            </span>
          ) : null}
        </span>
        <span className={styles.meta}>
          {c.name ? `${c.email} · ` : ""}
          {history(c)}
        </span>
        <span className={styles.badges}>
          {c.role ? (
            <Badge kind="role" value={c.role}>
              {roleLabel(c.role)}
            </Badge>
          ) : (
            <Badge kind="role" value="none">
              Not yet accepted
            </Badge>
          )}
          {c.verification ? (
            <Badge kind="verification" value={c.verification}>
              {VERIFICATION_BADGES[c.verification]}
            </Badge>
          ) : null}
          {showStatus ? (
            <Badge kind="status" value={c.status}>
              {NETWORK_STATUS_LABELS[c.status]}
            </Badge>
          ) : null}
        </span>
      </div>
      {children ? <div className={styles.actions}>{children}</div> : null}
    </li>
  );
}
