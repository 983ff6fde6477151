"use client";

import { useSyncExternalStore } from "react";

export type TimeZoneChoices = { browser: string; zones: readonly string[] };

let cached: TimeZoneChoices | null = null;

/**
 * Zones IANA renamed that some browsers' ICU still reports by the old name (Chromium on Debian
 * says Asia/Calcutta): shown and saved by the current name, which the server knows too.
 */
const RENAMED: Record<string, string> = {
  "Asia/Calcutta": "Asia/Kolkata",
  "Asia/Katmandu": "Asia/Kathmandu",
  "Asia/Saigon": "Asia/Ho_Chi_Minh",
  "Asia/Rangoon": "Asia/Yangon",
  "Europe/Kiev": "Europe/Kyiv",
  "Atlantic/Faeroe": "Atlantic/Faroe",
  "America/Godthab": "America/Nuuk",
  "Pacific/Enderbury": "Pacific/Kanton",
  "Pacific/Truk": "Pacific/Chuuk",
  "Pacific/Ponape": "Pacific/Pohnpei",
};

export const currentZoneName = (zone: string) => RENAMED[zone] ?? zone;

/** The browser's zone and every zone it knows; read once (neither changes while the page is open). */
function choices(): TimeZoneChoices {
  if (cached) return cached;
  const zones = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  cached = {
    browser: currentZoneName(Intl.DateTimeFormat().resolvedOptions().timeZone),
    zones: [...new Set(zones.map(currentZoneName))].sort(),
  };
  return cached;
}

const noSubscription = () => () => {};

/**
 * The zones of the time zone select. Null while server-rendering and hydrating: the server's zone
 * and list are not the browser's, and rendering them would mismatch the hydrated page.
 */
export function useTimeZoneChoices(): TimeZoneChoices | null {
  return useSyncExternalStore(noSubscription, choices, () => null);
}

/** The select's options: "use my browser's" first, then every zone (the saved one kept even if this browser lacks it). */
export function timeZoneOptions(choices: TimeZoneChoices | null, saved: string) {
  const zones = choices ? [...choices.zones] : [];
  if (saved && !zones.includes(saved)) zones.unshift(saved);
  const browser = choices ? ` (${choices.browser})` : "";
  return [
    { value: "", label: `Use my browser's time zone${browser}` },
    ...zones.map((zone) => ({ value: zone, label: zone.replaceAll("_", " ") })),
  ];
}
