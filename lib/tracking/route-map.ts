import searoute from "searoute-js";
import { findLocode } from "@/lib/reference/unlocode";
import type { Timeline } from "./timeline";

export type RoutePort = {
  unLocationCode: string;
  name: string | null;
  country: string | null;
  role: "loading" | "transhipment" | "discharge";
  /** From the UN/LOCODE list; null where it gives none (the port is then left off the path). */
  lat: number | null;
  lon: number | null;
};
export type RoutePath = { type: "LineString"; coordinates: [number, number][] };
export type VesselPosition = {
  lat: number;
  lon: number;
  /** Always true: interpolated between the last actual departure and the next estimated arrival, not reported by the vessel. */
  estimated: true;
  fromPort: string;
  toPort: string;
  /** Share of the leg's time elapsed, 0–1. */
  fraction: number;
  asOf: string;
};

/**
 * Sea routes along shipping lanes (searoute-js's maritime network), cached per port pair: a route
 * takes tens of milliseconds to find, and a process sees few distinct pairs. Bounded so a long-lived
 * server does not grow without limit.
 */
const MAX_CACHED_LEGS = 2_000;
const legCache = new Map<string, [number, number][] | null>();

export function seaLeg(from: [number, number], to: [number, number]): [number, number][] | null {
  const key = `${from.join(",")}>${to.join(",")}`;
  if (legCache.has(key)) return legCache.get(key)!;
  let coordinates: [number, number][] | null = null;
  // searoute-js writes progress with console.log; it is synchronous, so silencing it for the call is safe.
  const log = console.log;
  console.log = () => {};
  try {
    coordinates = searoute(from, to)?.geometry.coordinates ?? null;
  } catch {
    coordinates = null;
  } finally {
    console.log = log;
  }
  if (coordinates) coordinates = [from, ...coordinates, to];
  if (legCache.size >= MAX_CACHED_LEGS) legCache.delete(legCache.keys().next().value!);
  legCache.set(key, coordinates);
  return coordinates;
}

export function routePorts(
  timeline: Pick<Timeline, "portOfLoading" | "transhipments" | "portOfDischarge">,
): RoutePort[] {
  const ports: RoutePort[] = [];
  const add = (code: string | null, role: RoutePort["role"]) => {
    if (!code || ports.some((p) => p.unLocationCode === code)) return;
    const found = findLocode(code);
    ports.push({
      unLocationCode: code,
      name: found?.name ?? null,
      country: found?.country ?? null,
      role,
      lat: found?.lat ?? null,
      lon: found?.lon ?? null,
    });
  };
  add(timeline.portOfLoading, "loading");
  for (const t of timeline.transhipments) add(t, "transhipment");
  add(timeline.portOfDischarge, "discharge");
  return ports;
}

const toRad = (deg: number) => (deg * Math.PI) / 180;
/** Great-circle distance in km (haversine): only used to share a leg's length out along its points. */
function distanceKm([lon1, lat1]: [number, number], [lon2, lat2]: [number, number]): number {
  const a =
    Math.sin(toRad(lat2 - lat1) / 2) ** 2 +
    Math.cos(toRad(lat1)) * Math.cos(toRad(lat2)) * Math.sin(toRad(lon2 - lon1) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** The point `fraction` (0–1) of the way along a polyline, by length. */
export function pointAlong(line: [number, number][], fraction: number): [number, number] {
  if (line.length === 1 || fraction <= 0) return line[0]!;
  const lengths = line.slice(1).map((p, i) => distanceKm(line[i]!, p));
  const total = lengths.reduce((a, b) => a + b, 0);
  let remaining = Math.min(1, fraction) * total;
  for (let i = 0; i < lengths.length; i++) {
    const seg = lengths[i]!;
    if (remaining <= seg && seg > 0) {
      const t = remaining / seg;
      const [a, b] = [line[i]!, line[i + 1]!];
      return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
    }
    remaining -= seg;
  }
  return line.at(-1)!;
}

export type RouteMap = { ports: RoutePort[]; path: RoutePath | null; position: VesselPosition | null };

/** Ports, the sea path between them and the vessel's estimated position (docs/tracking.md). */
export function routeMap(timeline: Timeline, now: Date): RouteMap {
  const ports = routePorts(timeline);
  const located = ports.filter((p) => p.lat !== null && p.lon !== null);
  const legs = new Map<string, [number, number][]>();
  const coordinates: [number, number][] = [];
  for (let i = 1; i < located.length; i++) {
    const from = located[i - 1]!;
    const to = located[i]!;
    const leg = seaLeg([from.lon!, from.lat!], [to.lon!, to.lat!]);
    if (!leg) continue;
    legs.set(`${from.unLocationCode}>${to.unLocationCode}`, leg);
    coordinates.push(...(coordinates.length ? leg.slice(1) : leg));
  }
  const path: RoutePath | null = coordinates.length > 1 ? { type: "LineString", coordinates } : null;

  // The vessel: after the last actual departure, before the next port's actual arrival.
  let position: VesselPosition | null = null;
  const calls = timeline.calls;
  for (let i = calls.length - 2; i >= 0; i--) {
    const from = calls[i]!;
    const to = calls[i + 1]!;
    if (from.departedAt === null) continue;
    const leg = legs.get(`${from.location}>${to.location}`);
    if (!to.arrived && to.arrivalAt !== null && leg && to.arrivalAt > from.departedAt) {
      const fraction = Math.min(1, Math.max(0, (now.getTime() - from.departedAt) / (to.arrivalAt - from.departedAt)));
      const [lon, lat] = pointAlong(leg, fraction);
      position = {
        lat: Math.round(lat * 1e5) / 1e5,
        lon: Math.round(lon * 1e5) / 1e5,
        estimated: true,
        fromPort: from.location,
        toPort: to.location,
        fraction: Math.round(fraction * 1000) / 1000,
        asOf: now.toISOString(),
      };
    }
    break;
  }
  return { ports, path, position };
}
