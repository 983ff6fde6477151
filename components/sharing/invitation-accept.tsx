"use client";

import Link from "next/link";
import { useEffect, useRef, useState } from "react";
import { LogoutButton } from "@/components/shell/logout-button";
import { useQueryClient } from "@tanstack/react-query";
import { ApiError, errorMessage } from "@/lib/client/api";
import { apiRequest, type ApiOutput, type EndpointAt } from "@/lib/client/api-client";
import { useAppState } from "@/lib/client/app-state";
import { invalidatePaths } from "@/lib/client/queries";
import styles from "./sharing.module.css";

type Accepted = ApiOutput<EndpointAt<"POST", "/api/invitations/accept">>;
type State =
  | { status: "accepting" }
  | { status: "accepted"; result: Accepted }
  | { status: "failed"; code: number; message: string };

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * /invitations/{token}: the emailed link. The page is in the protected area, so a visitor signs
 * in or registers first (login keeps `next`) and lands back here; then POST /api/invitations/accept
 * attaches what was shared with the address and shows where to find it.
 */
export function InvitationAccept({ token }: { token: string }) {
  const { user } = useAppState();
  const client = useQueryClient();
  const [state, setState] = useState<State>({ status: "accepting" });
  // Sent once: accepting spends the link, so a second request (React's development double
  // effect, a re-render) would report it as unknown.
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    // A plain request, not a mutation hook: it runs once on arrival, guarded by `sent`.
    apiRequest("POST", "/api/invitations/accept", { body: { token } })
      .then((result) => {
        setState({ status: "accepted", result });
        // What it attached shows on the shared documents and network screens.
        void invalidatePaths(client, ["/api/shipments/sharedwithme", "/api/network"]);
      })
      .catch((error: unknown) =>
        setState({
          status: "failed",
          code: error instanceof ApiError ? error.status : 0,
          message: errorMessage(error),
        }),
      );
  }, [token, client]);

  if (state.status === "accepting")
    return (
      <p className={styles.loading} role="status" aria-busy="true">
        <span className="spinner" aria-hidden="true" /> Accepting the invitation…
      </p>
    );

  if (state.status === "accepted") {
    const { shares, connections, email } = state.result;
    return (
      <section className={`card ${styles.result}`} aria-labelledby="invitation-result">
        <h2 id="invitation-result">Invitation accepted</h2>
        <p role="status">
          {shares === 0 && connections === 0
            ? `Nothing was waiting for ${email} any more: it may have been accepted already or withdrawn.`
            : `For ${email}: ${plural(shares, "shipment", "shipments")} shared with you and ${plural(connections, "network invitation", "network invitations")}.`}
        </p>
        <ul>
          <li>
            <Link href="/shared-documents">Open the documents shared with you</Link>
          </li>
          <li>
            <Link href="/network">Answer network invitations</Link>
          </li>
        </ul>
      </section>
    );
  }

  const here = `/invitations/${encodeURIComponent(token)}`; // a page, not an API path
  return (
    <section className={`card ${styles.result}`} aria-labelledby="invitation-result">
      <h2 id="invitation-result">
        {state.code === 403
          ? "This invitation is for another address"
          : state.code === 404
            ? "Invitation link not valid"
            : "Could not accept the invitation"}
      </h2>
      <p className="alert alert-error" role="alert">
        {state.message}
      </p>
      {state.code === 403 ? (
        <>
          <p>
            You are signed in{user?.email ? ` as ${user.email}` : ""}. Sign out, then sign in with the invited address,
            or create an account with it, and open the link again: you will be brought back here.
          </p>
          <p>
            <LogoutButton next={here} label="Sign out and use the invited address" />
          </p>
        </>
      ) : state.code === 404 ? (
        <p>
          If you accepted it already, what was shared with you is under{" "}
          <Link href="/shared-documents">Shared documents</Link> and your <Link href="/network">network</Link>.
        </p>
      ) : (
        <p>
          <button type="button" className="btn" onClick={() => window.location.reload()}>
            Try again
          </button>
        </p>
      )}
    </section>
  );
}
