/**
 * The map's constants (product spec §9), in one place, as the Leaflet options that carry them.
 * They match Leaflet 1.9's own defaults; they are set explicitly so a Leaflet upgrade that changes
 * a default cannot change the product silently. Two of them Leaflet hard-codes rather than exposes:
 * the long-press delay (`tapHoldDelay = 600` in its TapHold handler) and the inertia window (its
 * Drag handler discards position samples older than 50 ms). They are recorded here so the spec's
 * list is complete, and checked against Leaflet's source in map-options.test.ts.
 */
export const MAP_SPEC = {
  tileSize: 256,
  maxZoom: 18,
  keyboardPanDelta: 80,
  /** Shift multiplies the keyboard pan and zoom step (Leaflet's Keyboard handler does this itself). */
  shiftMultiplier: 3,
  wheelDebounceTime: 40,
  wheelPxPerZoomLevel: 60,
  longPressMs: 600,
  tapTolerance: 15,
  inertiaSampleMs: 50,
} as const;

/** Options of the Leaflet map itself (L.MapOptions). */
export const MAP_OPTIONS = {
  maxZoom: MAP_SPEC.maxZoom,
  minZoom: 1,
  keyboard: true,
  keyboardPanDelta: MAP_SPEC.keyboardPanDelta,
  scrollWheelZoom: true,
  wheelDebounceTime: MAP_SPEC.wheelDebounceTime,
  wheelPxPerZoomLevel: MAP_SPEC.wheelPxPerZoomLevel,
  tapTolerance: MAP_SPEC.tapTolerance,
  inertia: true,
  worldCopyJump: true,
} as const;

/** Options of the tile layer when MAP_TILE_URL is set (L.TileLayerOptions). */
export const TILE_OPTIONS = { tileSize: MAP_SPEC.tileSize, maxZoom: MAP_SPEC.maxZoom } as const;
