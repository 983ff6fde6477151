import type { Metadata } from "next";
import { TrackShipmentView } from "@/components/tracking/track-shipment-view";

export const metadata: Metadata = { title: "Track shipment" };

type Props = { searchParams: Promise<{ track?: string | string[] }> };

/** The tracked shipments (mine and shared with me) and "Track a shipment" (`?track=<shipmentId>` preselects one). */
export default async function TrackShipmentPage({ searchParams }: Props) {
  const { track } = await searchParams;
  const initial = typeof track === "string" && /^[0-9a-f-]{36}$/i.test(track) ? track : undefined;
  return <TrackShipmentView initialShipmentId={initial} />;
}
