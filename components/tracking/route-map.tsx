"use client";

import dynamic from "next/dynamic";
import { Skeleton, SkeletonLine } from "@/components/ui/skeleton";
import type { MapFacts } from "./map-types";
import styles from "./tracking.module.css";

/**
 * Leaflet loads only here, when a map is shown, as its own chunk: `ssr: false` because Leaflet
 * reads `window` as it loads, and a dynamic import so /trackShipment's first-load JavaScript
 * carries none of it (bench/tracking-first-load.mjs measures both).
 */
const RouteMapLeaflet = dynamic(() => import("./route-map-leaflet"), {
  ssr: false,
  loading: () => (
    <Skeleton label="Loading the map…" minHeight="22rem">
      <SkeletonLine height="22rem" />
    </Skeleton>
  ),
});

/** The voyage on a map, with the keyboard help under it. The same facts are in the table beside it. */
export function RouteMap(props: MapFacts) {
  return (
    <div className={styles.mapWrap}>
      <RouteMapLeaflet {...props} />
      <ul className={styles.legend} aria-label="Map legend">
        <li>
          <span className={`${styles.swatch} ${styles.swatchLoading}`} aria-hidden="true" /> Port of loading
        </li>
        <li>
          <span className={`${styles.swatch} ${styles.swatchTranshipment}`} aria-hidden="true" /> Transhipment port
        </li>
        <li>
          <span className={`${styles.swatch} ${styles.swatchDischarge}`} aria-hidden="true" /> Port of discharge
        </li>
        <li>
          <span className={`${styles.swatch} ${styles.swatchVessel}`} aria-hidden="true" /> Estimated position of the
          vessel
        </li>
      </ul>
      <p id={`${props.id}-help`} className={styles.mapHelp}>
        Focus the map, then use the arrow keys to pan (Shift pans three times as far) and + or − to zoom. The
        vessel&apos;s position is estimated between its last departure and its next arrival.
      </p>
    </div>
  );
}
