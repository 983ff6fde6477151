"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "react-toastify";
import { ConfirmDialog } from "@/components/ui/modal";
import { errorMessage } from "@/lib/client/api";
import { invalidatePaths, useApiMutation } from "@/lib/client/queries";
import { REINVITE_AFTER_DAYS } from "@/lib/network/labels";
import { ConnectionsSection } from "./connections-section";
import { InviteForm } from "./invite-form";
import { PendingSection } from "./pending-section";
import type { ConnectionActions } from "./connection-actions";
import { filtersFrom, partyTitle, type Connection, type Filters } from "./connection";

/** Every network change refreshes its lists (and the share dialog's connections). */
const NETWORK = ["/api/network"];

/**
 * The /network screen: invite by email; invitations waiting for my answer (approve, or reject
 * after a confirmation); my network grouped by role with role and status filters kept in the
 * URL (?role=bank&status=REJECTED); invitations I sent (cancel).
 */
export function NetworkView() {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const filters = filtersFrom(new URLSearchParams(searchParams.toString()));
  const [busyId, setBusyId] = useState<string | null>(null);
  const [toReject, setToReject] = useState<Connection | null>(null);
  const [toRemove, setToRemove] = useState<Connection | null>(null);
  const [dialogBusy, setDialogBusy] = useState(false);
  const [dialogError, setDialogError] = useState<string | null>(null);

  const client = useQueryClient();
  const respondCall = useApiMutation("PATCH", "/api/network", { invalidates: NETWORK });
  const removeCall = useApiMutation("DELETE", "/api/network/{email}", { invalidates: NETWORK });
  const inviteCall = useApiMutation("POST", "/api/network", { invalidates: NETWORK });

  const setFilters = (next: Filters) => {
    const params = new URLSearchParams();
    if (next.role !== "all") params.set("role", next.role);
    params.set("status", next.status);
    router.replace(`${pathname}?${params.toString()}`, { scroll: false });
  };

  /**
   * Runs one row's action with that row busy; success toasts (the mutation reloads the lists),
   * failure toasts the server's message and reloads too: the row was probably out of date.
   */
  async function rowAction(connection: Connection, action: () => Promise<unknown>, success: string) {
    setBusyId(connection.id);
    try {
      await action();
      toast.success(success);
    } catch (error) {
      toast.error(errorMessage(error));
      void invalidatePaths(client, NETWORK);
    } finally {
      setBusyId(null);
    }
  }

  const respond = (c: Connection, status: "CONNECTED" | "REJECTED") =>
    respondCall.mutateAsync({ body: { email: c.email, status } });
  const remove = (c: Connection) => removeCall.mutateAsync({ params: { email: c.email } });

  const actions: ConnectionActions = {
    busyId,
    approve: (c) => void rowAction(c, () => respond(c, "CONNECTED"), `You are now connected with ${partyTitle(c)}.`),
    reject: (c) => {
      setDialogError(null);
      setToReject(c);
    },
    cancel: (c) => void rowAction(c, () => remove(c), `Invitation to ${partyTitle(c)} cancelled.`),
    remove: (c) => {
      setDialogError(null);
      setToRemove(c);
    },
    inviteAgain: (c) =>
      void rowAction(
        c,
        () => inviteCall.mutateAsync({ body: { email: c.email } }),
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
        <InviteForm />
      </section>

      <PendingSection
        direction="received"
        title="Invitations for you"
        empty="No invitations are waiting for your answer."
        actions={actions}
      />

      <ConnectionsSection filters={filters} onFiltersChange={setFilters} actions={actions} />

      <PendingSection
        direction="sent"
        title="Invitations you sent"
        empty="None of your invitations is waiting for an answer."
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
            () => remove(toRemove),
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
