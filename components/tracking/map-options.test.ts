import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { MAP_OPTIONS, MAP_SPEC, TILE_OPTIONS } from "./map-options";

// The product spec §9 figures, written out here (not imported) so the test checks the code against the spec.
const SPEC = {
  tileSize: 256,
  maxZoom: 18,
  keyboardPanDelta: 80,
  shift: 3,
  wheelDebounceMs: 40,
  wheelPxPerZoomLevel: 60,
  longPressMs: 600,
  tapTolerancePx: 15,
  inertiaMs: 50,
};

describe("map options", () => {
  it("carry the spec's constants", () => {
    expect(TILE_OPTIONS).toEqual({ tileSize: SPEC.tileSize, maxZoom: SPEC.maxZoom });
    expect(MAP_OPTIONS).toMatchObject({
      maxZoom: SPEC.maxZoom,
      keyboard: true,
      keyboardPanDelta: SPEC.keyboardPanDelta,
      wheelDebounceTime: SPEC.wheelDebounceMs,
      wheelPxPerZoomLevel: SPEC.wheelPxPerZoomLevel,
      tapTolerance: SPEC.tapTolerancePx,
      inertia: true,
    });
    expect(MAP_SPEC.longPressMs).toBe(SPEC.longPressMs);
    expect(MAP_SPEC.inertiaSampleMs).toBe(SPEC.inertiaMs);
  });

  it("rely on what Leaflet hard-codes: the long-press delay, the inertia window and shift tripling", () => {
    const source = readFileSync(path.join(process.cwd(), "node_modules/leaflet/dist/leaflet-src.js"), "utf8");
    expect(source).toContain(`var tapHoldDelay = ${SPEC.longPressMs};`);
    expect(source).toContain(`time - this._times[0] > ${SPEC.inertiaMs}`);
    // Keyboard zoom and pan: shift multiplies the step by 3.
    expect(source).toContain(`(e.shiftKey ? ${SPEC.shift} : 1) * this._zoomKeys[key]`);
    expect(source).toMatch(/if \(e\.shiftKey\) \{\s*offset = toPoint\(offset\)\.multiplyBy\(3\);/);
  });
});
