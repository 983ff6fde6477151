"use client";

import { toast } from "react-toastify";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/client/api";
import { useApiMutation, useApiQuery } from "@/lib/client/queries";
import type { SupportMailPreference } from "@/models/support-mail";
import styles from "./mail-preference.module.css";

const CHOICES: { value: SupportMailPreference; label: string }[] = [
  { value: "all", label: "Every new ticket and customer reply" },
  { value: "assigned", label: "Only tickets assigned to me" },
  { value: "none", label: "No support mail" },
];

/**
 * The calling admin's support mail preference (docs/support.md, "Email both ways"): a radio group
 * that saves on change, on the admin support page.
 */
export function SupportMailPreferenceForm() {
  const query = useApiQuery("/api/admin/support/preferences", undefined);
  const save = useApiMutation("PUT", "/api/admin/support/preferences", {
    invalidates: ["/api/admin/support/preferences"],
  });

  async function choose(notify: SupportMailPreference) {
    try {
      await save.mutateAsync({ body: { notify } });
      toast.success("Mail preference saved.");
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }

  if (query.isPending) return <Skeleton label="Loading your mail preference…" rows={1} minHeight="6rem" />;
  if (query.isError) return <p role="alert">{errorMessage(query.error)}</p>;
  const current = save.isPending ? save.variables.body.notify : query.data.notify;
  return (
    <fieldset className={styles.choices} aria-describedby="support-mail-help">
      <legend>Email me about support tickets</legend>
      <p id="support-mail-help" className={styles.hint}>
        New tickets and customer replies. Customers always get mail when you reply or change a ticket&apos;s status.
      </p>
      {CHOICES.map((choice) => (
        <label key={choice.value} className={styles.choice}>
          <input
            type="radio"
            name="support-mail-notify"
            value={choice.value}
            checked={current === choice.value}
            disabled={save.isPending}
            onChange={() => void choose(choice.value)}
          />
          {choice.label}
        </label>
      ))}
    </fieldset>
  );
}
