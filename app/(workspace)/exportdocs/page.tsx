import type { Metadata } from "next";
import { ShipmentList } from "@/components/shipments/shipment-list";

export const metadata: Metadata = { title: "Export documents" };

export default function ExportDocsPage() {
  return <ShipmentList />;
}
