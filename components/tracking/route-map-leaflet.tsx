"use client";

// The Leaflet half of the tracking map. Only route-map.tsx imports it, through next/dynamic with
// ssr: false, so Leaflet (which touches `window` when it loads), its CSS and the Natural Earth
// shapes stay out of the first-load JavaScript of /trackShipment and load only when a map is shown.
import "leaflet/dist/leaflet.css";
import { divIcon, type LatLngBoundsExpression, type Map as LeafletMap, type PathOptions } from "leaflet";
import { useEffect, useMemo, useState } from "react";
import { GeoJSON, MapContainer, Marker, Polyline, TileLayer, useMap } from "react-leaflet";
import type { FeatureCollection, Geometry, MultiLineString } from "geojson";
import { MAP_OPTIONS, TILE_OPTIONS } from "./map-options";
import { boundsOf, nearCopy, routeLatLngs, type LatLng } from "./route-geometry";
import { ROLE_WORDS, type MapFacts, type PortRole } from "./map-types";
import styles from "./tracking.module.css";

/** The offline basemap: Natural Earth land and country borders (world-atlas, 1:110m), bundled with this chunk. */
type Basemap = { land: FeatureCollection<Geometry>; borders: MultiLineString };

async function loadBasemap(): Promise<Basemap> {
  // A separate chunk of our own origin: imported, never fetched from the internet.
  const [{ feature, mesh }, atlas] = await Promise.all([
    import("topojson-client"),
    import("world-atlas/countries-110m.json"),
  ]);
  // world-atlas ships plain JSON; topojson-client's types want its Topology shape.
  const topology = (atlas.default ?? atlas) as unknown as Parameters<typeof feature>[0];
  const objects = topology.objects as Record<"land" | "countries", Parameters<typeof feature>[1]>;
  const land = feature(topology, objects.land) as unknown as FeatureCollection<Geometry>;
  const countries = objects.countries as Exclude<Parameters<typeof mesh>[1], undefined>;
  // Borders between two countries only (a === b is a coastline, which the land fill draws already).
  const borders = mesh(topology, countries, (a, b) => a !== b);
  return { land, borders };
}

// Class names on the SVG paths name the layers for tests and tools (e2e/ui/tracking.spec.ts).
const LAND_STYLE: PathOptions = {
  className: "tracking-map-land",
  color: "#9aa9b8",
  weight: 0.6,
  fillColor: "#e8ecef",
  fillOpacity: 1,
  interactive: false,
};
const BORDER_STYLE: PathOptions = {
  className: "tracking-map-borders",
  color: "#a7b3bf",
  weight: 0.5,
  fill: false,
  interactive: false,
};
const ROUTE_STYLE: PathOptions = {
  color: "#0b5cad",
  weight: 3,
  opacity: 0.9,
  interactive: false,
};

function OfflineBasemap() {
  const [basemap, setBasemap] = useState<Basemap | null>(null);
  useEffect(() => {
    let live = true;
    void loadBasemap().then((loaded) => live && setBasemap(loaded));
    return () => {
      live = false;
    };
  }, []);
  if (!basemap) return null;
  return (
    <>
      <GeoJSON data={basemap.land} style={() => LAND_STYLE} interactive={false} />
      <GeoJSON data={basemap.borders} style={() => BORDER_STYLE} interactive={false} />
    </>
  );
}

/** Names the map's focusable box for assistive technology (react-leaflet passes no aria props through). */
function AccessibleContainer({ label }: { label: string }) {
  const map = useMap();
  useEffect(() => {
    const container = map.getContainer();
    container.setAttribute("role", "region");
    container.setAttribute("aria-label", label);
    container.setAttribute("aria-roledescription", "map");
    container.setAttribute("aria-describedby", `${container.id}-help`);
  }, [map, label]);
  return null;
}

const portIcon = (role: PortRole) =>
  divIcon({
    className: `tracking-map-port tracking-map-port-${role} ${styles.portMarker} ${styles[`port_${role}`] ?? ""}`,
    iconSize: [24, 24],
    iconAnchor: [12, 12],
    html: "",
  });

const vesselIcon = divIcon({
  className: `tracking-map-vessel ${styles.vesselMarker}`,
  iconSize: [24, 24],
  iconAnchor: [12, 12],
  // Plain text, no image: Leaflet's default marker images are never used (they would 404).
  html: `<span class="${styles.vesselLabel}">Estimated position</span>`,
});

export default function RouteMapLeaflet({ facts, tileUrl, tileAttribution, label, id }: MapFacts) {
  const [map, setMap] = useState<LeafletMap | null>(null);
  const route = useMemo(() => routeLatLngs(facts.path), [facts.path]);
  const anchor = route[0];
  const ports = useMemo(
    () =>
      facts.ports
        .filter((p) => p.latitude !== null && p.longitude !== null)
        .map((p) => ({ ...p, at: nearCopy([p.latitude as number, p.longitude as number], anchor) })),
    [facts.ports, anchor],
  );
  const position: LatLng | null = facts.position
    ? nearCopy([facts.position.latitude, facts.position.longitude], anchor)
    : null;
  const bounds = useMemo(
    () => boundsOf([...route, ...ports.map((p) => p.at), ...(position ? [position] : [])]),
    [route, ports, position],
  );

  useEffect(() => {
    if (map && bounds) map.fitBounds(bounds as LatLngBoundsExpression, { padding: [24, 24], maxZoom: 6 });
  }, [map, bounds]);

  return (
    <MapContainer id={id} className={styles.map} center={[20, 0]} zoom={1} ref={setMap} {...MAP_OPTIONS}>
      <AccessibleContainer label={label} />
      {tileUrl ? (
        <TileLayer url={tileUrl} attribution={tileAttribution || undefined} {...TILE_OPTIONS} />
      ) : (
        <>
          <OfflineBasemap />
          <AttributionLine text="Basemap: Natural Earth (public domain), via world-atlas" />
        </>
      )}
      {/* className as an option, not in pathOptions: react-leaflet applies pathOptions with setStyle after the
          path exists, and Leaflet reads className only when it creates the path. */}
      {route.length > 1 ? (
        <Polyline positions={route} className="tracking-map-route" pathOptions={ROUTE_STYLE} />
      ) : null}
      {ports.map((port) => (
        <Marker
          key={`${port.role}-${port.code}`}
          position={port.at}
          icon={portIcon(port.role)}
          title={`${ROLE_WORDS[port.role]}: ${port.name ?? port.code}`}
          keyboard
        />
      ))}
      {position ? (
        <Marker position={position} icon={vesselIcon} title="Estimated position of the vessel" keyboard />
      ) : null}
    </MapContainer>
  );
}

/** Adds a line to the attribution control while mounted. */
function AttributionLine({ text }: { text: string }) {
  const map = useMap();
  useEffect(() => {
    map.attributionControl?.addAttribution(text);
    return () => void map.attributionControl?.removeAttribution(text);
  }, [map, text]);
  return null;
}
