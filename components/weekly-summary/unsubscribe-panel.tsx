"use client";

import { useState } from "react";
import { errorMessage } from "@/lib/client/api";
import { apiRequest } from "@/lib/client/api-client";

type State = "ready" | "unsubscribed" | "subscribed";

/**
 * The weekly summary mail's unsubscribe link lands here. Opening the page changes nothing (mail
 * scanners follow links); the button does, with the signed token of the link, no sign-in needed.
 */
export function UnsubscribePanel({ token }: { token: string }) {
  const [state, setState] = useState<State>("ready");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const send = async (subscribe: boolean) => {
    setBusy(true);
    setError(null);
    try {
      const path = subscribe ? "/api/analytics/weekly-summary/subscribe" : "/api/analytics/weekly-summary/unsubscribe";
      await apiRequest("POST", path, { query: { token } });
      setState(subscribe ? "subscribed" : "unsubscribed");
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="stack">
      {error ? <p role="alert">{error}</p> : null}
      {state === "unsubscribed" ? (
        <>
          <p role="status">You are unsubscribed from the weekly summary. No more Monday mails.</p>
          <div>
            <button type="button" className="btn" disabled={busy} onClick={() => void send(true)}>
              Subscribe again
            </button>
          </div>
        </>
      ) : state === "subscribed" ? (
        <p role="status">You are subscribed again: the next summary comes on Monday at 08:00 your time.</p>
      ) : (
        <>
          <p>Stop the weekly summary mail for this account? You can turn it on again any time in Settings.</p>
          <div>
            <button type="button" className="btn" disabled={busy} onClick={() => void send(false)}>
              Unsubscribe
            </button>
          </div>
        </>
      )}
    </div>
  );
}
