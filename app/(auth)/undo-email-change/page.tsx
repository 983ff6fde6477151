import type { Metadata } from "next";
import { ConfirmLink } from "@/components/auth/confirm-link";

export const metadata: Metadata = { title: "Undo an email change", robots: { index: false } };

/** The link mailed to the old address of an email change: undoes it on a button press. No sign-in needed. */
export default function UndoEmailChangePage() {
  return (
    <main className="auth-page">
      <ConfirmLink kind="undo" />
    </main>
  );
}
