import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { TrackingDetail } from "@/components/tracking/tracking-detail";

export const metadata: Metadata = { title: "Shipment tracking" };

type Props = { params: Promise<{ id: string }> };

/**
 * One shipment's tracking. The map's tile source is read here, on the server, per request
 * (MAP_TILE_URL and MAP_TILE_ATTRIBUTION, docs/tracking.md): a server component passes it down, so
 * it is runtime configuration (no rebuild, unlike a NEXT_PUBLIC_ variable). Unset, the map draws
 * its offline Natural Earth basemap.
 */
export default async function TrackingDetailPage({ params }: Props) {
  const { id } = await params;
  if (!/^[0-9a-f-]{36}$/i.test(id)) notFound();
  const tileUrl = process.env.MAP_TILE_URL?.trim() || undefined;
  const tileAttribution = process.env.MAP_TILE_ATTRIBUTION?.trim() || undefined;
  return <TrackingDetail shipmentId={id.toLowerCase()} tileUrl={tileUrl} tileAttribution={tileAttribution} />;
}
