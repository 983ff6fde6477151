import type { ReactNode } from "react";
import { Toasts } from "@/components/ui/toasts";
import { toUserDto } from "@/lib/accounts/dto";
import { AppStateProvider } from "@/lib/client/app-state";
import { QueryProvider } from "@/lib/client/query-provider";
import type { UserRow } from "@/models";
import { AppShell } from "./app-shell";

/** The frame of every signed-in screen (workspace and admin): app state, shell and toasts. */
export function SignedInFrame({ user, children }: { user: UserRow; children: ReactNode }) {
  return (
    <QueryProvider>
      <AppStateProvider initialUser={toUserDto(user)}>
        <AppShell>{children}</AppShell>
        <Toasts />
      </AppStateProvider>
    </QueryProvider>
  );
}
