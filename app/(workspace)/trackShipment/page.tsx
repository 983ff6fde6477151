import type { Metadata } from "next";
import { TrackShipmentView } from "@/components/tracking/track-shipment-view";

export const metadata: Metadata = { title: "Track shipment" };

type Props = { searchParams: Promise<{ track?: string | string[]; filter?: string | string[] }> };

const FILTERS = ["in_transit", "delayed", "arriving_this_week"] as const;

/**
 * The tracked shipments (mine and shared with me) and "Track a shipment" (`?track=<shipmentId>`
 * preselects one); `?filter=in_transit|delayed|arriving_this_week` (the dashboard's tiles) filters the list.
 */
export default async function TrackShipmentPage({ searchParams }: Props) {
  const { track, filter } = await searchParams;
  const initial = typeof track === "string" && /^[0-9a-f-]{36}$/i.test(track) ? track : undefined;
  const initialFilter = FILTERS.find((f) => f === filter);
  return <TrackShipmentView initialShipmentId={initial} initialFilter={initialFilter} />;
}
