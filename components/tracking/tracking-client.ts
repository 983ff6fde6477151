"use client";

import type { ApiOutput, EndpointAt } from "@/lib/client/api-client";
import type { MapFacts, MapPort } from "./map-types";

/** The tracking API's shapes: aliases of the contract's response types (nothing server-side reaches the bundle). */
export type TrackingAnswer = ApiOutput<EndpointAt<"GET", "/api/shipments/{id}/tracking">>;
export type TrackingPage = ApiOutput<EndpointAt<"GET", "/api/tracking">>;
export type Tracking = TrackingAnswer["tracking"];
export type Milestone = TrackingAnswer["milestones"][number];
export type TrackingRow = TrackingPage["trackings"][number];
export type RoutePort = TrackingAnswer["route"]["ports"][number];

/** Every tracking change refreshes the list, the shipment's tracking and the shipment screen's line. */
export const TRACKING_PATHS = ["/api/tracking", "/api/shipments"] as const;

/** A place in words: "Nhava Sheva (INNSA)", or the UN/LOCODE alone; "—" when unknown. */
export function placeText(place: { unLocationCode: string; name: string | null } | string | null | undefined): string {
  if (!place) return "—";
  if (typeof place === "string") return place;
  return place.name ? `${place.name} (${place.unLocationCode})` : place.unLocationCode;
}

/** The list's next milestone in words: "Arrived at transhipment port, SGSIN". */
export function nextMilestoneText(next: TrackingRow["nextMilestone"]): string {
  if (!next) return "—";
  return next.location ? `${next.label}, ${next.location}` : next.label;
}

/** Owner and edit sharees manage the tracking; read sharees only see it. */
export const canManage = (role: TrackingAnswer["role"]) => role === "owner" || role === "edit";

/** What the map draws, from the tracking answer. */
export function mapFactsOf(answer: TrackingAnswer): MapFacts["facts"] {
  const ports: MapPort[] = answer.route.ports.map((p) => ({
    code: p.unLocationCode,
    name: p.name,
    role: p.role,
    latitude: p.lat,
    longitude: p.lon,
  }));
  return {
    ports,
    path: answer.route.path?.coordinates ?? [],
    position: answer.position ? { latitude: answer.position.lat, longitude: answer.position.lon } : null,
  };
}

type Times = { planned: string | null; estimated: string | null; actual: string | null };
const NO_TIMES: Times = { planned: null, estimated: null, actual: null };
const ARRIVALS = new Set(["ARRIVED", "TRANSHIPMENT_ARRIVED"]);
const DEPARTURES = new Set(["DEPARTED", "TRANSHIPMENT_DEPARTED"]);

/** Each route port with its arrival and departure times, taken from the transport milestones at that port. */
export function portTimesOf(ports: readonly RoutePort[], milestones: readonly Milestone[]) {
  const at = (code: string, kinds: Set<string>): Times => {
    const m = milestones.find((x) => kinds.has(x.code) && x.location?.unLocationCode === code);
    return m ? { planned: m.planned, estimated: m.estimated, actual: m.actual } : NO_TIMES;
  };
  return ports.map((p) => ({
    code: p.unLocationCode,
    name: p.name,
    role: p.role,
    arrival: at(p.unLocationCode, ARRIVALS),
    departure: at(p.unLocationCode, DEPARTURES),
  }));
}
