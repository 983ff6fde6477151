import { describe, expect, it } from "vitest";
import { boundsOf, nearCopy, routeLatLngs } from "./route-geometry";

describe("routeLatLngs", () => {
  it("swaps GeoJSON [lon, lat] into Leaflet [lat, lon]", () => {
    // Nhava Sheva (72.95 E, 18.95 N) to Jebel Ali (55.03 E, 25.01 N).
    expect(
      routeLatLngs([
        [72.95, 18.95],
        [55.03, 25.01],
      ]),
    ).toEqual([
      [18.95, 72.95],
      [25.01, 55.03],
    ]);
  });

  it("keeps a trans-Pacific route continuous across the antimeridian", () => {
    // Shanghai (121.5 E) → 179.5 E → 179.5 W → Los Angeles (118.2 W). 179.5 W is −179.5, a step of
    // 359° west as given; +360 makes it 180.5 (a step of 1° east). Then −118.2 + 360 = 241.8.
    expect(
      routeLatLngs([
        [121.5, 31.2],
        [179.5, 40],
        [-179.5, 40.5],
        [-118.2, 33.7],
      ]),
    ).toEqual([
      [31.2, 121.5],
      [40, 179.5],
      [40.5, 180.5],
      [33.7, 241.8],
    ]);
  });

  it("skips points that are not finite numbers", () => {
    expect(
      routeLatLngs([
        [1, 2],
        [Number.NaN, 3],
        [4, 5],
      ]),
    ).toEqual([
      [2, 1],
      [5, 4],
    ]);
  });
});

describe("nearCopy", () => {
  it("moves a port onto the world copy of the route", () => {
    // Los Angeles at −118.2 next to a route point at 179.5: −118.2 + 360 = 241.8.
    expect(nearCopy([33.7, -118.2], [40, 179.5])).toEqual([33.7, 241.8]);
    expect(nearCopy([18.95, 72.95], [25, 55])).toEqual([18.95, 72.95]);
    expect(nearCopy([1, 2], undefined)).toEqual([1, 2]);
  });
});

describe("boundsOf", () => {
  it("is the south-west and north-east corners", () => {
    expect(
      boundsOf([
        [18.95, 72.95],
        [25.01, 55.03],
        [1.26, 103.84],
      ]),
    ).toEqual([
      [1.26, 55.03],
      [25.01, 103.84],
    ]);
    expect(boundsOf([])).toBeNull();
  });
});
