import { consumeLimit } from "@/lib/limits/limiter";
import { getKeyRing } from "../keys";
import type { VerificationReport } from "../contract";
import { verifyBundle } from "./verify-bundle";

/**
 * POST /api/envelopes/verify: anyone may check a bundle. The same verifier as the page and the
 * CLI, with this platform's published keys as the trusted ones, so the answer also says whether
 * the bundle was signed here. Nothing is stored.
 */
export async function verifyUploadedBundle({
  bundle,
  ip,
}: {
  bundle: unknown;
  ip: string;
}): Promise<VerificationReport> {
  await consumeLimit("verification", ip);
  const { jwks } = await getKeyRing();
  return verifyBundle(bundle, { trustedKeys: jwks });
}
