"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useAppState } from "@/lib/client/app-state";
import styles from "./verification.module.css";

const MESSAGES = {
  unverified: {
    text: "Your business is not verified yet. Verify it to issue and take control of eBLs.",
    link: "Verify your business",
  },
  pending: {
    text: "Your business verification is under review. A review takes 24 hours or more.",
    link: "See your submission",
  },
  rejected: { text: "Your business verification needs changes before we can approve it.", link: "See what to fix" },
  suspended: {
    text: "Your business is suspended: you can read your data, but you cannot make changes and your API tokens were revoked. See why, or contact support to have it reinstated.",
    link: "See details",
  },
} as const;

/** The verification state, on every signed-in screen, for a business that is not verified. */
export function VerificationBanner() {
  const { user } = useAppState();
  const pathname = usePathname();
  // Staff accounts are not businesses: they are never verified, and need no reminder.
  if (!user || user.role === "admin" || user.verificationState === "verified") return null;
  const message = MESSAGES[user.verificationState];
  return (
    <section className={styles.banner} data-state={user.verificationState} aria-label="Business verification">
      <p>{message.text}</p>
      {pathname === "/verifybusiness" ? null : <Link href="/verifybusiness">{message.link}</Link>}
      {user.verificationState === "suspended" && pathname !== "/contact-support" ? (
        <Link href="/contact-support">Contact support</Link>
      ) : null}
    </section>
  );
}
