"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useCallback, useState } from "react";
import { toast } from "react-toastify";
import { ConfirmDialog } from "@/components/ui/modal";
import { api, errorMessage } from "@/lib/client/api";
import { REINVITE_AFTER_DAYS } from "@/lib/network/labels";
import { ConnectionsSection } from "./connections-section";
import { InviteForm } from "./invite-form";
import { PendingSection } from "./pending-section";
import type { ConnectionActions } from "./connection-actions";
import { filtersFrom, partyTitle, type Connection, type Filters } from "./types";

/**
 * The /network screen: invite by email; invitations waiting for my answer (approve, or reject
 * after a confirmation); my network grouped by role with role and status filters kept in the
 * URL (?role=bank&status=REJECTED); invitations I sent (cancel). Every change reloads the lists.
 */
export function NetworkView() {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const filters = filtersFrom(new URLSearchParams(searchParams.toString()));
  const [version, setVersion] = useState(0);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [toReject, setToReject] = useState<Connection | null>(null);
  const [toRemove, setToRemove] = useState<Connection | null>(null);
  const [dialogBusy, setDialogBusy] = useState(false);
  const [dialogError, setDialogError] = useState<string | null>(null);

  const changed = useCallback(() => setVersion((v) => v + 1), []);

  const setFilters = (next: Filters) => {
    const params = new URLSearchParams();
    if (next.role !== "all") params.set("role", next.role);
    params.set("status", next.status);
    router.replace(`${pathname}?${params.toString()}`, { scroll: false });
  };

  /** Runs one row's action with that row busy; success toasts and reloads, failure toasts the server's message. */
  async function rowAction(connection: Connection, action: () => Promise<unknown>, success: string) {
    setBusyId(connection.id);
    try {
      await action();
      toast.success(success);
      changed();
    } catch (error) {
      toast.error(errorMessage(error));
      changed();
    } finally {
      setBusyId(null);
    }
  }

  const respond = (c: Connection, status: "CONNECTED" | "REJECTED") =>
    api("/api/network", { method: "PATCH", body: { email: c.email, status } });
  const removeCall = (c: Connection) => api(`/api/network/${encodeURIComponent(c.email)}`, { method: "DELETE" });

  const actions: ConnectionActions = {
    busyId,
    approve: (c) => void rowAction(c, () => respond(c, "CONNECTED"), `You are now connected with ${partyTitle(c)}.`),
    reject: (c) => {
      setDialogError(null);
      setToReject(c);
    },
    cancel: (c) => void rowAction(c, () => removeCall(c), `Invitation to ${partyTitle(c)} cancelled.`),
    remove: (c) => {
      setDialogError(null);
      setToRemove(c);
    },
    inviteAgain: (c) =>
      void rowAction(
        c,
        () => api("/api/network", { method: "POST", body: { email: c.email } }),
        `Invitation sent to ${partyTitle(c)} again.`,
      ),
  };

  async function runConfirmed(action: () => Promise<unknown>, success: string, close: () => void) {
    setDialogBusy(true);
    setDialogError(null);
    try {
      await action();
      toast.success(success);
      close();
      changed();
    } catch (error) {
      setDialogError(errorMessage(error));
    } finally {
      setDialogBusy(false);
    }
  }

  const removingRejection = toRemove?.status === "REJECTED";

  return (
    <div className="stack">
      <section className="card" aria-labelledby="invite-heading">
        <h2 id="invite-heading">Invite a business</h2>
        <InviteForm onInvited={changed} />
      </section>

      <PendingSection
        direction="received"
        title="Invitations for you"
        empty="No invitations are waiting for your answer."
        version={version}
        actions={actions}
      />

      <ConnectionsSection filters={filters} onFiltersChange={setFilters} version={version} actions={actions} />

      <PendingSection
        direction="sent"
        title="Invitations you sent"
        empty="None of your invitations is waiting for an answer."
        version={version}
        actions={actions}
      />

      <ConfirmDialog
        open={toReject !== null}
        title="Reject this invitation?"
        confirmLabel="Reject invitation"
        busyLabel="Rejecting…"
        busy={dialogBusy}
        danger
        error={dialogError}
        onConfirm={() =>
          toReject &&
          void runConfirmed(
            () => respond(toReject, "REJECTED"),
            `Invitation from ${partyTitle(toReject)} rejected.`,
            () => setToReject(null),
          )
        }
        onCancel={() => setToReject(null)}
      >
        {toReject ? (
          <p>
            {partyTitle(toReject)} ({toReject.email}) will see that you rejected their invitation. Neither of you can
            send a new invitation for {REINVITE_AFTER_DAYS} days.
          </p>
        ) : null}
      </ConfirmDialog>

      <ConfirmDialog
        open={toRemove !== null}
        title={removingRejection ? "Remove this rejection?" : "Remove this connection?"}
        confirmLabel={removingRejection ? "Remove rejection" : "Remove connection"}
        busyLabel="Removing…"
        busy={dialogBusy}
        danger
        error={dialogError}
        onConfirm={() =>
          toRemove &&
          void runConfirmed(
            () => removeCall(toRemove),
            removingRejection
              ? `Rejection of ${partyTitle(toRemove)} removed.`
              : `${partyTitle(toRemove)} removed from your network.`,
            () => setToRemove(null),
          )
        }
        onCancel={() => setToRemove(null)}
      >
        {toRemove ? (
          removingRejection ? (
            <p>
              You rejected the invitation from {partyTitle(toRemove)} ({toRemove.email}). Removing the record lets them
              invite you again at once.
            </p>
          ) : (
            <p>
              You and {partyTitle(toRemove)} ({toRemove.email}) will no longer be connected. Either of you can send a
              new invitation later.
            </p>
          )
        ) : null}
      </ConfirmDialog>
    </div>
  );
}
