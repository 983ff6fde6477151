import { AppError } from "@/lib/contract/errors";
import { consumeLimit } from "@/lib/limits/limiter";
import { getKeyRing } from "../keys";
import type { VerificationReport } from "../contract";
import { MAX_VERIFY_CHAIN_ENTRIES } from "./verification-cost";
import { verifyBundle } from "./verify-bundle";

/**
 * POST /api/envelopes/verify: anyone may check a bundle. The same verifier as the page and the
 * CLI, with this platform's published keys as the trusted ones, so the answer also says whether
 * the bundle was signed here. Nothing is stored. The body is capped by the route (endpoint
 * maxBodyBytes); the request is counted, then the chain length checked, before any CPU is spent
 * on signatures (verification-cost.ts).
 */
export async function verifyUploadedBundle({
  bundle,
  ip,
}: {
  bundle: { envelopeTransferChain: unknown[] };
  ip: string;
}): Promise<VerificationReport> {
  await consumeLimit("verification", ip);
  const entries = bundle.envelopeTransferChain.length;
  if (entries > MAX_VERIFY_CHAIN_ENTRIES)
    throw new AppError(
      "payload_too_large",
      `The bundle's chain has ${entries.toLocaleString("en")} entries; this endpoint verifies at most ${MAX_VERIFY_CHAIN_ENTRIES.toLocaleString("en")}. Verify it offline with npx exportly-verify.`,
    );
  const { jwks } = await getKeyRing();
  return verifyBundle(bundle, { trustedKeys: jwks });
}
