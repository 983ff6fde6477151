import type { Metadata } from "next";
import type { ReactNode } from "react";
import { AdminFrame } from "@/components/admin/admin-frame";
import { requireAdminPageSession } from "@/lib/auth/current-actor";

export const metadata: Metadata = { robots: { index: false } };

/**
 * The admin area's own layout (no workspace shell, so its bundle is its own). Every page checks
 * the admin role on the server too: a layout is not re-run on every client navigation.
 */
export default async function AdminLayout({ children }: { children: ReactNode }) {
  const { user } = await requireAdminPageSession();
  return <AdminFrame name={`${user.firstName} ${user.lastName}`.trim() || user.email}>{children}</AdminFrame>;
}
