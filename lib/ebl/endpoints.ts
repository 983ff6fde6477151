import type { Endpoint } from "@/lib/http/endpoint";

/** The envelope API (spec §7 and issue 7). */
export const eblEndpoints: Endpoint[] = [];
