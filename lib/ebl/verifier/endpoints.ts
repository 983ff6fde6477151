import { defineEndpoint } from "@/lib/contract/endpoint";
import { VERIFICATIONS_PER_MINUTE } from "@/lib/limits/limits";
import { ZBundleBody, ZJwks, ZVerificationReport } from "./schemas";
import { MAX_VERIFY_BODY_BYTES, MAX_VERIFY_CHAIN_ENTRIES } from "./verification-cost";

const tag = "Electronic bills of lading";

export const verifyBundleEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/envelopes/verify",
  tag,
  summary: "Verify an exported eBL bundle",
  description:
    "Send the JSON of a bundle exported with GET /api/envelopes/{id}/export (a DCSA PINT EblEnvelope with the keys that signed it). " +
    "Answers 200 with the verification report whether or not it verifies: every signature, every link of the chain, the document checksum, " +
    "the issuance and envelope manifests, the transition rules replayed from ISSUE, the action times, and whether the signing keys are this " +
    "platform's (GET /.well-known/jwks.json). 400 when the body is not a bundle at all. Nothing is stored. " +
    `At most ${VERIFICATIONS_PER_MINUTE} per client address per minute (429 with Retry-After). ` +
    `413 for a body over ${MAX_VERIFY_BODY_BYTES / (1024 * 1024)} MB or a chain of more than ${MAX_VERIFY_CHAIN_ENTRIES.toLocaleString("en")} entries. ` +
    "The same check runs offline, without these caps: npx exportly-verify bundle.json --jwks jwks.json, or the /verify page.",
  access: "public",
  body: ZBundleBody,
  maxBodyBytes: MAX_VERIFY_BODY_BYTES,
  response: ZVerificationReport,
  errors: ["validation_failed", "invalid_json", "payload_too_large", "unsupported_media_type", "rate_limited"],
});

export const jwksEndpoint = defineEndpoint({
  method: "GET",
  path: "/.well-known/jwks.json",
  tag,
  summary: "The platform's eBL signing keys (JWKS)",
  description:
    "Every public key that has signed eBL chain entries here, newest first (rotated keys stay, so old entries still verify). Each kid is the key's RFC 7638 thumbprint. " +
    "Compare a bundle's exportlyKeys with this set to know that it was signed by this platform. Cacheable for five minutes.",
  access: "public",
  response: ZJwks,
});

/** Public verification: POST /api/envelopes/verify and GET /.well-known/jwks.json. */
export const eblVerificationEndpoints = [verifyBundleEndpoint, jwksEndpoint];
