"use client";

import Link from "next/link";
import type { ReactNode } from "react";
import { useAppState } from "@/lib/client/app-state";
import styles from "./verification.module.css";

const WHY = {
  unverified:
    "Only verified businesses can do this. Verifying your business takes a few minutes to submit; the review takes 24 hours or more.",
  pending: "Your business verification is under review (24 hours or more). This becomes available once it is verified.",
  rejected: "Your business verification needs changes. This becomes available once it is verified.",
  suspended: "Your business is suspended, so this is unavailable. Please contact support.",
} as const;

/**
 * Wraps an action that needs a verified business: verified users get the action, everyone
 * else a disabled stand-in and the reason, with the way forward. The server enforces the same
 * rule (lib/verification/access.ts); this only explains it.
 */
export function RequiresVerification({ action, children }: { action: string; children: ReactNode }) {
  const { user } = useAppState();
  if (user?.verificationState === "verified") return <>{children}</>;
  const state = user?.verificationState ?? "unverified";
  const reasonId = `requires-verification-${action.replace(/\W+/g, "-").toLowerCase()}`;
  return (
    <div className={styles.gate}>
      <button type="button" className="btn" disabled aria-describedby={reasonId}>
        {action}
      </button>
      <p id={reasonId}>{WHY[state]}</p>
      {state === "suspended" ? (
        <Link href="/contact-support">Contact support</Link>
      ) : (
        <Link href="/verifybusiness">Go to business verification</Link>
      )}
    </div>
  );
}
