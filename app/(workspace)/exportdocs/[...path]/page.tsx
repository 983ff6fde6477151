import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { DocumentEditorScreen } from "@/components/documents/document-editor-screen";
import { ShipmentScreen } from "@/components/shipments/shipment-screen";

export const metadata: Metadata = { title: "Document" };

type Props = { params: Promise<{ path: string[] }> };

/**
 * /exportdocs/{shipmentId} shows one shipment (its documents and uploads);
 * /exportdocs/{shipmentId}/{templateKey} is the editor of that document.
 */
export default async function ExportDocumentPage({ params }: Props) {
  const { path } = await params;
  const [shipmentId, templateKey, ...rest] = path.map((p) => decodeURIComponent(p));
  if (!shipmentId || rest.length > 0) notFound();
  if (!templateKey) return <ShipmentScreen shipmentId={shipmentId} />;
  return <DocumentEditorScreen shipmentId={shipmentId} templateKey={templateKey} />;
}
