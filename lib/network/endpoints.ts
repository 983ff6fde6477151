import type { Endpoint } from "@/lib/http/endpoint";

/** The network calls (spec §7): filled in by the network domain. */
export const networkEndpoints: Endpoint[] = [];
