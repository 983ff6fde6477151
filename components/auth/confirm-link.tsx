"use client";

import Link from "next/link";
import { useState } from "react";
import { ErrorSummary } from "@/components/ui/error-summary";
import { SubmitButton } from "@/components/ui/field";
import { apiRequest } from "@/lib/client/api-client";
import { useSubmit } from "@/lib/client/use-submit";

type Props = { kind: "verify" | "undo" };

const TEXT = {
  verify: {
    title: "Confirm your email address",
    intro:
      "Press Confirm to prove that this address is yours. Documents and invitations sent to it then reach your account.",
    button: "Confirm",
    busy: "Confirming…",
  },
  undo: {
    title: "Undo the email change",
    intro:
      "Press the button to keep your old address (or get it back) and sign out every session of the account. Then reset your password.",
    button: "Undo the change",
    busy: "Undoing…",
  },
} as const;

/**
 * The page behind a mailed link (/verify-email#token=…, /undo-email-change#token=…). It acts on a
 * button press, never on the visit alone: mail scanners open links, and must not confirm or undo anything.
 */
export function ConfirmLink({ kind }: Props) {
  const text = TEXT[kind];
  const [done, setDone] = useState<string | null>(null);
  const { busy, alert, submit } = useSubmit();

  const act = submit(async () => {
    // The token is in the fragment (#token=…), which only the browser sees (email-confirmations.ts).
    const token = new URLSearchParams(window.location.hash.slice(1)).get("token");
    if (!token) throw new Error("This link has no token. Open the link from the email again.");
    if (kind === "verify") {
      const result = await apiRequest("POST", "/api/auth/verify-email", { body: { token } });
      const attached = result.shares + result.connections;
      setDone(
        `${result.user.email} is confirmed.${attached ? ` ${result.shares} shared shipment(s) and ${result.connections} network invitation(s) were added to your account.` : ""}`,
      );
    } else {
      const result = await apiRequest("POST", "/api/auth/undo-email-change", { body: { token } });
      setDone(result.message);
    }
  });

  return (
    <div className="card auth-card">
      <Link href="/" className="brand">
        Exportly
      </Link>
      <h1>{text.title}</h1>
      {done ? (
        <>
          <p role="status">{done}</p>
          <p>
            <Link href={kind === "verify" ? "/dashboard" : "/login"}>
              {kind === "verify" ? "Go to your dashboard" : "Sign in"}
            </Link>
          </p>
        </>
      ) : (
        <form className="form" onSubmit={act} noValidate aria-label={text.title}>
          <p>{text.intro}</p>
          <ErrorSummary errors={{}} alert={alert} />
          <SubmitButton busy={busy} busyLabel={text.busy} className="btn btn-block">
            {text.button}
          </SubmitButton>
        </form>
      )}
    </div>
  );
}
