"use client";

import { REINVITE_AFTER_DAYS } from "@/lib/network/labels";
import styles from "./network.module.css";
import { formatDate, partyTitle, type Connection } from "./connection";

/** What the screen can do with a row; the screen owns the calls, the toasts and the dialogs. */
export type ConnectionActions = {
  busyId: string | null;
  approve: (c: Connection) => void;
  reject: (c: Connection) => void;
  cancel: (c: Connection) => void;
  remove: (c: Connection) => void;
  inviteAgain: (c: Connection) => void;
};

const reinvitableFrom = (c: Connection) =>
  new Date(new Date(c.respondedAt ?? c.updatedAt).getTime() + REINVITE_AFTER_DAYS * 24 * 3600 * 1000);

/**
 * The buttons a row offers, from its status and who invited whom: approve or reject what I
 * received, cancel what I sent, remove a connection. A rejection of my invitation stays until a
 * new invitation may be sent (30 days; the server keeps the record), then "Invite again".
 */
export function ConnectionButtons({
  connection: c,
  actions,
  now,
}: {
  connection: Connection;
  actions: ConnectionActions;
  now: number;
}) {
  const who = partyTitle(c);
  const busy = actions.busyId === c.id;
  if (c.status === "PENDING" && c.direction === "received") {
    return (
      <>
        <button
          type="button"
          className="btn"
          onClick={() => actions.approve(c)}
          disabled={busy}
          aria-busy={busy || undefined}
          aria-label={`Approve the invitation from ${who}`}
        >
          {busy ? <span className="spinner" aria-hidden="true" /> : null}
          Approve
        </button>
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => actions.reject(c)}
          disabled={busy}
          aria-label={`Reject the invitation from ${who}`}
        >
          Reject
        </button>
      </>
    );
  }
  if (c.status === "PENDING") {
    return (
      <button
        type="button"
        className="btn btn-secondary"
        onClick={() => actions.cancel(c)}
        disabled={busy}
        aria-busy={busy || undefined}
        aria-label={`Cancel the invitation to ${who}`}
      >
        {busy ? <span className="spinner" aria-hidden="true" /> : null}
        Cancel invitation
      </button>
    );
  }
  if (c.status === "REJECTED" && c.direction === "sent") {
    const from = reinvitableFrom(c);
    if (from.getTime() > now)
      return <span className={styles.meta}>You can invite them again from {formatDate(from.toISOString())}.</span>;
    return (
      <button
        type="button"
        className="btn btn-secondary"
        onClick={() => actions.inviteAgain(c)}
        disabled={busy}
        aria-busy={busy || undefined}
        aria-label={`Invite ${who} again`}
      >
        Invite again
      </button>
    );
  }
  return (
    <button
      type="button"
      className="btn btn-link"
      onClick={() => actions.remove(c)}
      disabled={busy}
      aria-label={c.status === "REJECTED" ? `Remove the rejection of ${who}` : `Remove ${who} from your network`}
    >
      Remove
    </button>
  );
}
