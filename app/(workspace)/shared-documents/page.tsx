import type { Metadata } from "next";
import { SharedDocumentsView } from "@/components/sharing/shared-documents-view";

export const metadata: Metadata = { title: "Shared documents" };

export default function SharedDocumentsPage() {
  return (
    <div className="stack">
      <header className="page-header">
        <h1>Shared documents</h1>
        <p>Documents trade partners shared with you, and the shipments you shared with them.</p>
      </header>
      <SharedDocumentsView />
    </div>
  );
}
