import type { Metadata } from "next";
import { PlaceholderPage } from "@/components/ui/empty-state";

export const metadata: Metadata = { title: "Track shipment" };

export default function TrackShipmentPage() {
  return (
    <PlaceholderPage
      title="Track shipment"
      intro="Where your shipments are and what happened to them."
      emptyTitle="Nothing to track yet"
      emptyText="Shipment events and their positions on a map will appear here once tracking is available."
    />
  );
}
