import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { TicketConversation } from "@/components/support/ticket-conversation";

export const metadata: Metadata = { title: "Support ticket" };

type Props = { params: Promise<{ id: string }> };

/** One of my tickets and its conversation; another user's answers the API's 404, shown in place. */
export default async function TicketPage({ params }: Props) {
  const { id } = await params;
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) notFound();
  return <TicketConversation ticketId={id.toLowerCase()} />;
}
