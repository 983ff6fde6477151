"use client";

import { useState } from "react";
import { toast } from "react-toastify";
import { ErrorSummary } from "@/components/ui/error-summary";
import { Field, SubmitButton } from "@/components/ui/field";
import { apiRequest } from "@/lib/client/api-client";
import { useAppState } from "@/lib/client/app-state";
import { invalidatePaths, useApiQuery } from "@/lib/client/queries";
import { useSubmit } from "@/lib/client/use-submit";
import { useQueryClient } from "@tanstack/react-query";
import styles from "./email-banner.module.css";

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "to receive 2 shared shipments and 1 network invitation", or "" when nothing waits. */
function waitingText(shares: number, connections: number): string {
  const parts = [
    shares ? count(shares, "shared shipment", "shared shipments") : null,
    connections ? count(connections, "network invitation", "network invitations") : null,
  ].filter(Boolean);
  return parts.length ? ` to receive ${parts.join(" and ")} waiting for it` : "";
}

/**
 * On every signed-in screen while the account's address is not proven (what waits for it), or an
 * email change waits for its new address: the 6-digit code can be typed here, and a new one sent.
 */
export function EmailBanner() {
  const { user, setUser } = useAppState();
  const client = useQueryClient();
  const status = useApiQuery("/api/auth/verify-email", undefined, { enabled: !!user });
  const [code, setCode] = useState("");
  const confirm = useSubmit();
  const resend = useSubmit();
  const data = status.data;
  if (!user || !data || (data.verified && !data.pendingEmail)) return null;

  const confirmCode = confirm.submit(async () => {
    const result = await apiRequest("POST", "/api/auth/verify-email", { body: { code } });
    setUser(result.user);
    setCode("");
    toast.success(`${result.user.email} is confirmed.`);
    await invalidatePaths(client, ["/api/auth/verify-email", "/api/shipments/sharedwithme", "/api/network"]);
  });
  const sendAgain = resend.submit(async () => {
    const { message } = await apiRequest("POST", "/api/auth/verify-email/resend", {});
    toast.info(message);
  });

  const text = data.verified
    ? `Confirm ${data.pendingEmail} to make it your sign-in email: we sent it a link and a 6-digit code. Until then you sign in with ${data.email}.`
    : `Confirm your email address${waitingText(data.waiting.shares, data.waiting.connections)}: we sent a link and a 6-digit code to ${data.email}.`;

  return (
    <section className={styles.banner} aria-label="Email confirmation">
      <p>{text}</p>
      <form className={styles.form} onSubmit={confirmCode} noValidate aria-label="Confirm with the code">
        <Field
          label="Code from the email"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          error={confirm.errors.code}
        />
        <SubmitButton busy={confirm.busy} busyLabel="Confirming…">
          Confirm email
        </SubmitButton>
        <button type="button" className="btn btn-secondary" onClick={sendAgain} disabled={resend.busy}>
          Send a new code
        </button>
      </form>
      <ErrorSummary errors={confirm.errors} alert={confirm.alert ?? resend.alert} />
    </section>
  );
}
