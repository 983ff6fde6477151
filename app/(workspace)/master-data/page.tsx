import type { Metadata } from "next";
import { SavedDataView } from "@/components/master-data/saved-data-view";

export const metadata: Metadata = { title: "Saved data" };

export default function MasterDataPage() {
  return (
    <div className="stack">
      <header className="page-header">
        <h1>Saved data</h1>
        <p>Contacts, products and ports you enter once and reuse in every document.</p>
      </header>
      <SavedDataView />
    </div>
  );
}
