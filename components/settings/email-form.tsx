"use client";

import { useState } from "react";
import { toast } from "react-toastify";
import { ErrorSummary } from "@/components/ui/error-summary";
import { Field, SubmitButton } from "@/components/ui/field";
import { useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/client/api-client";
import { invalidatePaths } from "@/lib/client/queries";
import { useSubmit } from "@/lib/client/use-submit";
import { useAppState } from "@/lib/client/app-state";

export function EmailForm() {
  const { user, setUser } = useAppState();
  const client = useQueryClient();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const { busy, errors, alert, submit } = useSubmit();

  const changeEmail = submit(async () => {
    const { user: updated, pendingEmail } = await apiRequest("PUT", "/api/users/updateEmail", {
      body: { email, password },
    });
    setUser(updated);
    setEmail("");
    setPassword("");
    // The change applies once the new address is confirmed: the banner shows it waiting.
    await invalidatePaths(client, ["/api/auth/verify-email"]);
    toast.success(
      pendingEmail
        ? `We sent a link and a code to ${pendingEmail}. Your sign-in email changes once you confirm it.`
        : `Your sign-in email is ${updated.email}.`,
    );
  });

  return (
    <section className="card" aria-labelledby="email-title">
      <h2 id="email-title">Sign-in email</h2>
      <p>
        Current email: <strong>{user?.email}</strong>
      </p>
      <form className="form" onSubmit={changeEmail} noValidate>
        <ErrorSummary errors={errors} alert={alert} />
        <div className="form-row">
          <Field
            label="New email"
            name="email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={errors.email}
          />
          <Field
            label="Current password"
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={errors.password}
          />
        </div>
        <div>
          <SubmitButton busy={busy} busyLabel="Changing…">
            Change email
          </SubmitButton>
        </div>
      </form>
    </section>
  );
}
