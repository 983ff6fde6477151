import type { Metadata } from "next";
import { HelpSearch } from "@/components/support/help-search";
import { MyTickets } from "@/components/support/my-tickets";
import { NewTicketForm } from "@/components/support/new-ticket-form";
import { loadHelpArticles } from "@/lib/support/help-articles";

export const metadata: Metadata = { title: "Contact support" };

/** Help articles first, then the form, then my tickets (docs/support.md). */
export default function ContactSupportPage() {
  const articles = loadHelpArticles();
  return (
    <div className="stack">
      <header className="page-header">
        <h1>Contact support</h1>
        <p>Search our help first; if it does not answer you, ask the Exportly team. We reply on working days.</p>
      </header>
      <HelpSearch articles={articles} />
      <NewTicketForm />
      <MyTickets />
    </div>
  );
}
