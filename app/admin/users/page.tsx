import type { Metadata } from "next";
import { UsersAdmin } from "@/components/admin/users-admin";
import { requireAdminPageSession } from "@/lib/auth/current-actor";

export const metadata: Metadata = { title: "Users · Admin" };

export default async function Page() {
  const { user } = await requireAdminPageSession();
  return (
    <div className="stack">
      <header className="page-header">
        <h1>Users</h1>
        <p>Search accounts, change roles, suspend or reinstate businesses and end sessions.</p>
      </header>
      <UsersAdmin adminId={user.id} />
    </div>
  );
}
