import type { LonLat } from "./route-geometry";

export type PortRole = "loading" | "transhipment" | "discharge";

/** A port on the route as the map and its table show it. */
export type MapPort = {
  code: string;
  name: string | null;
  role: PortRole;
  latitude: number | null;
  longitude: number | null;
};

/** What the map draws: the ports, the sea route ([lon, lat] points) and the vessel's estimated position. */
export type MapFacts = {
  facts: {
    ports: readonly MapPort[];
    path: readonly LonLat[];
    position: { latitude: number; longitude: number } | null;
  };
  /** MAP_TILE_URL: a tile URL template ({z}/{x}/{y}); empty or undefined draws the offline basemap. */
  tileUrl?: string;
  tileAttribution?: string;
  /** The map's accessible name. */
  label: string;
  /** The map container's id; `${id}-help` names the keyboard help under it. */
  id: string;
};

export const ROLE_WORDS: Record<PortRole, string> = {
  loading: "Port of loading",
  transhipment: "Transhipment port",
  discharge: "Port of discharge",
};
