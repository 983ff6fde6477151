import type { Endpoint } from "@/lib/http/endpoint";

/** Public verification: POST /api/envelopes/verify and GET /.well-known/jwks.json. */
export const eblVerificationEndpoints: Endpoint[] = [];
