import type { ReactNode } from "react";
import { AppShell } from "@/components/shell/app-shell";
import { Toasts } from "@/components/ui/toasts";
import { toUserDto } from "@/lib/accounts/dto";
import { requirePageSession } from "@/lib/auth/current-actor";
import { AppStateProvider } from "@/lib/client/app-state";

/** Every logged-in screen: visitors without a session go to /login?next=… (requirePageSession). */
export default async function WorkspaceLayout({ children }: { children: ReactNode }) {
  const { user } = await requirePageSession();
  return (
    <AppStateProvider initialUser={toUserDto(user)}>
      <AppShell>{children}</AppShell>
      <Toasts />
    </AppStateProvider>
  );
}
