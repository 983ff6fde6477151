/**
 * Pure geometry for the tracking map (no Leaflet here, so it is unit-tested and costs the list
 * screen nothing). Coordinates from the API are GeoJSON order, [longitude, latitude]; Leaflet
 * wants [latitude, longitude].
 */
export type LonLat = readonly [number, number];
export type LatLng = [number, number];

/**
 * The sea route as Leaflet points, continuous across the antimeridian: a route from Asia to the
 * Americas crosses 180°, where the data jumps from +179.9 to -179.9. Drawn as given, the line
 * would cross the whole map back the other way; shifting each point by whole turns so that no step
 * exceeds 180° keeps it on the short side (Leaflet draws longitudes beyond ±180 on the next copy
 * of the world).
 */
export function routeLatLngs(path: readonly LonLat[]): LatLng[] {
  const out: LatLng[] = [];
  let previous: number | null = null;
  for (const [lon, lat] of path) {
    if (!Number.isFinite(lon) || !Number.isFinite(lat)) continue;
    let unwrapped = lon;
    if (previous !== null) {
      while (unwrapped - previous > 180) unwrapped -= 360;
      while (unwrapped - previous < -180) unwrapped += 360;
    }
    out.push([lat, unwrapped]);
    previous = unwrapped;
  }
  return out;
}

/**
 * A point placed on the same world copy as the route (the nearest one to the route's first
 * point), so a port or the vessel appears on the line drawn beyond ±180°, not a world away.
 */
export function nearCopy(point: LatLng, reference: LatLng | undefined): LatLng {
  if (!reference) return point;
  let lon = point[1];
  while (lon - reference[1] > 180) lon -= 360;
  while (lon - reference[1] < -180) lon += 360;
  return [point[0], lon];
}

/** The box that holds every point ([[south, west], [north, east]]), or null when there are none. */
export function boundsOf(points: readonly LatLng[]): [LatLng, LatLng] | null {
  if (points.length === 0) return null;
  let south = Infinity,
    west = Infinity,
    north = -Infinity,
    east = -Infinity;
  for (const [lat, lon] of points) {
    south = Math.min(south, lat);
    north = Math.max(north, lat);
    west = Math.min(west, lon);
    east = Math.max(east, lon);
  }
  return [
    [south, west],
    [north, east],
  ];
}
