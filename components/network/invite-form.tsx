"use client";

import { useState } from "react";
import { toast } from "react-toastify";
import { ErrorSummary } from "@/components/ui/error-summary";
import { Field, SubmitButton } from "@/components/ui/field";
import { useApiMutation } from "@/lib/client/queries";
import { useSubmit } from "@/lib/client/use-submit";
import styles from "./network.module.css";

/** The browser's first check; the server's (zod) is the one that counts. */
function checkEmail(value: string): string | null {
  const email = value.trim();
  if (!email) return "Email is required.";
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return "Enter a valid email address, for example name@company.com.";
  return null;
}

/** Invite a business by email (POST /api/network); the server's refusals show under the field. */
export function InviteForm() {
  const [email, setEmail] = useState("");
  const [localError, setLocalError] = useState<string | null>(null);
  const { busy, errors, alert, submit, clear } = useSubmit();
  const invite = useApiMutation("POST", "/api/network", { invalidates: ["/api/network"] });

  const onSubmit = submit(async () => {
    const problem = checkEmail(email);
    setLocalError(problem);
    if (problem) return;
    const { connection } = await invite.mutateAsync({ body: { email: email.trim() } });
    // The answer names the account only for a business that already works with you; any other
    // address reads the same whether it has an account or not (no member directory).
    toast.success(
      connection.role
        ? `Invitation sent to ${connection.name ?? connection.email}.`
        : `Invitation emailed to ${connection.email}. You will see who they are once they accept.`,
    );
    setEmail("");
  });

  // The form has one field: a refusal (already connected, still pending, rejected recently) is about the address.
  const fieldError = localError ?? errors.email ?? alert ?? undefined;

  return (
    <form className={styles.inviteForm} onSubmit={onSubmit} noValidate aria-label="Invite a business">
      <ErrorSummary errors={fieldError ? { email: fieldError } : {}} />
      <div className={styles.emailField}>
        <Field
          label="Email of the business to invite"
          type="email"
          name="email"
          autoComplete="off"
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            setLocalError(null);
            clear();
          }}
          error={fieldError}
          hint="Banks, shipping lines, forwarders and others you trade with. Without an account they get a link to join."
          required
        />
      </div>
      <div className={styles.submit}>
        <SubmitButton busy={busy} busyLabel="Sending…">
          Send invitation
        </SubmitButton>
      </div>
    </form>
  );
}
