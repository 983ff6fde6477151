"use client";

import { toast } from "react-toastify";
import { errorMessage } from "@/lib/client/api";
import { useApiMutation, useApiQuery } from "@/lib/client/queries";

const SUBSCRIPTION = ["/api/analytics/weekly-summary"];

/** The weekly summary mail: a switch saved on change (Monday 08:00 in the profile's time zone). */
export function WeeklySummarySection() {
  const query = useApiQuery("/api/analytics/weekly-summary", undefined);
  const save = useApiMutation("PUT", "/api/analytics/weekly-summary", { invalidates: SUBSCRIPTION });
  const subscribed = save.isPending ? Boolean(save.variables?.body.subscribed) : (query.data?.subscribed ?? false);

  const toggle = async (next: boolean) => {
    try {
      await save.mutateAsync({ body: { subscribed: next } });
      toast.success(next ? "You will get the weekly summary on Mondays." : "Weekly summary turned off.");
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  return (
    <section className="card" aria-labelledby="weekly-summary-title">
      <h2 id="weekly-summary-title">Weekly summary</h2>
      <p>
        Every Monday at 08:00 in your time zone (set in your profile above, else UTC): last week&apos;s shipments and
        export value per currency against the week before, documents finalised, overdue receivables and eBLs waiting for
        you. Every mail has a one-click unsubscribe link.
      </p>
      {query.error ? <p role="alert">{errorMessage(query.error)}</p> : null}
      <label>
        <input
          type="checkbox"
          name="weeklySummary"
          checked={subscribed}
          disabled={query.isPending || save.isPending}
          onChange={(e) => void toggle(e.target.checked)}
        />{" "}
        Email me the weekly summary
      </label>
    </section>
  );
}
