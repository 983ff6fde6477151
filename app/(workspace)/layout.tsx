import type { ReactNode } from "react";
import { SignedInFrame } from "@/components/shell/signed-in-frame";
import { requirePageSession } from "@/lib/auth/current-actor";

/** Every logged-in screen: visitors without a session go to /login?next=… (requirePageSession). */
export default async function WorkspaceLayout({ children }: { children: ReactNode }) {
  const { user } = await requirePageSession();
  return <SignedInFrame user={user}>{children}</SignedInFrame>;
}
