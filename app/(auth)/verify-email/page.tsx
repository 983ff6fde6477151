import type { Metadata } from "next";
import { ConfirmLink } from "@/components/auth/confirm-link";

export const metadata: Metadata = { title: "Confirm your email address", robots: { index: false } };

/** The link of a confirmation mail: confirms on a button press (POST), not on the visit. No sign-in needed. */
export default function VerifyEmailPage() {
  return (
    <main className="auth-page">
      <ConfirmLink kind="verify" />
    </main>
  );
}
