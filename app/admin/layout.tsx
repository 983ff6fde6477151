import type { ReactNode } from "react";
import { AppShell } from "@/components/shell/app-shell";
import { Toasts } from "@/components/ui/toasts";
import { toUserDto } from "@/lib/accounts/dto";
import { requireAdminPageSession } from "@/lib/auth/current-actor";
import { AppStateProvider } from "@/lib/client/app-state";

/** Admins only: visitors sign in first, signed-in non-admins see the 404 screen. */
export default async function AdminLayout({ children }: { children: ReactNode }) {
  const { user } = await requireAdminPageSession();
  return (
    <AppStateProvider initialUser={toUserDto(user)}>
      <AppShell>{children}</AppShell>
      <Toasts />
    </AppStateProvider>
  );
}
