import type { ReactNode } from "react";
import { SignedInFrame } from "@/components/shell/signed-in-frame";
import { requireAdminPageSession } from "@/lib/auth/current-actor";

/** Admins only: visitors sign in first, signed-in non-admins see the 404 screen. */
export default async function AdminLayout({ children }: { children: ReactNode }) {
  const { user } = await requireAdminPageSession();
  return <SignedInFrame user={user}>{children}</SignedInFrame>;
}
