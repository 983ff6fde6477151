import type { Endpoint } from "@/lib/http/endpoint";

/** The payment and balance calls (spec §7): filled in by the payments domain. */
export const paymentEndpoints: Endpoint[] = [];
