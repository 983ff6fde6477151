import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AdminTicket } from "@/components/support/admin-ticket";
import { requireAdminPageSession } from "@/lib/auth/current-actor";

export const metadata: Metadata = { title: "Support ticket · Admin" };

type Props = { params: Promise<{ id: string }> };

export default async function Page({ params }: Props) {
  await requireAdminPageSession();
  const { id } = await params;
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) notFound();
  return <AdminTicket ticketId={id.toLowerCase()} />;
}
