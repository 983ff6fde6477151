import { countryName } from "@/lib/reference/countries";
import { searchLocations } from "@/lib/reference/unlocode";
import { portLabel } from "./port-label";
import type { PortSearchResult } from "./schemas";

export type SearchPortsOptions = { query: string; limit?: number };

/**
 * UN/LOCODE locations by code or name, seaports and airports first (the order is
 * searchLocations'), each with the label the app saves and prints. Reference data, the same
 * for every user: it needs no actor.
 */
export function searchPorts({ query, limit = 20 }: SearchPortsOptions): PortSearchResult[] {
  return searchLocations(query, limit).map((location) => ({
    code: location.code,
    name: location.name,
    country: location.country,
    countryName: countryName(location.country) ?? null,
    subdivision: location.subdivision,
    kinds: location.kinds,
    label: portLabel(location),
  }));
}
