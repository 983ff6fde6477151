"use client";

import { useState } from "react";
import { toast } from "react-toastify";
import { Field, FormAlert, SubmitButton } from "@/components/ui/field";
import { apiRequest } from "@/lib/client/api-client";
import { useSubmit } from "@/lib/client/use-submit";
import { useAppState } from "@/lib/client/app-state";

export function EmailForm() {
  const { user, setUser } = useAppState();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const { busy, errors, alert, submit } = useSubmit();

  const changeEmail = submit(async () => {
    const { user: updated } = await apiRequest("PUT", "/api/users/updateEmail", { body: { email, password } });
    setUser(updated);
    setEmail("");
    setPassword("");
    toast.success(`Your sign-in email is now ${updated.email}.`);
  });

  return (
    <section className="card" aria-labelledby="email-title">
      <h2 id="email-title">Sign-in email</h2>
      <p>
        Current email: <strong>{user?.email}</strong>
      </p>
      <form className="form" onSubmit={changeEmail} noValidate>
        <FormAlert message={alert} />
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
